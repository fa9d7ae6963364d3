import { Hourglass } from 'lucide-react';
import { formatAge } from '@/lib/dates';
import { formatFcfa, plural } from '@/lib/format';
import { usePayoutsReste } from '../../api/get-payouts-reste';
import { StatCard } from '../stat-card';
import { TEXT } from '../../texts';

/**
 * 'Reste à verser' (issue 20 §3): what the businesses are still owed over all dates, above the
 * range's list, so an old debt never hides behind the default range.
 */
export function PayoutsResteCard() {
  const reste = usePayoutsReste();
  const data = reste.data;
  if (!data) {
    const failed = reste.isError;
    return (
      <StatCard
        label={TEXT.resteAVerser}
        value={failed ? '—' : undefined}
        description={failed ? TEXT.resteLoadFailed : undefined}
        icon={Hourglass}
      />
    );
  }
  const owed = data.nombreCommandes > 0;
  const oldest = data.plusAncienneCommande;
  const description = owed
    ? `${plural(data.nombreCommandes, 'commande', 'livrée')}${TEXT.allDates}${oldest ? ` : la plus ancienne depuis ${formatAge(oldest)}` : ''}`
    : 'Toutes les commandes livrées ont été versées.';
  return (
    <StatCard
      label={TEXT.resteAVerser}
      value={formatFcfa(data.montant)}
      description={description}
      icon={Hourglass}
      tone={owed ? 'orange' : 'green'}
    />
  );
}
