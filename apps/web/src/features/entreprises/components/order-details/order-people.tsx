import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { Bike, MapPin, Phone } from 'lucide-react';
import { PersonAvatar } from '@/components/person-avatar';
import { mapsSearchUrl, telHref } from '@/lib/maps';

/** The client (photo, name, phone), where to deliver, and the courier once one took the order. */
export function OrderPeople({ order }: { order: BusinessOrder }) {
  const { client, livreur } = order;
  const place = client.localisation;
  const maps = mapsSearchUrl(place.latitude, place.longitude);
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
      <div className="flex gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
        <div className="min-w-0 space-y-0.5">
          <p className="text-stone-900">{place.adresse}</p>
          {place.infoSupplementaire && <p className="text-stone-600">{place.infoSupplementaire}</p>}
          {maps && (
            <a href={maps} target="_blank" rel="noreferrer" className="text-orange-800 underline">
              Ouvrir dans Maps
            </a>
          )}
        </div>
      </div>
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
