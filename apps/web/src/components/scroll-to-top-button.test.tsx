import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTopButton', () => {
  it('stays out of the way while reading down and comes when going back up past 300 px', () => {
    scrollTo(0);
    render(<ScrollToTopButton />);
    const button = () => screen.queryByRole('button', { name: 'Revenir en haut de la page' });
    scrollTo(400);
    scrollTo(900);
    expect(button()).toBeNull();
    scrollTo(850);
    expect(button()).not.toBeNull();
    scrollTo(1000);
    expect(button()).toBeNull();
    scrollTo(250);
    expect(button()).toBeNull();
  });
});
