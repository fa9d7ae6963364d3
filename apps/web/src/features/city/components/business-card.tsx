import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { Clock, Store } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { menuQueryOptions } from '@/api/get-menu';
import { OpeningBadge } from '@/components/opening-badge';
import { RatingBadge } from '@/components/rating-badge';
import { deliveryTime } from '@/lib/entreprise-labels';
import { paths } from '@/lib/paths';
import { thumbnail } from '@/lib/thumbnail';
import { EN_PAUSE } from '@comoe/shared/horaires/phrases';

/**
 * One business of the city; the whole card opens its menu. A row with a square picture on
 * phones, so about three fit on a screen; a tile with a wide picture from the tablet up.
 */
export function BusinessCard({ entreprise, cityName }: { entreprise: PublicEntreprise; cityName: string }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const queryClient = useQueryClient();
  // The facade is the picture the owner chooses in his settings: it wins over the sign-up photo.
  const photoUrl = entreprise.photoFacade ?? entreprise.photoUrl;
  const closed = !entreprise.ouverteMaintenant;
  const paused = entreprise.prochainChangement?.type === 'pause';
  const photo = photoUrl && !photoFailed ? photoUrl : null;

  return (
    <Link
      to={paths.business(entreprise.id, cityName)}
      // The menu is asked for at the tap, while the page is still being drawn: on a slow phone
      // that is half a second the request would otherwise wait.
      onClick={() => void queryClient.prefetchQuery(menuQueryOptions(entreprise.id))}
      className="group flex h-full overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md sm:flex-col"
    >
      <span className="relative block w-28 shrink-0 self-stretch overflow-hidden bg-gradient-to-br from-orange-100 to-orange-200 sm:aspect-[16/9] sm:w-auto">
        {photo ? (
          <img
            {...thumbnail(photo, '(min-width: 1280px) 384px, (min-width: 640px) 50vw, 112px', () =>
              setPhotoFailed(true),
            )}
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-orange-700" aria-hidden="true">
            <Store className="size-10" />
          </span>
        )}
        {closed && (
          <span
            aria-hidden="true"
            className="absolute top-2 left-2 rounded-full bg-stone-900/85 px-2 py-0.5 text-xs font-semibold text-white sm:px-2.5 sm:py-1"
          >
            {paused ? EN_PAUSE : 'Fermé'}
          </span>
        )}
        {entreprise.logo && (
          <img
            src={entreprise.logo}
            alt=""
            loading="lazy"
            width={40}
            height={40}
            className="absolute right-2 bottom-2 size-9 rounded-full border-2 border-white bg-white object-cover shadow sm:size-11"
          />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <span className="flex items-start justify-between gap-2">
          <span className="text-base leading-snug font-bold text-stone-900 sm:text-lg">{entreprise.nom}</span>
          <RatingBadge rating={entreprise.rating} className="mt-0.5 shrink-0" />
        </span>
        <OpeningBadge entreprise={entreprise} />
        {entreprise.description && (
          <span className="line-clamp-2 text-sm leading-snug text-stone-600">{entreprise.description}</span>
        )}
        <span className="mt-auto flex items-center gap-1.5 text-sm text-stone-600 sm:pt-1">
          <Clock className="size-4 text-orange-700" aria-hidden="true" />
          {deliveryTime(entreprise)}
        </span>
      </span>
    </Link>
  );
}
