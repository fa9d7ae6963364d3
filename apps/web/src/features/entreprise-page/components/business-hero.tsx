import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { Clock, MapPin, Store } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { OpeningBadge } from '@/components/opening-badge';
import { PhotoWithFallback } from '@/components/photo-with-fallback';
import { RatingBadge } from '@/components/rating-badge';
import { deliveryTime, ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';

export function BusinessHero({ entreprise }: { entreprise: PublicEntreprise }) {
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm">
      <div className="aspect-[16/9] bg-gradient-to-br from-orange-100 to-orange-200 sm:aspect-[21/8] lg:aspect-auto lg:h-72">
        <PhotoWithFallback
          src={entreprise.photoFacade ?? entreprise.photoUrl}
          sizes="(min-width: 1152px) 1152px, 100vw"
          width={1200}
          height={460}
          priority
          className="size-full object-cover"
          fallback={<IconTile icon={Store} className="size-full text-orange-700" iconClassName="size-14" />}
        />
      </div>
      <div className="space-y-3 p-4 sm:p-6">
        <div className="flex items-center gap-3">
          {entreprise.logo && (
            <img
              src={entreprise.logo}
              alt={`Logo de ${entreprise.nom}`}
              width={64}
              height={64}
              className="size-14 shrink-0 rounded-full border border-border object-cover sm:size-16"
            />
          )}
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">
              {ENTREPRISE_TYPE_LABELS[entreprise.type]}
            </p>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
              {entreprise.nom}
            </h1>
            <OpeningBadge entreprise={entreprise} always />
          </div>
        </div>
        {entreprise.description && <p className="max-w-3xl text-stone-700">{entreprise.description}</p>}
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
          <li className="flex items-center gap-1">
            <RatingBadge rating={entreprise.rating} />
            {entreprise.rating !== null && entreprise.nombreAvis > 0 && (
              <span className="text-stone-600">({entreprise.nombreAvis} avis)</span>
            )}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-orange-700" aria-hidden="true" />
            <span className="sr-only">Délai de livraison : </span>
            {deliveryTime(entreprise)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-orange-700" aria-hidden="true" />
            <span className="sr-only">Adresse : </span>
            {entreprise.adresse ?? entreprise.ville}
          </li>
        </ul>
      </div>
    </header>
  );
}
