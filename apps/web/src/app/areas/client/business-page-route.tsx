import { useParams, useSearchParams } from 'react-router';
import { BusinessPage } from '@/features/entreprise-page/business-page';
import { ClientQueryProvider } from './client-query-provider';

export default function BusinessPageRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const entrepriseId = Number(id);
  return (
    <ClientQueryProvider>
      <BusinessPage
        key={id}
        entrepriseId={Number.isSafeInteger(entrepriseId) && entrepriseId > 0 ? entrepriseId : null}
        city={searchParams.get('city')?.trim() || null}
      />
    </ClientQueryProvider>
  );
}
