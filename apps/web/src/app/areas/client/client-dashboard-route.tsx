import { ClientDashboardPage } from '@/features/client/client-dashboard-page';
import { ClientQueryProvider } from './client-query-provider';

export default function ClientDashboardRoute() {
  return (
    <ClientQueryProvider>
      <ClientDashboardPage />
    </ClientQueryProvider>
  );
}
