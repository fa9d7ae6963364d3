import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import { Check, X } from 'lucide-react';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EditDeleteButtons } from '../edit-delete-buttons';

type Props = {
  categorie: CategorieProduit;
  busy: boolean;
  onRename: (nom: string, done: () => void) => void;
  onDelete: () => void;
  /** The up/down buttons of the menu's order, and the row's drag handlers (issue 21 §3). */
  reorder?: ReactNode;
  dragProps?: HTMLAttributes<HTMLLIElement>;
};

/** One menu section: its name edited in place (Enter saves, Escape cancels), its product count. */
export function CategoryRow({ categorie, busy, onRename, onDelete, reorder, dragProps }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const cancel = () => setDraft(null);
  const save = () => {
    if (draft === null) return;
    const nom = draft.trim();
    if (!nom) return;
    if (nom === categorie.nom) return cancel();
    onRename(nom, cancel);
  };
  const count = categorie.nombreProduits;

  return (
    <li
      data-testid="categorie-row"
      className="flex min-h-16 items-center gap-2 px-3 py-2 data-[dragging]:opacity-50 data-[drop-target]:bg-orange-50 sm:px-4"
      {...(editing ? {} : dragProps)}
    >
      {editing ? (
        <>
          <Input
            autoFocus
            value={draft}
            aria-label={`Nouveau nom de ${categorie.nom}`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                cancel();
              }
            }}
            disabled={busy}
            className="min-w-0 flex-1"
          />
          <Button size="icon" onClick={save} disabled={busy || !draft.trim()} aria-label="Enregistrer le nom">
            <Check aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" onClick={cancel} disabled={busy} aria-label="Annuler">
            <X aria-hidden="true" />
          </Button>
        </>
      ) : (
        <>
          {reorder}
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-stone-900">{categorie.nom}</p>
            <p className="text-xs text-stone-600">
              {count === 0 ? 'Aucun produit' : count === 1 ? '1 produit' : `${count} produits`}
            </p>
          </div>
          <EditDeleteButtons
            name={categorie.nom}
            onEdit={() => setDraft(categorie.nom)}
            onDelete={onDelete}
          />
        </>
      )}
    </li>
  );
}
