import { MSG } from '@comoe/shared/messages';
import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import { CircleAlert, Plus, Tags } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ReorderButtons } from '@/components/reorder-buttons';
import { moveItem, useDragReorder } from '@/hooks/use-drag-reorder';
import { useCategoriesProduit } from '../api/get-categories-produit';
import { useOrderCategories } from '../api/reorder-menu';
import { CategoryRow } from '../components/categories/category-row';
import {
  categorieErrorMessage,
  useCategorieMutations,
} from '../components/categories/use-categorie-mutations';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { SectionHeader } from '@/components/section-header';
import type { SectionProps } from './section-props';

/** Spec §9: the categories' error banner hides after 5 s. */
export const CATEGORY_ERROR_MS = 5_000;

/** 'Gestion des Catégories': the sections of the owner's menu. */
export function CategoriesSection({ entreprise }: SectionProps) {
  const categories = useCategoriesProduit(entreprise.utilisateurId);
  const { create, rename, remove } = useCategorieMutations(entreprise.id, entreprise.utilisateurId);
  const [nom, setNom] = useState('');
  const [deleting, setDeleting] = useState<CategorieProduit | null>(null);
  // A new object each time: the same message twice starts its 5 s again.
  const [error, setError] = useState<{ message: string } | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (error === null) return;
    const timer = window.setTimeout(() => setError(null), CATEGORY_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const fail = (reason: unknown) => setError({ message: categorieErrorMessage(reason) });
  const order = useOrderCategories(entreprise.id, entreprise.utilisateurId);
  const move = (from: number, to: number) => {
    const list = categories.data;
    if (list) order.mutate(moveItem(list, from, to).map((c) => c.id));
  };
  const drag = useDragReorder(move);
  const busy = create.isPending || rename.isPending || remove.isPending;

  const add = () => {
    const trimmed = nom.trim();
    if (!trimmed) return;
    create.mutate(trimmed, { onSuccess: () => setNom(''), onError: fail });
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Gestion des Catégories" />
      <p className="text-sm text-stone-600">
        Les sections de votre menu (Entrées, Plats, Boissons…), dans l'ordre où les clients les voient.
        Changez l'ordre avec les flèches, ou en glissant une ligne sur ordinateur.
      </p>

      {error && (
        <Alert variant="destructive" data-testid="categorie-error">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        className="flex flex-col gap-2 rounded-2xl border border-border bg-white p-3 shadow-sm sm:flex-row sm:items-end sm:p-4"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
            Nouvelle catégorie
          </label>
          <Input
            id={inputId}
            value={nom}
            placeholder="Ex. : Plats, Boissons"
            maxLength={60}
            onChange={(event) => setNom(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!nom.trim() || create.isPending}>
          <Plus aria-hidden="true" />
          Ajouter
        </Button>
      </form>

      {categories.isPending ? (
        <ListSkeleton rows={3} className="h-24 rounded-xl" />
      ) : categories.isError && !categories.data ? (
        <ErrorState
          message={categorieErrorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={Tags} title="Aucune catégorie pour le moment">
          <p className="text-sm text-stone-600">Ajoutez-en une ci-dessus pour ranger vos produits.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-white shadow-sm">
          {categories.data.map((categorie, index) => (
            <CategoryRow
              key={categorie.id}
              categorie={categorie}
              busy={busy}
              dragProps={drag.itemProps(index)}
              reorder={
                categories.data.length > 1 && (
                  <ReorderButtons
                    name={categorie.nom}
                    index={index}
                    count={categories.data.length}
                    disabled={busy}
                    onMove={move}
                  />
                )
              }
              onRename={(next, done) =>
                rename.mutate({ id: categorie.id, nom: next }, { onSuccess: done, onError: fail })
              }
              onDelete={() =>
                // A category with products cannot go: said at once, not after "Êtes-vous sûr ?".
                categorie.nombreProduits > 0
                  ? setError({ message: MSG.categorieProduitNotEmpty(categorie.nombreProduits) })
                  : setDeleting(categorie)
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Êtes-vous sûr de vouloir supprimer cette catégorie ?"
        description={deleting ? `« ${deleting.nom} » sera retirée du menu.` : undefined}
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onError: fail, onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
