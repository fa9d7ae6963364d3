import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { RatingBadge } from '@/components/rating-badge';
import { ReviewItem } from '@/components/reviews/review-item';
import { SectionHeader } from '@/components/section-header';
import { useAvis } from '../api/get-avis';
import { ReplyForm } from '../components/reviews/reply-form';
import { BUSINESS_TAB_LABELS } from '../tabs';
import type { SectionProps } from './section-props';
import { LABELS } from '@/lib/labels';

const PAGE_SIZE = 10;

/** 'Avis': what clients said, newest first, each answered once (issue 21 §4). */
export function ReviewsSection({ entreprise }: SectionProps) {
  const [page, setPage] = useState(0);
  const avis = useAvis({ entrepriseId: entreprise.id, page, size: PAGE_SIZE });
  const data = avis.data;
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={BUSINESS_TAB_LABELS.reviews} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <RatingBadge rating={entreprise.rating} />
        <span>
          {entreprise.nombreAvis} avis · votre réponse s'affiche sous l'avis, sur votre page client.
        </span>
      </p>
      {avis.isPending ? (
        <ListSkeleton rows={3} className="h-32 rounded-2xl" />
      ) : avis.isError && !data ? (
        <ErrorState message={LABELS.reviewsLoadFailed} onRetry={() => void avis.refetch()} />
      ) : data && data.totalElements === 0 ? (
        <EmptyState icon={MessageSquareText} title="Aucun avis pour l'instant">
          <p className="text-sm text-stone-600">Les clients notent leur commande une fois livrée.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {data?.content.map((a) => (
              <li key={a.id}>
                <ReviewItem avis={a} replyTitle="Votre réponse">
                  {a.reponse === null && <ReplyForm entrepriseId={entreprise.id} avis={a} />}
                </ReviewItem>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalElements={data?.totalElements ?? 0}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            disabled={avis.isFetching}
          />
        </>
      )}
    </div>
  );
}
