import { MSG } from '@comoe/shared/messages';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { CircleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { usePayoutAccount } from '../api/get-payout-account';

/**
 * 'Complétez votre profil' while the business is not listed to clients; 'Configurez vos
 * paiements' while no payout account exists, or when it could not be read (spec §8).
 */
export function ProfileBanners({
  entreprise,
  onSettings,
}: {
  entreprise: OwnEntreprise;
  onSettings: () => void;
}) {
  const payout = usePayoutAccount(entreprise.id);
  const payoutMissing = payout.isError || (payout.isSuccess && payout.data === null);
  return (
    <>
      {!entreprise.profilComplet && (
        <Alert variant="info">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{MSG.profileIncompleteTitle}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{MSG.profileIncompleteBody}</p>
            <Button size="sm" onClick={onSettings}>
              Compléter mon profil
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {payoutMissing && (
        <Alert variant="info">
          <Wallet aria-hidden="true" />
          <AlertTitle>{MSG.payoutMissingTitle}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>Indiquez le numéro Orange Money ou Wave sur lequel recevoir vos versements.</p>
            <Link to={paths.paymentOnboarding} className={buttonVariants({ size: 'sm' })}>
              Configurer mes paiements
            </Link>
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
