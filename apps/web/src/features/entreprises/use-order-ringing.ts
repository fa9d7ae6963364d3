import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { audioUnlocked, beep, setAppBadge, unlockAudio, vibrate } from '@/lib/attention';
import {
  asksForSound,
  readChoice,
  SOUND_STORAGE_KEY,
  type SoundChoice,
} from './components/waiting/sound-choice';

export { SOUND_STORAGE_KEY, type SoundChoice };

/** How often a waiting order rings again, and how fast the tab title flashes. */
export const RING_EVERY_MS = 4_000;
export const TITLE_FLASH_MS = 1_000;
const choiceListeners = new Set<() => void>();
function subscribeChoice(listener: () => void) {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

function storeChoice(choice: 'on' | 'off'): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  choiceListeners.forEach((listener) => listener());
}

export const ringingTitle = (waiting: number) => `(${waiting}) Nouvelle commande !`;

export interface OrderRinging {
  /** Some order waits for an answer: the sound, the buzz, the title and the badge are on. */
  ringing: boolean;
  choice: SoundChoice;
  /** Show "Activer le son": never asked on this device, or asked yes but the browser still needs a tap. */
  askSound: boolean;
  enableSound: () => void;
  declineSound: () => void;
}

/**
 * A new order rings until someone acts on it (issue 21 §1): every few seconds a beep (when the
 * owner let the device play sound) and a buzz, the tab title flashing "(2) Nouvelle commande !",
 * and the app's badge. `waiting` is the number of orders waiting for the business, kept live by
 * the dashboard's event stream: it stops as soon as none waits, whoever answered.
 */
export function useOrderRinging(waiting: number): OrderRinging {
  const ringing = waiting > 0;
  const choice = useSyncExternalStore(
    subscribeChoice,
    () => readChoice(),
    () => null,
  );
  // Re-rendered after a tap unlocked the audio, so the prompt leaves.
  const [unlocked, setUnlocked] = useState(audioUnlocked);

  useEffect(() => {
    if (!ringing) return;
    const ring = () => {
      if (choice === 'on') beep();
      vibrate();
      // A tap anywhere may have unlocked the audio meanwhile: the prompt then leaves.
      setUnlocked(audioUnlocked());
    };
    ring();
    const timer = window.setInterval(ring, RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ringing, choice]);

  useEffect(() => {
    if (!ringing) return;
    const original = document.title;
    let flashed = false;
    const flash = () => {
      flashed = !flashed;
      document.title = flashed ? ringingTitle(waiting) : original;
    };
    flash();
    const timer = window.setInterval(flash, TITLE_FLASH_MS);
    return () => {
      window.clearInterval(timer);
      document.title = original;
    };
  }, [ringing, waiting]);

  useEffect(() => {
    setAppBadge(waiting);
  }, [waiting]);
  useEffect(() => () => setAppBadge(0), []);

  const enableSound = useCallback(() => {
    storeChoice('on');
    void unlockAudio().then((ok) => {
      setUnlocked(ok);
      if (ok) beep();
    });
  }, []);
  const declineSound = useCallback(() => storeChoice('off'), []);

  return {
    ringing,
    choice,
    askSound: asksForSound(choice, ringing, unlocked || audioUnlocked()),
    enableSound,
    declineSound,
  };
}
