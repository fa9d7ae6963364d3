import type { OrderStatus } from '@comoe/shared/enums';
import { COURIER_STATUS_LABELS, courierStatus, type CourierStatus } from '@comoe/shared/commandes/statuses';
import { StatusPill } from '@/components/status-pill';
import { cn } from '@/lib/cn';

const TONES: Record<CourierStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-blue-100 text-blue-900 ring-blue-200',
  ready: 'bg-orange-100 text-orange-900 ring-orange-300',
  picked_up: 'bg-violet-100 text-violet-900 ring-violet-200',
  delivered: 'bg-green-100 text-green-900 ring-green-200',
};

/** The courier's view of an order status (spec part 2 §4). */
export function MissionBadge({ statut, className }: { statut: OrderStatus; className?: string }) {
  const status = courierStatus(statut);
  return (
    <StatusPill
      data-testid="mission-status"
      data-statut={statut}
      className={cn('shrink-0', TONES[status], className)}
    >
      {COURIER_STATUS_LABELS[status]}
    </StatusPill>
  );
}
