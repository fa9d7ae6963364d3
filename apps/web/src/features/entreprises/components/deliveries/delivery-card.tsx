import type { Livraison } from '@comoe/shared/schemas/entreprise-reports';
import { Bike, Eye, MapPin, Settings2, User, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { mapsSearchUrl, telHref } from '@/lib/maps';
import { orderRef } from '@comoe/shared/commandes/reference';
import { LABELS } from '@/lib/labels';

/** One delivery: client and courier with phone links, address and map, then its two buttons. */
export function DeliveryCard({
  livraison,
  onOrder,
  onManage,
}: {
  livraison: Livraison;
  onOrder: () => void;
  onManage: () => void;
}) {
  const { commande, livreur, localisation } = livraison;
  const maps = mapsSearchUrl(localisation.latitude, localisation.longitude);
  const current = livraison.statutLivraison === 'EN_COURS';
  return (
    <article
      data-testid="delivery-card"
      data-order-id={commande.id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-mono font-bold text-orange-800">#{orderRef(commande.id)}</p>
          <p className="text-xs text-stone-600">
            {livraison.dateLivraison
              ? `${LABELS.deliveredOn} ${formatDateTime(livraison.dateLivraison)}`
              : `Commandée le ${formatDateTime(commande.dateCommande)}`}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <BusinessStatusBadge statut={livraison.statutLivraison} />
          <span className="text-sm font-bold whitespace-nowrap tabular-nums">
            {formatFcfa(commande.total)}
          </span>
        </div>
      </div>
      <dl className="space-y-1.5 text-sm">
        <Fact icon={User} label="Client">
          <PersonContact person={commande.client} />
        </Fact>
        <Fact icon={Bike} label="Livreur">
          <PersonContact person={livreur} />
        </Fact>
        <Fact icon={MapPin} label="Adresse" top>
          {localisation.adresse}
          {maps && (
            <>
              {' · '}
              <a href={maps} target="_blank" rel="noreferrer" className="text-orange-800 underline">
                Maps
              </a>
            </>
          )}
        </Fact>
      </dl>
      <div className="flex flex-col gap-2 min-[400px]:grid min-[400px]:grid-cols-2 sm:flex sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onOrder}>
          <Eye aria-hidden="true" />
          {LABELS.seeOrder}
        </Button>
        <Button size="sm" variant={current ? 'default' : 'outline'} onClick={onManage}>
          <Settings2 aria-hidden="true" />
          {current ? 'Gérer la livraison' : 'Voir les détails'}
        </Button>
      </div>
    </article>
  );
}

/** One line of the card: an icon named for screen readers, then the value; `top` for a value that wraps. */
function Fact({
  icon: Icon,
  label,
  top = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={top ? 'flex items-start gap-2' : 'flex items-center gap-2'}>
      <dt>
        <Icon className={top ? 'mt-0.5 size-4 text-stone-500' : 'size-4 text-stone-500'} aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

type Person = { prenom: string; nom: string; telephone: string };

/** A name and a phone number that dials it. */
function PersonContact({ person }: { person: Person }) {
  return (
    <>
      {person.prenom} {person.nom} ·{' '}
      <a href={telHref(person.telephone)} className="text-orange-800 underline">
        {person.telephone}
      </a>
    </>
  );
}
