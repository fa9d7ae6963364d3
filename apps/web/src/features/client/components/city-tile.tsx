import type { Ville } from '@comoe/shared/schemas/catalog';
import { ChevronRight, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { thumbnail } from '@/lib/thumbnail';
import { LABELS } from '@/lib/labels';

/**
 * A city's photo with its name underneath (photos may carry text of their own, so nothing is
 * written over them), or a drawn tile with the name when there is no photo or it fails to load.
 */
export function CityTile({ ville }: { ville: Ville }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = ville.photoUrl && !photoFailed ? ville.photoUrl : null;

  return (
    <Link
      to={paths.city(ville.nom)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md"
    >
      <span className="relative block aspect-[16/10] overflow-hidden bg-gradient-to-br from-orange-500 to-orange-800">
        {photo ? (
          <img
            {...thumbnail(
              photo,
              '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw',
              () => setPhotoFailed(true),
            )}
            alt=""
            loading="lazy"
            decoding="async"
            width={400}
            height={250}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span
            className="flex size-full flex-col items-center justify-center gap-2 text-white"
            aria-hidden="true"
          >
            <MapPin className="size-8 opacity-80" />
            <span className="text-2xl font-extrabold tracking-tight">{ville.nom}</span>
          </span>
        )}
      </span>
      <span className="flex items-center justify-between gap-2 px-4 py-3">
        <span>
          <span className="block text-lg font-bold text-stone-900">{ville.nom}</span>
          <span className="block text-sm text-stone-600">{LABELS.seeBusinesses}</span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-orange-700 transition group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}
