import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings because other engines do not have it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function publish(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  listeners.forEach((listener) => listener());
}

/** Started before the first render: the browser may offer installation before any page mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => deferred);
}

/** Shows the browser's install dialog; an event can be used once, so it is dropped afterwards. */
export async function promptInstall(event: BeforeInstallPromptEvent): Promise<boolean> {
  publish(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

export function isRunningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
