import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { verificationBodySchema, type AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetLivreurVerification } from '../../api/set-livreur-verification';
import { TEXT } from '../../texts';
import { ReasonConfirmDialog } from '../reason-confirm-dialog';

/** The shared schema's word on a withdrawal's reason. */
const checkMotif = (motif: string) => {
  const parsed = verificationBodySchema.safeParse({ isVerified: false, motif });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ADMIN_MSG.withdrawMotifRequired);
};

/**
 * 'Vérifier' once the courier's papers are checked; 'Retirer la vérification' undoes it with a
 * reason he reads. Both ask first (issue 34).
 */
export function VerifyAction({ livreur }: { livreur: AdminLivreur }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetLivreurVerification();
  const name = `${livreur.prenom} ${livreur.nom}`;
  const withdrawing = livreur.isVerified;
  const decide = (motif?: string) =>
    mutation.mutate(
      { id: livreur.id, isVerified: !withdrawing, ...(motif ? { motif } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(saved.isVerified ? TEXT.courierVerified : TEXT.verificationWithdrawn, name);
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
    pendingLabel: TEXT.pending,
  };
  const opener = () => {
    mutation.reset();
    setOpen(true);
  };

  return (
    <>
      {withdrawing ? (
        <Button size="sm" variant="ghost" onClick={opener} aria-label={`Retirer la vérification de ${name}`}>
          Retirer la vérification
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={opener} aria-label={`Vérifier ${name}`}>
          <BadgeCheck aria-hidden="true" />
          Vérifier
        </Button>
      )}
      {open && withdrawing ? (
        <ReasonConfirmDialog
          {...common}
          title={`Retirer la vérification de ${name} ?`}
          description="Il passe hors ligne et ne peut plus prendre de missions ; il lit le motif et peut envoyer de nouveaux documents."
          confirmLabel="Retirer la vérification"
          check={checkMotif}
          onConfirm={decide}
        />
      ) : null}
      <ConfirmDialog
        {...common}
        open={open && !withdrawing}
        title={`Vérifier ${name} ?`}
        description="Ses documents sont vérifiés : il pourra se rendre disponible et prendre des missions. Il en est prévenu."
        confirmLabel="Vérifier"
        destructive={false}
        onConfirm={() => decide()}
      />
    </>
  );
}
