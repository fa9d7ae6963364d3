import type { PushPayload } from '@comoe/shared/schemas/notifications';
import { useEffect, useEffectEvent } from 'react';
import { readPushMessage } from '@/lib/web-push';

/** A push that arrived while a page of the app was visible: the worker posts it here instead of notifying. */
export function usePushMessages(onPush: (payload: PushPayload) => void): void {
  const handle = useEffectEvent(onPush);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const listener = (event: MessageEvent) => {
      const payload = readPushMessage(event.data);
      if (payload) handle(payload);
    };
    container.addEventListener('message', listener);
    container.startMessages();
    return () => container.removeEventListener('message', listener);
  }, []);
}
