import type { PayoutStatus } from '@comoe/shared/enums';
import { PAYOUT_STATUS_LABELS } from '@comoe/shared/schemas/entreprise-reports';
import { cn } from '@/lib/cn';

const CLASSES: Record<PayoutStatus, string> = {
  EN_ATTENTE: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  PAYE: 'bg-green-100 text-green-900 ring-green-200',
};

export function PayoutStatusBadge({ statut }: { statut: PayoutStatus }) {
  return (
    <span
      data-testid="payout-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        CLASSES[statut],
      )}
    >
      {PAYOUT_STATUS_LABELS[statut]}
    </span>
  );
}
