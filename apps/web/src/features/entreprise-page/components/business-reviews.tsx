import type { AvisPage } from '@comoe/shared/schemas/avis-entreprise';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReviewItem } from '@/components/reviews/review-item';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';
import { LABELS } from '@/lib/labels';

const STEP = 4;

// Trusted as typed, without zod, as the menu: the client's pages stay light on a 3G link.
function getPublicAvis(entrepriseId: number, size: number): Promise<AvisPage> {
  return apiRequest(`/api/entreprises/${entrepriseId}/avis/publics?page=0&size=${size}`);
}

/** The clients' reviews under the menu (`LABELS.clientReviews`): what clients wrote, and the owner's reply (issue 21 §4). */
export function BusinessReviews({ entrepriseId }: { entrepriseId: number }) {
  const [size, setSize] = useState(STEP);
  const avis = useQuery({
    queryKey: ['entreprises', entrepriseId, 'avis', size],
    queryFn: () => getPublicAvis(entrepriseId, size),
    placeholderData: keepPreviousData,
  });
  const page = avis.data;
  // Reviews are a bonus under the menu: nothing to show, or a failure, leaves the page as it was.
  if (!page || page.content.length === 0) return null;
  return (
    <section aria-labelledby="avis-clients" className="space-y-3">
      <h2 id="avis-clients" className="text-xl font-bold text-stone-900">
        {LABELS.clientReviews}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {page.content.map((a) => (
          <li key={a.id}>
            <ReviewItem avis={a} />
          </li>
        ))}
      </ul>
      {page.totalElements > page.content.length && (
        <Button variant="outline" disabled={avis.isFetching} onClick={() => setSize((s) => s + STEP * 2)}>
          Voir plus d'avis
        </Button>
      )}
    </section>
  );
}
