import { useParams, useSearchParams } from 'react-router';
import { BusinessPage } from '@/features/business-page/business-page';
import { CartPage } from '@/features/cart/cart-page';
import { CityPage } from '@/features/city/city-page';
import { ClientDashboardPage } from '@/features/client/client-dashboard-page';
import { ClientOrdersPage } from '@/features/orders/components/client-orders-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { QueryProvider } from '@/lib/query-provider';

/** The client's pages, one chunk: this area composes the features a client goes through. */
export function ClientDashboardRoute() {
  return (
    <QueryProvider>
      <ClientDashboardPage />
    </QueryProvider>
  );
}

export function CityRoute() {
  const { cityName = '' } = useParams();
  return (
    <QueryProvider>
      {/* A new city starts with its own search and scroll, not the previous city's. */}
      <CityPage key={cityName} cityName={cityName} />
    </QueryProvider>
  );
}

export function BusinessPageRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const entrepriseId = Number(id);
  return (
    <QueryProvider>
      <BusinessPage
        key={id}
        entrepriseId={Number.isSafeInteger(entrepriseId) && entrepriseId > 0 ? entrepriseId : null}
        city={searchParams.get('city')?.trim() || null}
      />
    </QueryProvider>
  );
}

export function ProfileClientRoute() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}

export function OrdersClientRoute() {
  return (
    <QueryProvider>
      <ClientOrdersPage />
    </QueryProvider>
  );
}

export function CartRoute() {
  return (
    <QueryProvider>
      <CartPage />
    </QueryProvider>
  );
}
