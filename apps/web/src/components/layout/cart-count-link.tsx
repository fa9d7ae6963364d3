import { selectItemCount, useCart } from '@/lib/cart/cart-store';
import { CartLinkView } from './cart-link-view';

/** Loaded for clients only: the cart store and its persistence stay out of everyone else's bundle. */
export default function CartCountLink() {
  const count = useCart(selectItemCount);
  return <CartLinkView count={count} />;
}
