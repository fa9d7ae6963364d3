import { ClientDashboardPage } from '@/features/client/client-dashboard-page';
import { QueryProvider } from '@/lib/query-provider';

export default function ClientDashboardRoute() {
  return (
    <QueryProvider>
      <ClientDashboardPage />
    </QueryProvider>
  );
}
