import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

/** A window whose page is `height` px tall beyond the viewport: scrolls clamp as a browser's do. */
let height = 0;
let y = 0;
const frames = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
const scroll = (to: number) => {
  y = Math.max(0, Math.min(to, height));
  window.dispatchEvent(new Event('scroll'));
};
const nextFrame = () => {
  const due = [...frames.values()];
  frames.clear();
  act(() => due.forEach((f) => f(performance.now())));
};

const nav: { go?: ReturnType<typeof useNavigate> } = {};
function Nav() {
  const navigate = useNavigate();
  useEffect(() => {
    nav.go = navigate;
  }, [navigate]);
  return null;
}
const go = (to: string | number) => act(() => void nav.go?.(to as string));

beforeEach(() => {
  height = 2000;
  y = 0;
  frames.clear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => scroll(to)));
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => {
    frames.set(++lastFrame, f);
    return lastFrame;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  render(
    <MemoryRouter initialEntries={['/city/bassam']}>
      <ScrollManager />
      <Nav />
    </MemoryRouter>,
  );
});
afterEach(() => vi.restoreAllMocks());

/** The reader scrolls the list, opens a business (a short page), then comes back. */
function openAndComeBack(listPosition: number) {
  scroll(listPosition);
  go('/business/3');
  expect(y).toBe(0);
  height = 300; // the list is still loading: the page is short
  go(-1);
}

describe('ScrollManager', () => {
  it('opens a new page at the top and returns to the list where it was left once it is tall enough', () => {
    openAndComeBack(1500);
    expect(y).toBe(300);
    height = 2000;
    nextFrame();
    expect(y).toBe(1500);
  });

  it('keeps restoring when the browser itself moves the page meanwhile (an image above grows)', () => {
    openAndComeBack(1500);
    height = 900;
    scroll(260); // scroll anchoring, not the reader
    nextFrame();
    expect(y).toBe(900);
    height = 2000;
    nextFrame();
    expect(y).toBe(1500);
  });

  it('lets the reader lead as soon as he scrolls himself', () => {
    openAndComeBack(1500);
    act(() => void window.dispatchEvent(new Event('wheel')));
    scroll(100);
    height = 2000;
    nextFrame();
    expect(y).toBe(100);
  });
});
