import type { AdminAvis } from '@comoe/shared/schemas/admin-inbox';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useAdminAvis } from '../api/get-avis';
import { useReadAvis } from '../api/read-avis';
import { InboxItem } from '../components/inbox-item';
import { InboxList } from '../components/inbox-list';
import { Stars } from '../components/stars';

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

  const open = (item: AdminAvis) => {
    setOpened(item);
    if (!item.lu) read.mutate(item.id);
  };

  return (
    <InboxList
      title="Avis des clients"
      query={avis}
      loadFailed={LOAD_FAILED}
      emptyIcon={Star}
      emptyTitle="Aucun avis pour le moment."
      page={page}
      onPageChange={setPage}
      renderItem={(item) => (
        <InboxItem
          key={item.id}
          testId="admin-avis"
          lu={item.lu}
          title={item.entrepriseNom}
          meta={`${item.clientNomComplet} · commande #${orderRef(item.commandeId)}`}
          date={item.date}
          onOpen={() => open(item)}
        >
          <Notes avis={item} />
          {item.commentaire && (
            <span className="line-clamp-2 text-sm text-stone-700">« {item.commentaire} »</span>
          )}
        </InboxItem>
      )}
    >
      <Dialog open={opened !== null} onOpenChange={(next) => !next && setOpened(null)}>
        {opened && (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Avis sur {opened.entrepriseNom}</DialogTitle>
              <DialogDescription>
                De {opened.clientNomComplet}, le {formatDateTime(opened.date)} · commande #
                {orderRef(opened.commandeId)}
              </DialogDescription>
            </DialogHeader>
            <Notes avis={opened} />
            <p className="text-sm whitespace-pre-wrap text-stone-800">
              {opened.commentaire ?? 'Pas de commentaire.'}
            </p>
          </DialogContent>
        )}
      </Dialog>
    </InboxList>
  );
}
