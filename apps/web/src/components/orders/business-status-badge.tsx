import {
  businessStatusGroup,
  STATUS_LABELS,
  type BusinessStatusGroup,
} from '@comoe/shared/commandes/statuses';
import { StatusPill } from '@/components/status-pill';
import { cn } from '@/lib/cn';

/** Spec part 2 §4: the owner's grouping, yellow / blue / green / red, grey when unknown. */
const GROUP_CLASSES: Record<BusinessStatusGroup, string> = {
  'En attente': 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  'En cours': 'bg-blue-100 text-blue-900 ring-blue-200',
  Livrée: 'bg-green-100 text-green-900 ring-green-200',
  Annulée: 'bg-red-100 text-red-900 ring-red-200',
  Inconnu: 'bg-stone-100 text-stone-800 ring-stone-200',
};

/**
 * The group as a badge and, under it when it says more, the exact status: the owner needs to
 * know whether a courier took an order 'En attente' before marking it ready.
 */
export function BusinessStatusBadge({
  statut,
  detailed = false,
  className,
}: {
  /** An order status, or a delivery one (EN_COURS); anything else reads 'Inconnu'. */
  statut: string;
  detailed?: boolean;
  className?: string;
}) {
  const group = businessStatusGroup(statut);
  const exact = (STATUS_LABELS as Record<string, string | undefined>)[statut];
  return (
    <span className={cn('inline-flex flex-col items-start gap-0.5', className)}>
      <StatusPill data-testid="business-status" data-statut={statut} className={GROUP_CLASSES[group]}>
        {group}
      </StatusPill>
      {detailed && exact && exact !== group && <span className="text-xs text-stone-600">{exact}</span>}
    </span>
  );
}
