import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { cartLabel } from '@/lib/cart/cart-label';
import { paths } from '@/lib/paths';

export function CartLinkView({ count }: { count: number }) {
  return (
    <Link
      to={paths.cart}
      aria-label={cartLabel(count)}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-orange-50 hover:text-orange-800"
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
