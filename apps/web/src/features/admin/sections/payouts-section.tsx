import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { PayoutStatus } from '@comoe/shared/enums';
import { CircleCheck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { formatFcfa, plural } from '@/lib/format';
import { PAYOUT_GROUPS_PAGE_SIZE, usePayoutGroups } from '../api/get-payout-groups';
import { PeriodField } from '../components/period-field';
import { PayoutDialog, type PayoutTarget } from '../components/payouts/payout-dialog';
import { PayoutGroupCard } from '../components/payouts/payout-group-card';
import { PayoutsResteCard } from '../components/payouts/payouts-reste-card';
import { SectionHeader } from '@/components/section-header';
import { useMonthPages } from '../use-month-pages';
import { useErrorToast } from '../use-error-toast';
import { TEXT } from '../texts';

const TABS: { value: PayoutStatus; label: string }[] = [
  { value: 'EN_ATTENTE', label: TEXT.toPay },
  { value: 'PAYE', label: 'Versés' },
];

/** 'Paiements': what each business is owed for its delivered orders of the range, and marking it paid. */
export default function PayoutsSection() {
  const [tab, setTab] = useState<PayoutStatus>('EN_ATTENTE');
  const { range, setRange, page, setPage, pagination } = useMonthPages();
  const [target, setTarget] = useState<PayoutTarget | null>(null);
  const groups = usePayoutGroups({ ...range, statutPaiement: tab, page });
  useErrorToast(groups, ADMIN_MSG.commandesLoadFailed);
  const data = groups.data;
  const paid = tab === 'PAYE';

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Paiements des entreprises"
        description="Chaque commande livrée doit à son entreprise son total moins les frais de livraison."
      />
      <PayoutsResteCard />
      <TabList
        id="payouts"
        label="Paiements"
        items={TABS}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setPage(0);
        }}
        className="sm:w-80"
      />
      <PeriodField
        value={range}
        onChange={setRange}
        fetching={groups.isFetching}
        loadingLabel="Chargement des paiements…"
      />
      <TabPanel id="payouts" value={tab}>
        {groups.isPending ? (
          <ListSkeleton rows={3} className="h-36 rounded-xl" />
        ) : groups.isError && !data ? (
          <ErrorState message={ADMIN_MSG.commandesLoadFailed} onRetry={() => void groups.refetch()} />
        ) : !data || data.content.length === 0 ? (
          <EmptyState
            icon={paid ? Wallet : CircleCheck}
            title={paid ? 'Aucun versement sur cette période.' : 'Rien à verser sur cette période.'}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-stone-700" data-testid="payout-total">
              {paid ? 'Total versé' : 'Total à verser'} :{' '}
              <strong className="text-stone-900">{formatFcfa(data.montantTotal)}</strong> à{' '}
              {plural(data.totalElements, 'entreprise')}
            </p>
            <ul className="grid gap-3 lg:grid-cols-2">
              {data.content.map((group) => (
                <PayoutGroupCard
                  key={`${tab}-${group.entrepriseId}`}
                  group={group}
                  range={range}
                  paid={paid}
                  onPay={setTarget}
                />
              ))}
            </ul>
            <Pagination {...pagination(data.totalElements, PAYOUT_GROUPS_PAGE_SIZE, groups.isFetching)} />
          </div>
        )}
      </TabPanel>
      {target && <PayoutDialog target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}
