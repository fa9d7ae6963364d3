import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { SectionHeader } from '@/components/section-header';
import { TabList } from '@/components/ui/tabs';
import { useVerificationQueue, VERIFICATION_PAGE_SIZE, type QueueState } from '../api/get-verification-queue';
import { ChangeRequestsPanel } from '../components/verification/change-requests-panel';
import { VerificationCard } from '../components/verification/verification-card';

const STATES: QueueState[] = ['EN_ATTENTE', 'REFUSEE', 'DOCUMENTS_MANQUANTS'];
/** Short enough for three tabs side by side on a 360 px phone. */
const TAB_LABELS: Record<QueueState, string> = {
  EN_ATTENTE: 'En attente',
  REFUSEE: 'Refusés',
  DOCUMENTS_MANQUANTS: 'Sans documents',
};
const EMPTY: Record<QueueState, string> = {
  EN_ATTENTE: 'Aucun livreur n’attend de vérification.',
  REFUSEE: 'Aucun livreur n’a de documents refusés.',
  DOCUMENTS_MANQUANTS: 'Aucun livreur sans documents.',
};

/**
 * /admin/livreurs/verification (issue 20 §2): couriers whose papers wait for an admin, the oldest
 * first; those refused (until they send new photos) and those who sent nothing yet, apart.
 */
export default function VerificationSection() {
  const [etat, setEtat] = useState<QueueState>('EN_ATTENTE');
  const [page, setPage] = useState(0);
  const queue = useVerificationQueue({ etat, page });
  const data = queue.data;
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Vérification des livreurs"
        description="Comparez la photo de profil, la CNI et le permis de chaque livreur avant de le laisser rouler. Cliquez sur un document pour l’agrandir."
      />
      <ChangeRequestsPanel />
      <TabList
        id="verification"
        label="État des vérifications"
        items={STATES.map((value) => ({
          value,
          label:
            value === 'EN_ATTENTE' && data ? `${TAB_LABELS[value]} (${data.enAttente})` : TAB_LABELS[value],
        }))}
        value={etat}
        onValueChange={(next) => {
          setEtat(next);
          setPage(0);
        }}
      />
      {queue.isPending ? (
        <ListSkeleton rows={2} className="h-72 rounded-2xl" />
      ) : queue.isError && !data ? (
        <ErrorState
          message="Impossible de charger la file de vérification."
          onRetry={() => void queue.refetch()}
        />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={EMPTY[etat]} />
      ) : (
        <>
          {data.content.map((courier) => (
            <VerificationCard key={courier.id} courier={courier} />
          ))}
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={VERIFICATION_PAGE_SIZE}
            onPageChange={setPage}
            disabled={queue.isFetching}
          />
        </>
      )}
    </div>
  );
}
