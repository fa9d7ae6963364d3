import type { AccountStatus } from '@comoe/shared/enums';
import { StatusPill } from '@/components/status-pill';
import { ACCOUNT_STATUS_LABELS } from '../../labels';

const CLASSES: Record<AccountStatus, string> = {
  ACTIF: 'bg-green-100 text-green-900 ring-green-200',
  INACTIF: 'bg-stone-200 text-stone-800 ring-stone-300',
};

export function AccountBadge({ statut }: { statut: AccountStatus }) {
  return (
    <StatusPill data-testid="account-statut" className={CLASSES[statut]}>
      {ACCOUNT_STATUS_LABELS[statut]}
    </StatusPill>
  );
}
