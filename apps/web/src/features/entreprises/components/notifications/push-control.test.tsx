import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushControl } from './push-control';

const push = vi.hoisted(() => ({
  value: { permission: 'granted', busy: false, subscribed: null as boolean | null, enable: vi.fn() },
}));
vi.mock('@/hooks/use-web-push', () => ({ useWebPush: () => push.value }));

describe('PushControl', () => {
  afterEach(() => {
    push.value = { permission: 'granted', busy: false, subscribed: null, enable: vi.fn() };
  });

  it('never says "activées" when the subscription failed, and offers to try again', () => {
    push.value.subscribed = false;
    render(<PushControl />);
    expect(screen.getByTestId('push-state').textContent).toMatch(/a échoué/);
    expect(screen.getByTestId('push-state').textContent).not.toMatch(/activées/);
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(push.value.enable).toHaveBeenCalledOnce();
  });

  it('says "activées" once the server has the subscription', () => {
    push.value.subscribed = true;
    render(<PushControl />);
    expect(screen.getByTestId('push-state').textContent).toBe('Notifications activées sur cet appareil.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('only says "autorisées" while the subscription is not confirmed', () => {
    render(<PushControl />);
    expect(screen.getByTestId('push-state').textContent).toBe('Notifications autorisées sur cet appareil.');
  });
});
