import { CartPage } from '@/features/cart/cart-page';
import { QueryProvider } from '@/lib/query-provider';

export default function CartRoute() {
  return (
    <QueryProvider>
      <CartPage />
    </QueryProvider>
  );
}
