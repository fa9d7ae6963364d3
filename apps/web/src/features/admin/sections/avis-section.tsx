import type { AdminAvis } from '@comoe/shared/schemas/admin-inbox';
import { Star } from 'lucide-react';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useAdminAvis } from '../api/get-avis';
import { useReadAvis } from '../api/read-avis';
import { InboxList, type InboxScreen } from '../components/inbox-list';
import { Stars } from '../components/stars';
import { useInbox } from '../use-inbox';
import { LABELS } from '@/lib/labels';

function Notes({ avis }: { avis: AdminAvis }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Stars note={avis.note} label="Commande" />
      {avis.noteLivreur !== null && <Stars note={avis.noteLivreur} label="Livreur" />}
    </span>
  );
}

const AVIS: InboxScreen<AdminAvis> = {
  title: LABELS.clientReviews,
  loadFailed: LABELS.reviewsLoadFailed,
  empty: { icon: Star, title: 'Aucun avis pour le moment.' },
  itemTestId: 'admin-avis',
  describeItem: (item) => ({
    title: item.entrepriseNom,
    meta: `${item.clientNomComplet} · commande #${orderRef(item.commandeId)}`,
    body: (
      <>
        <Notes avis={item} />
        {item.commentaire && (
          <span className="line-clamp-2 text-sm text-stone-700">« {item.commentaire} »</span>
        )}
      </>
    ),
  }),
  renderOpened: (opened) => (
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
  ),
};

/** 'Avis': clients' ratings of their delivered orders (design §9), unread first. */
export default function AvisSection() {
  const inbox = useInbox(useAdminAvis, useReadAvis);
  return <InboxList screen={AVIS} inbox={inbox} />;
}
