import type { AccountStatus } from '@comoe/shared/enums';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { accountStatutBodySchema } from '@comoe/shared/schemas/admin-accounts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetAccountStatut } from '../../api/set-account-statut';
import { LABELS } from '@/lib/labels';
import { ReasonConfirmDialog } from '../reason-confirm-dialog';
import { OpenOrdersList } from './open-orders-list';
import { TEXT } from '../../texts';

type StatusActionProps = {
  utilisateurId: number;
  statut: AccountStatus;
  /** Who is concerned, as the dialog names them. */
  name: string;
  /** What deactivating also does for this kind of account. */
  consequence: string;
};

/** The shared schema's word on a deactivation's reason. */
const checkMotif = (motif: string) => {
  const parsed = accountStatutBodySchema.safeParse({ statut: 'INACTIF', motif });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ADMIN_MSG.deactivationMotifRequired);
};

/**
 * Désactiver / Réactiver, after saying what happens: a deactivated account's sessions end at once,
 * its orders are settled as the preview counts them, and it reads the reason (issue 34).
 */
export function StatusAction({ utilisateurId, statut, name, consequence }: StatusActionProps) {
  const [open, setOpen] = useState(false);
  const mutation = useSetAccountStatut();
  const deactivating = statut === 'ACTIF';

  const confirm = (motif?: string) =>
    mutation.mutate(
      { utilisateurId, statut: deactivating ? 'INACTIF' : 'ACTIF', ...(motif ? { motif } : {}) },
      {
        onSuccess: () => {
          toast.success(deactivating ? LABELS.accountDisabled : 'Compte réactivé', name);
          setOpen(false);
        },
        onError: (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
      },
    );
  const common = {
    onCancel: () => setOpen(false),
    busy: mutation.isPending,
    holdWhileBusy: false,
    wide: true,
    error: mutation.error?.message,
  };

  return (
    <>
      <Button
        size="sm"
        variant={deactivating ? 'ghost' : 'outline'}
        className={deactivating ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
        aria-label={`${deactivating ? 'Désactiver' : 'Réactiver'} ${name}`}
      >
        {deactivating ? 'Désactiver' : 'Réactiver'}
      </Button>
      {open && deactivating ? (
        <ReasonConfirmDialog
          {...common}
          title={`Désactiver ${name} ?`}
          description={`Toutes ses sessions se ferment immédiatement : sa prochaine action est refusée et sa connexion aussi, avec le motif. ${consequence}`}
          confirmLabel="Désactiver"
          pendingLabel={TEXT.pending}
          check={checkMotif}
          onConfirm={confirm}
        >
          <OpenOrdersList utilisateurId={utilisateurId} />
        </ReasonConfirmDialog>
      ) : null}
      <ConfirmDialog
        {...common}
        open={open && !deactivating}
        title={`Réactiver ${name} ?`}
        description="Le compte pourra de nouveau se connecter et travailler."
        confirmLabel="Réactiver"
        pendingLabel={TEXT.pending}
        destructive={false}
        onConfirm={() => confirm()}
      />
    </>
  );
}
