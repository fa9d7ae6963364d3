import { ClientOrdersPage } from '@/features/orders/components/client-orders-page';
import { ClientQueryProvider } from './client-query-provider';

export default function OrdersClientRoute() {
  return (
    <ClientQueryProvider>
      <ClientOrdersPage />
    </ClientQueryProvider>
  );
}
