import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RING_EVERY_MS,
  ringingTitle,
  SOUND_STORAGE_KEY,
  TITLE_FLASH_MS,
  useOrderRinging,
} from './use-order-ringing';

const attention = vi.hoisted(() => ({
  beep: vi.fn(() => true),
  vibrate: vi.fn(() => true),
  setAppBadge: vi.fn(),
  audioUnlocked: vi.fn(() => false),
  unlockAudio: vi.fn(async () => true),
}));
vi.mock('@/lib/attention', () => attention);

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  localStorage.clear();
  document.title = 'Comoé Express';
});
afterEach(() => vi.useRealTimers());

const ring = (waiting: number) => renderHook(({ n }) => useOrderRinging(n), { initialProps: { n: waiting } });

describe('a waiting order rings until someone answers', () => {
  it('beeps and buzzes every few seconds when sound is on, flashes the title and sets the badge', () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const { result } = ring(2);
    expect(result.current.ringing).toBe(true);
    expect(attention.beep).toHaveBeenCalledTimes(1);
    expect(attention.vibrate).toHaveBeenCalledTimes(1);
    expect(attention.setAppBadge).toHaveBeenLastCalledWith(2);
    expect(document.title).toBe(ringingTitle(2));
    expect(document.title).toBe('(2) Nouvelle commande !');

    act(() => {
      vi.advanceTimersByTime(TITLE_FLASH_MS);
    });
    expect(document.title).toBe('Comoé Express');
    act(() => {
      vi.advanceTimersByTime(TITLE_FLASH_MS);
    });
    expect(document.title).toBe('(2) Nouvelle commande !');

    act(() => {
      vi.advanceTimersByTime(RING_EVERY_MS * 3);
    });
    expect(attention.beep).toHaveBeenCalledTimes(4);
    expect(attention.vibrate).toHaveBeenCalledTimes(4);
  });

  it('stops everything once no order waits, and restores the title', () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const { result, rerender } = ring(1);
    rerender({ n: 0 });
    expect(result.current.ringing).toBe(false);
    expect(document.title).toBe('Comoé Express');
    expect(attention.setAppBadge).toHaveBeenLastCalledWith(0);
    const beeps = attention.beep.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(RING_EVERY_MS * 5);
    });
    expect(attention.beep).toHaveBeenCalledTimes(beeps);
    expect(document.title).toBe('Comoé Express');
  });

  it('stays silent when the owner declined the sound, but still buzzes and flashes', () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'off');
    const { result } = ring(1);
    act(() => {
      vi.advanceTimersByTime(RING_EVERY_MS * 2);
    });
    expect(attention.beep).not.toHaveBeenCalled();
    expect(attention.vibrate).toHaveBeenCalledTimes(3);
    expect(result.current.askSound).toBe(false);
  });

  it('asks once per device; "Activer le son" unlocks the audio and is remembered', async () => {
    const { result } = ring(0);
    expect(result.current.askSound).toBe(true);
    await act(async () => {
      result.current.enableSound();
      await Promise.resolve();
    });
    expect(attention.unlockAudio).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    expect(result.current.choice).toBe('on');
    expect(result.current.askSound).toBe(false);
  });

  it('"Plus tard" is remembered too', () => {
    const { result } = ring(0);
    act(() => result.current.declineSound());
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    expect(result.current.askSound).toBe(false);
  });

  it('asks again for the tap when the wanted sound is still locked as an order rings', () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    expect(ring(0).result.current.askSound).toBe(false);
    expect(ring(1).result.current.askSound).toBe(true);
  });
});
