import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LateBadge } from './late-badge';

// Issue 34 §2: past its ready time, an order not yet ready says how late it is, on every screen.
describe('the late badge', () => {
  it('says how many minutes late the order is', () => {
    render(<LateBadge minutes={12} />);
    expect(screen.getByTestId('late-badge').textContent).toBe('En retard de 12 min');
  });

  it('shows nothing for an order on time or without a ready time', () => {
    const { container, rerender } = render(<LateBadge minutes={null} />);
    expect(container.textContent).toBe('');
    rerender(<LateBadge minutes={undefined} />);
    expect(screen.queryByTestId('late-badge')).toBeNull();
  });
});
