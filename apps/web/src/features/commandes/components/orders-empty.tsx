import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import type { OrdersTab } from '../order-tabs';
import { LABELS } from '@/lib/labels';

const TEXTS: Record<OrdersTab, string> = {
  'en-cours': "Vous n'avez aucune commande en cours.",
  terminees: "Vous n'avez encore aucune commande terminée.",
};

export function OrdersEmpty({ tab }: { tab: OrdersTab }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-orange-50 px-4 py-10 text-center">
      <ShoppingBag className="size-10 text-orange-700" aria-hidden="true" />
      <p className="text-stone-700">{TEXTS[tab]}</p>
      <Link to={paths.clientDashboard} className={buttonVariants()}>
        {LABELS.orderNow}
      </Link>
    </div>
  );
}
