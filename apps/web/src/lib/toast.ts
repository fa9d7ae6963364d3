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

function show(kind: Kind, title: string, description?: string): void {
  wantToaster();
  import('sonner')
    .then(({ toast: sonner }) => {
      sonner[kind](title, description === undefined ? undefined : { description });
    })
    .catch((error: unknown) => console.error('Notification impossible à afficher', title, error));
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  /** The destructive style. */
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
