import { Wallet } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { useOwnEntreprise } from '@/api/get-own-entreprise';
import { PageFallback } from '@/components/page-fallback';
import { QueryProvider } from '@/lib/query-provider';
import { useSignOut } from '@/lib/session/use-sign-out';
import { usePayoutAccount } from '../api/get-payout-account';
import { EntrepriseNotLoaded } from '../components/access-denied';
import { PayoutForm } from './payout-form';
import { MSG } from '@comoe/shared/messages';

/** /entreprise/onboarding/paiement: where the owner receives the money of delivered orders. */
export function PaymentOnboardingPage() {
  return (
    <QueryProvider>
      <Onboarding />
    </QueryProvider>
  );
}

function Onboarding() {
  const entreprise = useOwnEntreprise();
  const signOut = useSignOut();
  if (!entreprise.isSuccess) return <EntrepriseNotLoaded query={entreprise} onSignOut={signOut} />;
  return <OnboardingCard entrepriseId={entreprise.data.id} />;
}

function OnboardingCard({ entrepriseId }: { entrepriseId: number }) {
  const account = usePayoutAccount(entrepriseId);
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <IconTile
          icon={Wallet}
          className="size-14 rounded-full bg-orange-100 text-orange-800"
          iconClassName="size-7"
        />
        <h1 className="text-2xl font-bold text-stone-900">{MSG.payoutMissingTitle}</h1>
        <p className="text-stone-600">
          Pour chaque commande livrée, nous vous versons son total moins les frais de livraison. Choisissez où
          recevoir cet argent.
        </p>
      </div>
      <div className="rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6">
        {account.isPending ? (
          <PageFallback />
        ) : (
          <PayoutForm entrepriseId={entrepriseId} account={account.data ?? null} />
        )}
      </div>
    </section>
  );
}
