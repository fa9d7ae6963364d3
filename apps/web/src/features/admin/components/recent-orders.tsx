import type { DashboardStats } from '@comoe/shared/schemas/admin';
import { PackageOpen } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { TableHeadRow } from '@/components/table-head-row';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { LABELS } from '@/lib/labels';

type Order = DashboardStats['commandesRecentes'][number];

/** The range's ten newest orders, any status: a table on a laptop, cards on a phone. */
export function RecentOrders({ orders }: { orders: Order[] | undefined }) {
  return (
    <section
      aria-labelledby="recent-orders"
      className="rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <h2 id="recent-orders" className="mb-3 font-semibold text-stone-900">
        {LABELS.recentOrders}
      </h2>
      {!orders ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : orders.length === 0 ? (
        <EmptyState icon={PackageOpen} title="Aucune commande sur cette période." />
      ) : (
        <Table stacked>
          <TableHeadRow labels={['Commande', 'Client', 'Entreprise', 'Total', 'Statut']} right={['Total']} />
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} data-testid="recent-order" className="max-md:space-y-0.5">
                <TableCell>
                  <span className="flex items-start justify-between gap-2">
                    <span>
                      <span className="font-mono font-semibold text-stone-900">#{orderRef(order.id)}</span>
                      <span className="block text-xs text-stone-600">
                        {formatDateTime(order.dateCommande)}
                      </span>
                    </span>
                    <BusinessStatusBadge statut={order.statut} className="md:hidden" />
                  </span>
                </TableCell>
                <TableCell className="max-md:pt-1 max-md:font-medium">{order.clientNomComplet}</TableCell>
                <TableCell className="max-md:text-sm max-md:text-stone-600">{order.entrepriseNom}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatFcfa(order.total)}
                </TableCell>
                <TableCell>
                  {/* The card shows the badge at its top on a phone (a cell's display is the table's). */}
                  <BusinessStatusBadge statut={order.statut} detailed className="max-md:hidden" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
