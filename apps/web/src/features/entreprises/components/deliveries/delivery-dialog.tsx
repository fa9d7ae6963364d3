import { canMove } from '@comoe/shared/commandes/machine';
import type { Livraison } from '@comoe/shared/schemas/entreprise-reports';
import { Eye, Phone } from 'lucide-react';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatFcfa } from '@/lib/format';
import { telHref } from '@/lib/maps';
import { orderRef } from '@comoe/shared/commandes/reference';
import { DeliveryPlace } from '@/components/orders/delivery-place';
import { CancelOrderButton } from '../order-details/owner-moves';
import { LABELS } from '@/lib/labels';

/** The owner's screens list its own orders only: the role is the whole actor. */
const OWNER = { role: 'ENTREPRISE' } as const;

/**
 * The delivery's dialog (spec part 2 §2) with the real actions only: call the client or the
 * courier, cancel the order. A delivery is confirmed by the courier alone, with the client's
 * code and a photo (design §12), so there is no 'Marquer comme livrée' here.
 */
export function DeliveryDialog({
  livraison,
  entrepriseId,
  onClose,
  onOrder,
}: {
  livraison: Livraison | null;
  entrepriseId: number;
  onClose: () => void;
  onOrder: (orderId: string) => void;
}) {
  return (
    <Dialog open={livraison !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto p-4 sm:p-6">
        {livraison && (
          <DeliveryBody
            livraison={livraison}
            entrepriseId={entrepriseId}
            onClose={onClose}
            onOrder={onOrder}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryBody({
  livraison,
  entrepriseId,
  onClose,
  onOrder,
}: {
  livraison: Livraison;
  entrepriseId: number;
  onClose: () => void;
  onOrder: (orderId: string) => void;
}) {
  const { commande, livreur, localisation } = livraison;
  const client = commande.client;
  const name = `${client.prenom} ${client.nom}`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Livraison #{orderRef(commande.id)}</DialogTitle>
        <DialogDescription>
          Livreur : {livreur.prenom} {livreur.nom}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-4 text-sm">
        <div className="flex items-center gap-3">
          <PersonAvatar name={name} photoUrl={client.urlPhoto} />
          <div>
            <p className="font-semibold text-stone-900">{name}</p>
            <a href={telHref(client.telephone)} className="text-orange-800 underline">
              {client.telephone}
            </a>
          </div>
        </div>
        <DeliveryPlace place={localisation} />
        <div className="flex items-center justify-between gap-2 rounded-xl border border-border p-3">
          <div>
            <p className="font-mono font-bold">#{orderRef(commande.id)}</p>
            <p className="tabular-nums">{formatFcfa(commande.total)}</p>
          </div>
          <BusinessStatusBadge statut={commande.statut} detailed className="items-end" />
        </div>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            onClose();
            onOrder(commande.id);
          }}
        >
          <Eye aria-hidden="true" />
          {LABELS.seeOrder}
        </Button>
        <div className="grid gap-2 min-[400px]:grid-cols-2">
          <a href={telHref(client.telephone)} className={buttonVariants({ variant: 'secondary' })}>
            <Phone aria-hidden="true" />
            Appeler le client
          </a>
          <a href={telHref(livreur.telephone)} className={buttonVariants({ variant: 'secondary' })}>
            <Phone aria-hidden="true" />
            Appeler le livreur
          </a>
        </div>
        {canMove(commande, OWNER, 'annuler').ok && (
          <CancelOrderButton entrepriseId={entrepriseId} orderId={commande.id} onDone={onClose} />
        )}
      </div>
    </>
  );
}
