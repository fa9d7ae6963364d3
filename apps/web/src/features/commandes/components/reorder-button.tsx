import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReplaceCart } from '@/components/cart/replace-cart-dialog';
import { Button } from '@/components/ui/button';
import { formatFcfa } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { getTodayMenu } from '../api/reorder';
import { planReorder, type ReorderPlan } from '../reorder-plan';

function notice(plan: ReorderPlan): string | undefined {
  const parts = [
    plan.missing.length > 0 &&
      `Plus disponible${plan.missing.length > 1 ? 's' : ''} : ${plan.missing.join(', ')}.`,
    ...plan.changed.map((c) => `${c.name} : ${formatFcfa(c.to)} au lieu de ${formatFcfa(c.from)}.`),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** 'Commander à nouveau' on an ended order: the cart refilled at today's prices, then the cart page. */
export function ReorderButton({ order }: { order: ClientOrder }) {
  const [busy, setBusy] = useState(false);
  const replaceCart = useReplaceCart();
  const navigate = useNavigate();

  const reorder = async () => {
    setBusy(true);
    try {
      const plan = planReorder(order, await getTodayMenu(order.entrepriseId));
      if (plan.items.length === 0) {
        toast.error(
          'Impossible de commander à nouveau',
          `Aucun article de cette commande n'est disponible aujourd'hui chez ${order.entrepriseNom}.`,
          { id: 'commander-a-nouveau' },
        );
        return;
      }
      replaceCart.offer(
        plan.items,
        () => {
          const details = notice(plan);
          if (details)
            toast.info('Panier rempli, avec des changements', details, {
              id: 'commander-a-nouveau',
              duration: 12_000,
            });
          else toast.success('Panier rempli aux prix du jour', undefined, { id: 'commander-a-nouveau' });
          void navigate(paths.cart);
        },
        { askIfAny: true },
      );
    } catch (error) {
      toast.error('Impossible de commander à nouveau', error instanceof Error ? error.message : undefined, {
        id: 'commander-a-nouveau',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void reorder()} disabled={busy}>
        <RotateCcw aria-hidden="true" />
        {busy ? 'Préparation du panier…' : 'Commander à nouveau'}
      </Button>
      {replaceCart.dialog}
    </>
  );
}
