import type { Point } from '@comoe/shared/livraison';
import { useSyncExternalStore } from 'react';
import { movedFar } from '../nearest-first';

/**
 * Where the phone is, as the position watch last heard (use-position-reporting.ts), and the
 * position the lists were last sorted from: it moves only after 100 m (issue 22 §1).
 */
type State = { here: Point | null; anchor: Point | null };

let state: State = { here: null, anchor: null };
const listeners = new Set<() => void>();

export function setCourierPosition(here: Point): void {
  state = { here, anchor: movedFar(state.anchor, here) ? here : state.anchor };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The phone's latest position (the map's courier marker). */
export function useCourierHere(): Point | null {
  return useSyncExternalStore(subscribe, () => state.here);
}

/** The position the lists are sorted from: changes only after a move of more than 100 m. */
export function useListAnchor(): Point | null {
  return useSyncExternalStore(subscribe, () => state.anchor);
}

/** Test seam: back to "position unknown". */
export function resetCourierPosition(): void {
  state = { here: null, anchor: null };
  for (const listener of listeners) listener();
}
