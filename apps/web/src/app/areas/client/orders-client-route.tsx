import { ClientOrdersPage } from '@/features/commandes/components/client-orders-page';
import { ClientQueryProvider } from './client-query-provider';

export default function OrdersClientRoute() {
  return (
    <ClientQueryProvider>
      <ClientOrdersPage />
    </ClientQueryProvider>
  );
}
