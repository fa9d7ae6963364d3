import type { AccountStatus } from '@comoe/shared/enums';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetAccountStatut } from '../../api/set-account-statut';
import { LABELS } from '@/lib/labels';
import { OpenOrdersList } from './open-orders-list';

type StatusActionProps = {
  utilisateurId: number;
  statut: AccountStatus;
  /** Who is concerned, as the dialog names them. */
  name: string;
  /** What deactivating also does for this kind of account. */
  consequence: string;
};

/** Désactiver / Réactiver, after saying what happens: a deactivated account's sessions end at once. */
export function StatusAction({ utilisateurId, statut, name, consequence }: StatusActionProps) {
  const [open, setOpen] = useState(false);
  const mutation = useSetAccountStatut();
  const deactivating = statut === 'ACTIF';

  const confirm = () =>
    mutation.mutate(
      { utilisateurId, statut: deactivating ? 'INACTIF' : 'ACTIF' },
      {
        onSuccess: () => {
          toast.success(deactivating ? LABELS.accountDisabled : 'Compte réactivé', name);
          setOpen(false);
        },
        onError: (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
      },
    );

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
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        title={deactivating ? `Désactiver ${name} ?` : `Réactiver ${name} ?`}
        description={
          deactivating
            ? `Toutes ses sessions se ferment immédiatement : sa prochaine action est refusée et sa connexion aussi. ${consequence}`
            : 'Le compte pourra de nouveau se connecter et travailler.'
        }
        confirmLabel={deactivating ? 'Désactiver' : 'Réactiver'}
        pendingLabel="En cours..."
        destructive={deactivating}
        busy={mutation.isPending}
        holdWhileBusy={false}
        wide
        error={mutation.error?.message}
        onConfirm={confirm}
      >
        {open && deactivating ? <OpenOrdersList utilisateurId={utilisateurId} /> : null}
      </ConfirmDialog>
    </>
  );
}
