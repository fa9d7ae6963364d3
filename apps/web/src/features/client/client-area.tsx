import { ComingSoon } from '@/components/coming-soon';
import { QueryProvider } from '@/lib/query-provider';
import { ClientDashboardPage } from './client-dashboard-page';

/** The client's pages, one chunk. */
export function ClientDashboardRoute() {
  return (
    <QueryProvider>
      <ClientDashboardPage />
    </QueryProvider>
  );
}

export function CityRoute() {
  return <ComingSoon title="Entreprises de la ville" />;
}

export function BusinessPageRoute() {
  return <ComingSoon title="Menu de l'entreprise" />;
}

export function ProfileClientRoute() {
  return <ComingSoon title="Mon profil" />;
}

export function OrdersClientRoute() {
  return <ComingSoon title="Mes commandes" />;
}

export function CartRoute() {
  return <ComingSoon title="Mon panier" />;
}
