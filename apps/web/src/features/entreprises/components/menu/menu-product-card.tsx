import type { Produit } from '@comoe/shared/schemas/entreprises';
import { ImageOff } from 'lucide-react';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { EditDeleteButtons } from '../edit-delete-buttons';

type Props = {
  produit: Produit;
  onToggle: (disponible: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Ticked for 'Disponible' / 'Indisponible' on several products at once (issue 21 §3). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** Up/down buttons and drag handlers while one section's order is shown. */
  reorder?: ReactNode;
  dragProps?: HTMLAttributes<HTMLElement>;
};

/** One product of the owner's grid: photo, name, price, section, and the availability switch. */
export function MenuProductCard({
  produit,
  onToggle,
  onEdit,
  onDelete,
  selected = false,
  onSelect,
  reorder,
  dragProps,
}: Props) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = produit.photo && !photoFailed ? produit.photo : null;
  return (
    <article
      data-testid="menu-product"
      data-produit-id={produit.id}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm data-[dragging]:opacity-50 data-[drop-target]:ring-2 data-[drop-target]:ring-orange-400',
        !produit.disponible && 'bg-stone-50',
        selected && 'border-orange-400 ring-1 ring-orange-400',
      )}
      {...dragProps}
    >
      {(onSelect || reorder) && (
        <div className="flex min-h-11 items-center justify-between gap-2 border-b border-border px-2">
          {onSelect ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-2 px-1 text-sm text-stone-700">
              <input
                type="checkbox"
                className="size-5 accent-orange-600"
                checked={selected}
                onChange={(event) => onSelect(event.target.checked)}
                aria-label={`Sélectionner ${produit.nom}`}
              />
              Sélectionner
            </label>
          ) : (
            <span />
          )}
          {reorder}
        </div>
      )}
      <div className="flex gap-3 p-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100">
          {photo ? (
            <img
              src={photo}
              alt={produit.nom}
              loading="lazy"
              onError={() => setPhotoFailed(true)}
              className={cn('size-full object-cover', !produit.disponible && 'opacity-60 grayscale')}
            />
          ) : (
            <ImageOff className="size-6 text-stone-400" aria-label="Pas de photo" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="leading-snug font-semibold break-words text-stone-900">{produit.nom}</h3>
          <p className="font-bold text-orange-800 tabular-nums">{formatFcfa(produit.prix)}</p>
          <p className="truncate text-xs text-stone-600">{produit.categorie?.nom ?? 'Sans catégorie'}</p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-border px-3 py-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <Switch
            checked={produit.disponible}
            onCheckedChange={onToggle}
            aria-label={`${produit.nom} disponible`}
          />
          <span
            className={cn('text-sm font-semibold', produit.disponible ? 'text-green-800' : 'text-stone-600')}
          >
            {produit.disponible ? 'Disponible' : 'Indisponible'}
          </span>
        </label>
        <div className="flex gap-1">
          <EditDeleteButtons name={produit.nom} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
