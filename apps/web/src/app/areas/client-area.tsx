import { useParams, useSearchParams } from 'react-router';
import { BusinessPage } from '@/features/business-page/business-page';
import { CartPage } from '@/features/cart/cart-page';
import { CityPage } from '@/features/city/city-page';
import { ClientDashboardPage } from '@/features/client/client-dashboard-page';
import { ClientOrdersPage } from '@/features/orders/components/client-orders-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { OrderOutcomeToasts } from '@/features/orders/api/use-order-outcome-toasts';
import { QueryProvider } from '@/lib/query-provider';
import type { ReactNode } from 'react';

/** Wherever the client is, an order that ends says so (issue 11). */
function ClientProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <OrderOutcomeToasts />
      {children}
    </QueryProvider>
  );
}

/** The client's pages, one chunk: this area composes the features a client goes through. */
export function ClientDashboardRoute() {
  return (
    <ClientProviders>
      <ClientDashboardPage />
    </ClientProviders>
  );
}

export function CityRoute() {
  const { cityName = '' } = useParams();
  return (
    <ClientProviders>
      {/* A new city starts with its own search and scroll, not the previous city's. */}
      <CityPage key={cityName} cityName={cityName} />
    </ClientProviders>
  );
}

export function BusinessPageRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const entrepriseId = Number(id);
  return (
    <ClientProviders>
      <BusinessPage
        key={id}
        entrepriseId={Number.isSafeInteger(entrepriseId) && entrepriseId > 0 ? entrepriseId : null}
        city={searchParams.get('city')?.trim() || null}
      />
    </ClientProviders>
  );
}

export function ProfileClientRoute() {
  return (
    <ClientProviders>
      <ProfilePage />
    </ClientProviders>
  );
}

export function OrdersClientRoute() {
  return (
    <ClientProviders>
      <ClientOrdersPage />
    </ClientProviders>
  );
}

export function CartRoute() {
  return (
    <ClientProviders>
      <CartPage />
    </ClientProviders>
  );
}
