import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetLivreurVerification } from '../../api/set-livreur-verification';
import { TEXT } from '../../texts';

/** 'Vérifier' once the courier's papers are checked; 'Retirer la vérification' undoes it. */
export function VerifyAction({ livreur }: { livreur: AdminLivreur }) {
  const mutation = useSetLivreurVerification();
  const name = `${livreur.prenom} ${livreur.nom}`;
  const toggle = () =>
    mutation.mutate(
      { id: livreur.id, isVerified: !livreur.isVerified },
      {
        onSuccess: (saved) =>
          toast.success(saved.isVerified ? TEXT.courierVerified : 'Vérification retirée', name),
        onError: (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
      },
    );
  return livreur.isVerified ? (
    <Button
      size="sm"
      variant="ghost"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-label={`Retirer la vérification de ${name}`}
    >
      Retirer la vérification
    </Button>
  ) : (
    <Button
      size="sm"
      variant="outline"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-label={`Vérifier ${name}`}
    >
      <BadgeCheck aria-hidden="true" />
      Vérifier
    </Button>
  );
}
