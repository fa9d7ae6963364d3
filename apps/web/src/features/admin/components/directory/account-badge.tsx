import type { AccountStatus } from '@comoe/shared/enums';
import { cn } from '@/lib/cn';
import { ACCOUNT_STATUS_LABELS } from '../../labels';

export function AccountBadge({ statut }: { statut: AccountStatus }) {
  return (
    <span
      data-testid="account-statut"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        statut === 'ACTIF'
          ? 'bg-green-100 text-green-900 ring-green-200'
          : 'bg-stone-200 text-stone-800 ring-stone-300',
      )}
    >
      {ACCOUNT_STATUS_LABELS[statut]}
    </span>
  );
}
