/**
 * Toasts without paying for them up front: sonner is loaded with the first toast, so the landing
 * page stays light. Sonner replays toasts raised before its <Toaster> subscribed.
 */
type Kind = 'success' | 'error' | 'info';

let toasterWanted = false;
const listeners = new Set<() => void>();

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/**
 * `id`: a toast with the same id replaces the one on screen instead of stacking under it.
 * `duration` (ms): longer for a toast with more to read.
 */
type Options = { id?: string; duration?: number };

function show(kind: Kind, title: string, description?: string, options: Options = {}): void {
  wantToaster();
  import('sonner')
    .then(({ toast: sonner }) => {
      sonner[kind](title, { ...(description === undefined ? {} : { description }), ...options });
    })
    .catch((error: unknown) => console.error('Notification impossible à afficher', title, error));
}

export const toast = {
  success: (title: string, description?: string, options?: Options) =>
    show('success', title, description, options),
  /** The destructive style. */
  error: (title: string, description?: string, options?: Options) =>
    show('error', title, description, options),
  info: (title: string, description?: string, options?: Options) => show('info', title, description, options),
};
