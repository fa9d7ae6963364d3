import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file runs on `iso` as today (only `Date` is faked, so timers and fetches go on),
 * then gets real time back, with fetch unstubbed and mock calls forgotten.
 */
export function freezeDateEachTest(iso: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
