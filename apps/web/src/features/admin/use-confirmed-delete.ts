import { useState } from 'react';

type DeleteMutation = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

/**
 * The item waiting for 'Supprimer' to be confirmed. Asking again clears the last refusal, which
 * the dialog keeps on screen; the item is let go once deleted, the toasts telling the outcome.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: DeleteMutation,
  onDeleted: (item: T) => void,
  onFailed: (error: Error) => void,
) {
  const [deleting, setDeleting] = useState<T | null>(null);

  const ask = (item: T) => {
    remove.reset();
    setDeleting(item);
  };

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        onDeleted(deleting);
        setDeleting(null);
      },
      onError: onFailed,
    });
  };

  return { deleting, ask, confirm, cancel: () => setDeleting(null), remove };
}

export type ConfirmedDelete<T extends { id: number }> = ReturnType<typeof useConfirmedDelete<T>>;
