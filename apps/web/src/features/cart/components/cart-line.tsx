import { MAX_LINE_QUANTITY } from '@comoe/shared/schemas/commandes';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { SquareThumb } from '@/components/square-thumb';
import { Button } from '@/components/ui/button';
import { cartItemKey, type CartItem } from '@/lib/cart/cart-store';
import { formatFcfa } from '@/lib/format';
import { problemMessage, type LineProblem } from '../cart-freshness';

type CartLineProps = {
  item: CartItem;
  problem?: LineProblem | undefined;
  /** A quantity of 0 removes the line (spec §4). */
  /** By line key (`cartItemKey`): one product with other choices is another line. */
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
};

/** One product of the cart: unit price, quantity stepper, line total and removal. */
export function CartLine({ item, problem, onQuantityChange, onRemove, disabled = false }: CartLineProps) {
  const atMax = item.quantity >= MAX_LINE_QUANTITY;
  const key = cartItemKey(item);
  const choices = item.options ?? [];
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="cart-line">
      <SquareThumb src={item.image} size="md" icon={ImageOff} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words text-stone-900">{item.name}</p>
            {choices.length > 0 && (
              <p className="text-sm break-words text-stone-700" data-testid="cart-line-options">
                {choices.map((o) => o.nom).join(', ')}
              </p>
            )}
            <p className="text-sm text-stone-600">{formatFcfa(item.price)} l'unité</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-2 text-stone-500 hover:text-red-700"
            aria-label={`Retirer ${item.name} du panier`}
            onClick={() => onRemove(key)}
            disabled={disabled}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {problem && (
          <p className="text-sm font-medium text-destructive">
            <span className="mr-1.5 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800 uppercase">
              {problem === 'epuise' ? 'Épuisé' : problem === 'options' ? 'Options' : 'Indisponible'}
            </span>
            {problemMessage(problem, item.name)}
          </p>
        )}
        {/* Wraps the total under the buttons when a narrow phone and a large amount do not fit side by side. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            className="flex items-center rounded-lg border border-stone-300"
            role="group"
            aria-label={`Quantité de ${item.name}`}
          >
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-r-none"
              aria-label={`Diminuer la quantité de ${item.name}`}
              onClick={() => onQuantityChange(key, item.quantity - 1)}
              disabled={disabled}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
              {item.quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-l-none"
              aria-label={`Augmenter la quantité de ${item.name}`}
              onClick={() => onQuantityChange(key, item.quantity + 1)}
              disabled={disabled || atMax}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p
            className="ml-auto font-bold whitespace-nowrap text-stone-900 tabular-nums"
            data-testid="cart-line-total"
          >
            <span className="sr-only">Total : </span>
            {formatFcfa(item.price * item.quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}
