import type { Produit } from '@comoe/shared/schemas/entreprises';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { EditDeleteButtons } from '../edit-delete-buttons';

type Props = {
  produit: Produit;
  onToggle: (disponible: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One product of the owner's grid: photo, name, price, section, and the availability switch. */
export function MenuProductCard({ produit, onToggle, onEdit, onDelete }: Props) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = produit.photo && !photoFailed ? produit.photo : null;
  return (
    <article
      data-testid="menu-product"
      data-produit-id={produit.id}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm',
        !produit.disponible && 'bg-stone-50',
      )}
    >
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
