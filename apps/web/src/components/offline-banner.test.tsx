import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportNetwork } from '@/lib/network-status';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows while a request cannot reach the server, and goes once one does', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    act(() => reportNetwork(false));
    expect(screen.getByRole('status')).toHaveProperty('textContent', OFFLINE_TEXT);
    act(() => reportNetwork(true));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('follows the device going offline and back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
