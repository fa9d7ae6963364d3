import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no media queries; the pages only ask whether the app runs installed.
window.matchMedia = vi.fn((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(() => false),
}));

// jsdom does not lay pages out, so it cannot scroll; the scroll manager calls this on each page.
window.scrollTo = vi.fn() as typeof window.scrollTo;

// Lazy route chunks load through the real module graph: on a busy two-core machine the first
// import of a chunk can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
