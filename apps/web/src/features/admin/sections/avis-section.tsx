import type { AdminAvis } from '@comoe/shared/schemas/admin-inbox';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { shortId } from '@/lib/order-display';
import { INBOX_PAGE_SIZE } from '../api/get-messages';
import { useAdminAvis } from '../api/get-avis';
import { useReadAvis } from '../api/read-avis';
import { InboxItem } from '../components/inbox-item';
import { SectionHeader } from '../components/section-header';
import { Stars } from '../components/stars';
import { useErrorToast } from '../use-error-toast';

const LOAD_FAILED = 'Impossible de charger les avis.';

function Notes({ avis }: { avis: AdminAvis }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Stars note={avis.note} label="Commande" />
      {avis.noteLivreur !== null && <Stars note={avis.noteLivreur} label="Livreur" />}
    </span>
  );
}

/** 'Avis': clients' ratings of their delivered orders (design §9), unread first. */
export default function AvisSection() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<AdminAvis | null>(null);
  const avis = useAdminAvis(page);
  const read = useReadAvis();
  useErrorToast(avis, LOAD_FAILED);
  const data = avis.data;

  const open = (item: AdminAvis) => {
    setOpened(item);
    if (!item.lu) read.mutate(item.id);
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Avis des clients"
        description={data ? (data.nonLus === 0 ? 'Tout est lu.' : `${data.nonLus} non lu(s)`) : undefined}
      />
      {avis.isPending ? (
        <ListSkeleton rows={4} />
      ) : avis.isError && !data ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => void avis.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={Star} title="Aucun avis pour le moment." />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map((item) => (
              <InboxItem
                key={item.id}
                testId="admin-avis"
                lu={item.lu}
                title={item.entrepriseNom}
                meta={`${item.clientNomComplet} · commande #${shortId(item.commandeId)}`}
                date={item.date}
                onOpen={() => open(item)}
              >
                <Notes avis={item} />
                {item.commentaire && (
                  <span className="line-clamp-2 text-sm text-stone-700">« {item.commentaire} »</span>
                )}
              </InboxItem>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.totalElements / INBOX_PAGE_SIZE)}
            onPageChange={setPage}
            disabled={avis.isFetching}
          />
        </>
      )}
      <Dialog open={opened !== null} onOpenChange={(next) => !next && setOpened(null)}>
        {opened && (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Avis sur {opened.entrepriseNom}</DialogTitle>
              <DialogDescription>
                De {opened.clientNomComplet}, le {formatDateTime(opened.date)} · commande #
                {shortId(opened.commandeId)}
              </DialogDescription>
            </DialogHeader>
            <Notes avis={opened} />
            <p className="text-sm whitespace-pre-wrap text-stone-800">
              {opened.commentaire ?? 'Pas de commentaire.'}
            </p>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
