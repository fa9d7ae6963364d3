import type { DashboardStats } from '@comoe/shared/schemas/admin';
import { PackageOpen } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { shortId } from '@/lib/order-display';

type Order = DashboardStats['commandesRecentes'][number];

/** The range's ten newest orders, any status: a table on a laptop, cards on a phone. */
export function RecentOrders({ orders }: { orders: Order[] | undefined }) {
  return (
    <section
      aria-labelledby="recent-orders"
      className="rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <h2 id="recent-orders" className="mb-3 font-semibold text-stone-900">
        Commandes récentes
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
          <TableHeader>
            <TableRow>
              <TableHead>Commande</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Entreprise</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Statut</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow
                key={order.id}
                data-testid="recent-order"
                className="max-md:grid max-md:grid-cols-2 max-md:gap-1"
              >
                <TableCell>
                  <span className="font-mono font-semibold text-stone-900">#{shortId(order.id)}</span>
                  <span className="block text-xs text-stone-600">{formatDateTime(order.dateCommande)}</span>
                </TableCell>
                <TableCell className="max-md:col-start-1 max-md:row-start-2">
                  {order.clientNomComplet}
                </TableCell>
                <TableCell className="max-md:col-span-2 max-md:text-stone-600">
                  {order.entrepriseNom}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums max-md:col-start-2 max-md:row-start-2">
                  {formatFcfa(order.total)}
                </TableCell>
                <TableCell className="max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end">
                  <BusinessStatusBadge statut={order.statut} detailed />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
