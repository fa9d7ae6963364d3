import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { Bike, Phone } from 'lucide-react';
import { PersonAvatar } from '@/components/person-avatar';
import { telHref } from '@/lib/maps';
import { DeliveryPlace } from './delivery-place';

/** The client (photo, name, phone), where to deliver, and the courier once one took the order. */
export function OrderPeople({ order }: { order: Pick<BusinessOrder, 'client' | 'livreur'> }) {
  const { client, livreur } = order;
  const name = `${client.prenom} ${client.nom}`;
  return (
    <section aria-label="Client et livraison" className="space-y-3 text-sm">
      <div className="flex items-center gap-3">
        <PersonAvatar name={name} photoUrl={client.urlPhoto} />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{name}</p>
          <a
            href={telHref(client.telephone)}
            className="inline-flex items-center gap-1 text-orange-800 underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {client.telephone}
          </a>
        </div>
      </div>
      <DeliveryPlace place={client.localisation} addressClassName="text-stone-900" />
      {livreur && (
        <div className="flex gap-2">
          <Bike className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <p>
            Livreur : {livreur.prenom} {livreur.nom} ·{' '}
            <a href={telHref(livreur.telephone)} className="text-orange-800 underline">
              {livreur.telephone}
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
