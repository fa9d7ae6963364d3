import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { withChoices } from '@comoe/shared/product-options';
import { cartItemKey, selectItemCount, selectTotal, useCart } from '@/lib/cart/cart-store';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { paths } from '@/lib/paths';
import { thumbnail } from '@/lib/thumbnail';
import { articlesLabel, cartPreview, moreItemsLabel } from './cart-preview';
import { LABELS } from '@/lib/labels';

/**
 * The cart button floating over the city and menu pages, with a small summary popup. The popup is
 * not modal: the menu behind stays usable, and a tap outside or Escape closes it.
 */
export function FloatingCart() {
  const items = useCart((state) => state.items);
  const count = useCart(selectItemCount);
  const total = useCart(selectTotal);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (count === 0) return null;

  const { shown, hiddenCount } = cartPreview(items);
  const businessName = items[0]?.restaurantName;

  return (
    <div
      ref={rootRef}
      className="fixed right-4 bottom-[calc(var(--bottom-bar,0px)+max(1rem,env(safe-area-inset-bottom)))] z-30 flex flex-col items-end gap-3 sm:right-6 md:bottom-6"
    >
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-white p-4 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold text-stone-900">
                {LABELS.myCart}
              </h2>
              {businessName && <p className="truncate text-sm text-stone-600">{businessName}</p>}
            </div>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
              className="rounded-lg p-1 text-stone-600 hover:bg-stone-100"
              aria-label="Fermer l'aperçu du panier"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <ul className="mt-3 divide-y divide-border">
            {shown.map((item) => (
              <li key={cartItemKey(item)} className="flex items-center gap-3 py-2">
                {item.image ? (
                  <img
                    // A picture too old to have thumbnails falls back to itself.
                    {...thumbnail(item.image, '40px', () => undefined)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span className="size-10 shrink-0 rounded-lg bg-orange-100" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-stone-900">
                    {withChoices(item.name, item.options ?? [])}
                  </span>
                  <span className="block text-xs text-stone-600">Quantité : {item.quantity}</span>
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-stone-900">
                  {formatFcfa(item.price * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
          {hiddenCount > 0 && <p className="pt-1 text-sm text-stone-600">{moreItemsLabel(hiddenCount)}</p>}
          <p className="mt-3 flex items-center justify-between border-t border-border pt-3 font-bold text-stone-900">
            <span>Total</span>
            <span>{formatFcfa(total)}</span>
          </p>
          <Link to={paths.cart} className={cn(buttonVariants(), 'mt-3 w-full')}>
            Voir le panier
          </Link>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Mon panier : ${articlesLabel(count)}, ${formatFcfa(total)}`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-14 items-center gap-3 rounded-full bg-primary pr-5 pl-4 font-semibold text-white shadow-lg shadow-orange-900/25 transition-colors hover:bg-primary-hover"
      >
        <span className="relative">
          <ShoppingCart className="size-6" aria-hidden="true" />
          <span className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-primary">
            {count > 99 ? '99+' : count}
          </span>
        </span>
        <span aria-hidden="true">{formatFcfa(total)}</span>
      </button>
    </div>
  );
}
