import { useParams } from 'react-router';
import { CityPage } from '@/features/city/city-page';
import { QueryProvider } from '@/lib/query-provider';

export default function CityRoute() {
  const { cityName = '' } = useParams();
  return (
    <QueryProvider>
      {/* A new city starts with its own search and scroll, not the previous city's. */}
      <CityPage key={cityName} cityName={cityName} />
    </QueryProvider>
  );
}
