import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { Info, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cartItemKey, selectItemCount, useCart, type CartItem } from '@/lib/cart/cart-store';
import { startsWithChez } from '@/lib/cart/chez';
import { formatFcfa } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { LineProblem, PriceChange } from '../cart-freshness';
import { CartLine } from './cart-line';
import { LABELS } from '@/lib/labels';

type CartLinesProps = {
  items: CartItem[];
  entreprise: PublicEntreprise | undefined;
  problems: Map<string, LineProblem>;
  priceChanges: PriceChange[];
  disabled?: boolean;
};

/** The cart's products, all from one business (spec §4). */
export function CartLines({ items, entreprise, problems, priceChanges, disabled = false }: CartLinesProps) {
  const updateQuantity = useCart((state) => state.updateQuantity);
  const removeItem = useCart((state) => state.removeItem);
  const clearCart = useCart((state) => state.clearCart);
  const count = useCart(selectItemCount);
  const [confirmClear, setConfirmClear] = useState(false);
  const first = items[0];
  if (!first) return null;
  const businessName = entreprise?.nom ?? first.restaurantName;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-stone-900">Vos articles</h2>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <Store className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0">
              {/* 'Chez Tantie Awa' already says it: never 'Chez Chez Tantie Awa'. */}
              {startsWithChez(businessName) ? '' : 'Chez '}
              <Link
                to={paths.business(first.restaurantId, entreprise?.ville)}
                className="font-semibold text-orange-800 hover:underline"
              >
                {businessName}
              </Link>
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirmClear(true)}
          disabled={disabled}
          className="-mr-3 ml-auto text-stone-600"
        >
          {LABELS.emptyCart}
        </Button>
        <ConfirmDialog
          open={confirmClear}
          title="Vider le panier ?"
          description={`${count > 1 ? `Les ${count} articles` : "L'article"} de ${businessName} ${count > 1 ? 'seront retirés' : 'sera retiré'} de votre panier.`}
          confirmLabel={LABELS.emptyCart}
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            clearCart();
          }}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {priceChanges.length > 0 && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription>
              <p className="font-semibold">Des prix ont changé depuis votre ajout au panier :</p>
              <ul className="mt-1 space-y-0.5">
                {priceChanges.map((change) => (
                  <li key={change.id}>
                    {change.name} : {formatFcfa(change.to)} au lieu de {formatFcfa(change.from)}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
        <ul className="divide-y divide-stone-200" aria-label="Articles du panier">
          {items.map((item) => (
            <CartLine
              key={cartItemKey(item)}
              item={item}
              problem={problems.get(cartItemKey(item))}
              onQuantityChange={updateQuantity}
              onRemove={removeItem}
              disabled={disabled}
            />
          ))}
        </ul>
        <Link
          to={paths.business(first.restaurantId, entreprise?.ville)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-orange-800 hover:underline"
        >
          + Ajouter d'autres articles
        </Link>
      </CardContent>
    </Card>
  );
}
