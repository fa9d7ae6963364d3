import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import { CloudOff, Wallet } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/list-states';
import { RetryAlert } from '@/components/retry-alert';
import { SkeletonBars } from '@/components/skeleton-bars';
import { useCourierGains, type GainsPeriod } from '../api/get-gains';
import { GainsDays, PayoutsReceived } from '../components/gains-lists';
import { GainsMissions } from '../components/gains-missions';
import { GainsBalance, GainsTotals } from '../components/gains-summary';
import { failureMessage } from '../errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { TEXT } from '../texts';

const LOADING = ['h-24 rounded-2xl', 'h-24 rounded-2xl', 'h-20 rounded-2xl', 'h-40 rounded-2xl'] as const;

/**
 * 'Gains': what the courier earned, is owed and was paid, and the cash he must hand back. The
 * last answer stays shown when a refetch fails: a courier in a dead zone still reads it.
 */
export function GainsTab() {
  const [period, setPeriod] = useState<GainsPeriod>('30-jours');
  const gains = useCourierGains(period);
  useFailureToast(gains);
  const data = gains.data;

  if (data === undefined) {
    if (gains.isError)
      return (
        <RetryAlert title={COURIER_PAYOUT_MSG.gainsLoadFailed} onRetry={() => void gains.refetch()}>
          {failureMessage(gains.error, TEXT.loadFailed)}
        </RetryAlert>
      );
    if (gains.fetchStatus === 'paused') return <EmptyState icon={CloudOff} title={TEXT.offline} />;
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Chargement de vos gains…
        </span>
        <SkeletonBars bars={LOADING} className="flex flex-col gap-3" />
      </div>
    );
  }

  const nothingYet =
    data.du === 0 && data.verse === 0 && data.mois.livraisons === 0 && data.periode.livraisons === 0;
  return (
    <div className="flex flex-col gap-4" data-testid="gains-tab">
      <GainsBalance gains={data} />
      {nothingYet ? (
        <EmptyState icon={Wallet} title="Pas encore de gains">
          <p className="text-sm text-stone-600">
            Chaque livraison vous rapporte 15 % du total de la commande.
          </p>
        </EmptyState>
      ) : (
        <>
          <GainsTotals gains={data} />
          <GainsDays
            periode={data.periode}
            period={period}
            onPeriod={setPeriod}
            fetching={gains.isFetching}
          />
          <GainsMissions missions={data.missions} />
          <PayoutsReceived versements={data.versements} />
        </>
      )}
    </div>
  );
}
