import type { LiveEventData } from '@comoe/shared/events';
import { useEffect, useEffectEvent } from 'react';
import { dropRejectedSession } from './api-client';
import { openLiveStream, type LiveOpenInfo } from './live-stream';
import { useSession } from './session/session-store';
import { TOKEN_KEY } from './session/stored-session';

export type { LiveOpenInfo } from './live-stream';

type Listener = {
  onEvent: (event: LiveEventData) => void;
  onOpen: (info: LiveOpenInfo) => void;
};

/**
 * One stream per tab, whatever the number of components listening: the server limits how often a
 * user may open one, and a phone on 3G should not hold several. It lives while someone listens
 * and a user is signed in; another user signing in gets a stream of their own.
 */
const listeners = new Set<Listener>();
let stopStream: (() => void) | null = null;
let streamUserId: number | null = null;

function closeStream(): void {
  stopStream?.();
  stopStream = null;
  streamUserId = null;
}

/**
 * Moving from one page to the next unmounts its listeners before the next page's mount (later
 * still when its code loads): the stream is kept this long for them, rather than closed and
 * opened again on every tap over a slow link.
 */
const CLOSE_GRACE_MS = 3000;
let closeTimer: ReturnType<typeof setTimeout> | null = null;

function cancelClose(): void {
  if (closeTimer !== null) clearTimeout(closeTimer);
  closeTimer = null;
}

function syncStream(): void {
  const userId = useSession.getState().user?.id ?? null;
  if (userId === null) {
    cancelClose();
    closeStream();
    return;
  }
  if (listeners.size === 0) {
    if (stopStream && closeTimer === null) {
      closeTimer = setTimeout(() => {
        closeTimer = null;
        if (listeners.size === 0) closeStream();
      }, CLOSE_GRACE_MS);
    }
    return;
  }
  cancelClose();
  if (stopStream && streamUserId === userId) return;
  closeStream();
  streamUserId = userId;
  stopStream = openLiveStream({
    getToken: () => window.localStorage.getItem(TOKEN_KEY),
    onEvent: (event) => {
      // An administrator deactivated the account: this session is over, and the sign-in page says why.
      if (event.type === 'session.fin') {
        closeStream();
        dropRejectedSession('deactivated');
        return;
      }
      listeners.forEach((listener) => listener.onEvent(event));
    },
    onOpen: (info) => listeners.forEach((listener) => listener.onOpen(info)),
    // The next API call meets the same 401 and ends the session properly; the stream just stops.
    onUnauthorized: closeStream,
  });
}

useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) syncStream();
});

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  syncStream();
  return () => {
    listeners.delete(listener);
    syncStream();
  };
}

/**
 * Calls `handler` for each live event of the signed-in user while the component is mounted.
 * `onOpen` tells when the stream (re)connects: after a drop the server could not fill in from
 * its log (`reconnected`), whatever changed meanwhile was not streamed, so pages refetch what
 * they show.
 */
export function useLiveEvents(
  handler: (event: LiveEventData) => void,
  onOpen?: (info: LiveOpenInfo) => void,
): void {
  const handleEvent = useEffectEvent(handler);
  const handleOpen = useEffectEvent((info: LiveOpenInfo) => onOpen?.(info));
  useEffect(
    () => subscribeLiveEvents({ onEvent: (event) => handleEvent(event), onOpen: (info) => handleOpen(info) }),
    [],
  );
}
