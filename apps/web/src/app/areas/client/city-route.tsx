import { useEffect } from 'react';
import { useParams } from 'react-router';
import { CityPage } from '@/features/city/city-page';
import { whenIdle } from '@/lib/when-idle';
import { ClientQueryProvider } from './client-query-provider';

/**
 * A list is opened to pick a business: once the list is up and the network quiet, the menu's
 * code comes down too, so a tap opens the menu without waiting for it on a 3G link.
 */
function prefetchBusinessPage() {
  return whenIdle(() => void import('./business-page-route').catch(() => undefined));
}

export default function CityRoute() {
  const { cityName = '' } = useParams();
  useEffect(prefetchBusinessPage, []);
  return (
    <ClientQueryProvider>
      {/* A new city starts with its own search and scroll, not the previous city's. */}
      <CityPage key={cityName} cityName={cityName} />
    </ClientQueryProvider>
  );
}
