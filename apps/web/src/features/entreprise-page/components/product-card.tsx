import type { Produit } from '@comoe/shared/schemas/entreprises';
import { ImageOff, Plus, ZoomIn } from 'lucide-react';
import { useId, useState } from 'react';
import { IconTile } from '@/components/icon-tile';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { thumbnail } from '@/lib/thumbnail';

type ProductCardProps = {
  produit: Produit;
  /** False while the business takes no orders: every product is then disabled. */
  canOrder: boolean;
  onAdd: (produit: Produit) => void;
  onZoom: (produit: Produit) => void;
};

/**
 * A tap anywhere on the card adds one to the cart, except on the photo, which opens the zoom.
 * The add button is stretched over the card so the photo button does not nest inside it.
 */
export function ProductCard({ produit, canOrder, onAdd, onZoom }: ProductCardProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const detailsId = useId();
  const available = produit.disponible;
  const enabled = available && canOrder;
  const photo = produit.photo && !photoFailed ? produit.photo : null;
  // A tap opens the choices first (business-page.tsx): the card says so before the tap.
  const hasOptions = (produit.groupesOptions ?? []).length > 0;

  return (
    <article
      className={cn(
        'relative flex h-full gap-3 rounded-2xl border border-border bg-white p-3 shadow-sm transition has-[button[data-add]:hover]:border-orange-300 has-[button[data-add]:hover]:shadow-md',
        !available && 'bg-stone-50',
      )}
    >
      <button
        type="button"
        data-add=""
        disabled={!enabled}
        onClick={() => onAdd(produit)}
        aria-label={hasOptions ? `Choisir les options de ${produit.nom}` : `Ajouter ${produit.nom} au panier`}
        aria-describedby={detailsId}
        className="absolute inset-0 rounded-2xl disabled:cursor-not-allowed"
      />
      <div id={detailsId} className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className={cn('leading-snug font-semibold', available ? 'text-stone-900' : 'text-stone-600')}>
          {produit.nom}
        </h3>
        {produit.description && <p className="line-clamp-2 text-sm text-stone-600">{produit.description}</p>}
        {hasOptions && <p className="text-xs font-semibold text-orange-800">Options au choix</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className={cn('font-bold', available ? 'text-stone-900' : 'text-stone-600')}>
            {formatFcfa(produit.prix)}
          </span>
          {!available ? (
            <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
              Épuisé
            </span>
          ) : (
            canOrder && (
              // Drawn as a button; the tap reaches the add button stretched underneath.
              <IconTile
                icon={Plus}
                className="size-8 rounded-full bg-primary text-white shadow-sm"
                iconClassName="size-5"
              />
            )
          )}
        </div>
      </div>
      <div className="size-24 shrink-0 sm:size-28">
        {photo ? (
          <button
            type="button"
            onClick={() => onZoom(produit)}
            aria-label={`Agrandir la photo de ${produit.nom}`}
            className="group relative z-10 block size-full overflow-hidden rounded-xl"
          >
            <img
              {...thumbnail(photo, '112px', () => setPhotoFailed(true))}
              alt=""
              loading="lazy"
              decoding="async"
              width={224}
              height={224}
              className={cn(
                'size-full object-cover transition group-hover:scale-105',
                !available && 'grayscale',
              )}
            />
            <span
              className="absolute top-1 left-1 rounded-full bg-black/45 p-1 text-white"
              aria-hidden="true"
            >
              <ZoomIn className="size-3.5" />
            </span>
          </button>
        ) : (
          <IconTile
            icon={ImageOff}
            className="size-full rounded-xl bg-orange-50 text-orange-300"
            iconClassName="size-7"
          />
        )}
      </div>
    </article>
  );
}
