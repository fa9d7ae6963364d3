import { Skeleton } from '@/components/ui/skeleton';
import { usePayoutAccount } from '../api/get-payout-account';
import { SectionHeader } from '@/components/section-header';
import { SettingsForm } from '../components/settings/settings-form';
import { HorairesEditor } from '../components/horaires/horaires-editor';
import type { SectionProps } from './section-props';

/** 'Paramètres de l'entreprise': the company profile and its payout account in one form. */
export function SettingsSection({ entreprise, goTo }: SectionProps) {
  const payout = usePayoutAccount(entreprise.id);
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Paramètres de l'entreprise" />
      <div className="rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6">
        <h3 className="mb-1 text-lg font-bold text-stone-900">
          {entreprise.profilComplet ? "Modifier le profil de l'entreprise" : 'Créer le profil'}
        </h3>
        <p className="mb-4 text-sm text-stone-600">
          Un téléphone, une photo de façade et une catégorie rendent votre entreprise visible aux clients.
        </p>
        {payout.isPending ? (
          <Skeleton className="h-96 w-full rounded-xl" aria-busy="true" />
        ) : (
          // A failed read of the payout account leaves its fields empty (spec §8).
          <SettingsForm
            entreprise={entreprise}
            payout={payout.data ?? null}
            onCancel={() => goTo('orders')}
          />
        )}
      </div>
      <div className="rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6">
        <h3 className="mb-1 text-lg font-bold text-stone-900">Horaires d'ouverture</h3>
        <p className="mb-4 text-sm text-stone-600">
          En dehors de ces heures, les clients voient « Fermé · Ouvre à … » et ne peuvent pas commander.
        </p>
        <HorairesEditor entrepriseId={entreprise.id} />
      </div>
    </div>
  );
}
