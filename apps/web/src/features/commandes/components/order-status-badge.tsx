import type { OrderStatus } from '@comoe/shared/enums';
import { StatusPill } from '@/components/status-pill';
import { cn } from '@/lib/cn';
import { statusView } from '../order-status';

export function OrderStatusBadge({ statut, className }: { statut: OrderStatus; className?: string }) {
  const { label, badgeClass } = statusView(statut);
  return (
    <StatusPill data-testid="order-status" className={cn(badgeClass, className)}>
      {label}
    </StatusPill>
  );
}
