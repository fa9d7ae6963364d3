import { LateBadge } from '@/components/orders/late-badge';
import { OrderEnd } from './order-end';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { orderRef } from '@comoe/shared/commandes/reference';
import { OrderActions } from './order-actions';
import { itemsSummary } from './items-summary';

/** Order/client, articles, total/time, status, actions; on a phone each row is a card. */
export function OrdersTable({
  orders,
  entrepriseId,
  onOpen,
}: {
  orders: BusinessOrder[];
  entrepriseId: number;
  onOpen: (orderId: string) => void;
}) {
  return (
    <Table stacked aria-label="Commandes">
      <TableHeader>
        <TableRow>
          <TableHead>Commande / client</TableHead>
          <TableHead>Articles</TableHead>
          <TableHead>Total / heure</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const items = itemsSummary(order);
          return (
            <TableRow
              key={order.id}
              data-testid="order-row"
              data-order-id={order.id}
              className="max-md:relative"
            >
              <TableCell className="max-md:pr-28">
                <button
                  type="button"
                  onClick={() => onOpen(order.id)}
                  className="text-left font-mono text-sm font-bold text-orange-800 underline-offset-2 hover:underline"
                  aria-label={`Commande ${orderRef(order.id)}, voir les détails`}
                >
                  #{orderRef(order.id)}
                </button>
                <p className="font-medium text-stone-900">
                  {order.client.prenom} {order.client.nom}
                </p>
              </TableCell>
              <TableCell className="max-md:mt-2">
                <p className="font-medium text-stone-900">{items.count}</p>
                <p className="line-clamp-2 max-w-64 text-stone-600 max-md:max-w-none">{items.text}</p>
              </TableCell>
              <TableCell className="max-md:mt-2 max-md:flex max-md:items-baseline max-md:gap-2">
                <p className="font-bold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatFcfa(order.total)}
                </p>
                <p className="text-xs whitespace-nowrap text-stone-600">
                  {formatDateTime(order.dateCommande)}
                </p>
                {showsPreteVers(order.statut, order.preteVers) && (
                  <p className="text-xs font-semibold whitespace-nowrap text-orange-800">
                    {preteVersLabel(order.preteVers)}
                  </p>
                )}
                <LateBadge minutes={order.enRetardMin} />
              </TableCell>
              <TableCell className="max-md:absolute max-md:top-3 max-md:right-3">
                <BusinessStatusBadge statut={order.statut} detailed className="max-md:items-end" />
                <OrderEnd order={order} className="mt-1 max-w-40 max-md:text-right" />
              </TableCell>
              <TableCell className="max-md:mt-3">
                <OrderActions order={order} entrepriseId={entrepriseId} onDetails={() => onOpen(order.id)} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
