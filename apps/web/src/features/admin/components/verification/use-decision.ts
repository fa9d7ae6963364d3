import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';

export type Asking = 'approve' | 'refuse' | null;

type DecisionCopy<V> = {
  /** The courier, named in the toasts. */
  who: string;
  /** What the mutation sends for this answer (a refusal always with its motif). */
  send: (approve: boolean, motif?: string) => NoInfer<V>;
  approved: string;
  refused: string;
};

/**
 * The state and sending behind DecisionActions: a decision recorded closes its question and
 * says so in a toast; an approval refused by the server says why in a toast, a refusal's motif
 * dialog shows it itself.
 */
export function useDecision<D, E extends Error, V>(
  mutation: UseMutationResult<D, E, V>,
  { who, send, approved, refused }: DecisionCopy<V>,
) {
  const [asking, setAsking] = useState<Asking>(null);
  const decide = (approve: boolean, motif?: string) =>
    mutation.mutate(send(approve, motif), {
      onSuccess: () => {
        setAsking(null);
        toast.success(approve ? approved : refused, who);
      },
      onError: (error) => {
        if (approve) toast.error(ADMIN_MSG.operationFailed, error.message);
      },
    });
  return {
    asking,
    onAsk: setAsking,
    busy: mutation.isPending,
    error: mutation.isError ? mutation.error.message : null,
    onApprove: () => decide(true),
    onRefuse: (motif: string) => decide(false, motif),
  };
}
