import type { OrderStatus } from '@comoe/shared/enums';
import { cn } from '@/lib/cn';
import { statusView } from '../order-status';

export function OrderStatusBadge({ statut, className }: { statut: OrderStatus; className?: string }) {
  const { label, badgeClass } = statusView(statut);
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        badgeClass,
        className,
      )}
    >
      {label}
    </span>
  );
}
