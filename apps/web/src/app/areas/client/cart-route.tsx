import { CartPage } from '@/features/cart/cart-page';
import { ClientQueryProvider } from './client-query-provider';

export default function CartRoute() {
  return (
    <ClientQueryProvider>
      <CartPage />
    </ClientQueryProvider>
  );
}
