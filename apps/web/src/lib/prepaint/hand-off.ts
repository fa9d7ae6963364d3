import { useLayoutEffect } from 'react';
import { endPrepaint, type TypedMeanwhile } from './end-prepaint';

/**
 * The page hands over once `ready`: before the browser paints, so nothing flickers. Text typed
 * meanwhile in the drawn page's search box goes to `keepTyped`, not to waste.
 */
export function usePrepaintHandOff(ready: boolean, keepTyped?: (typed: TypedMeanwhile) => void): void {
  useLayoutEffect(() => {
    if (!ready) return;
    // Once the drawn page is gone this finds nothing: running again costs nothing.
    const typed = endPrepaint();
    if (typed) keepTyped?.(typed);
  }, [ready, keepTyped]);
  // Left before its data came (another address): the drawn page goes with it.
  useLayoutEffect(() => () => void endPrepaint(), []);
}

/**
 * The app's search box goes on where the drawn one stopped: same text, and when the reader was
 * still in it, focused with the caret where it stood. The value is written before React's own
 * render of it: React then finds the same value and leaves the caret alone.
 */
export function continueTyping(input: HTMLInputElement | null, typed: TypedMeanwhile): void {
  if (!input) return;
  input.value = typed.text;
  if (!typed.focused) return;
  input.focus();
  input.setSelectionRange(typed.caret.start, typed.caret.end);
}
