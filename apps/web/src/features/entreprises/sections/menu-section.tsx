import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { ListChecks, Plus, RefreshCw, UtensilsCrossed } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDeleteProduit } from '../api/delete-produit';
import { useCategoriesProduit } from '../api/get-categories-produit';
import { useProduits } from '../api/get-produits';
import { useSetProduitDisponible } from '../api/set-produit-disponible';
import { useOrderProduits } from '../api/reorder-menu';
import { useSetProduitsDisponibilite } from '../api/set-produits-disponibilite';
import { BulkAvailabilityBar } from '../components/menu/bulk-availability-bar';
import { ReorderButtons } from '@/components/reorder-buttons';
import { moveItem, useDragReorder } from '@/hooks/use-drag-reorder';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { MenuProductCard } from '../components/menu/menu-product-card';
import { MenuStats } from '../components/menu/menu-stats';
import { ProductFormDialog } from '../components/menu/product-form-dialog';
import { SectionHeader } from '@/components/section-header';
import type { SectionProps } from './section-props';
import { TEXT } from '../texts';

/** 'Gestion du Menu': the owner's products, their availability, their photos. */
export function MenuSection({ entreprise, goTo }: SectionProps) {
  const produits = useProduits(entreprise.id);
  const categories = useCategoriesProduit(entreprise.utilisateurId);
  const toggle = useSetProduitDisponible(entreprise.id);
  const remove = useDeleteProduit(entreprise.id, entreprise.utilisateurId);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Produit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Produit | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filterId = useId();

  const loadFailed = produits.isError || categories.isError;
  useEffect(() => {
    if (loadFailed) toast.error('Erreur', MSG.menuLoadFailed);
  }, [loadFailed]);

  const refresh = () => {
    void Promise.all([
      produits.refetch({ throwOnError: true }),
      categories.refetch({ throwOnError: true }),
    ]).catch(() => toast.error('Erreur', MSG.listRefreshFailed));
  };

  const all = produits.data ?? [];
  const shown = filter === '' ? all : all.filter((p) => String(p.categorieId) === filter);
  const fetching = produits.isFetching || categories.isFetching;

  // Issue 21 §3: one section's products are reordered (arrows, or drag on a laptop) while it is
  // the one shown; ticked products go on or off sale together.
  const order = useOrderProduits(entreprise.id);
  const canReorder = filter !== '' && !selecting && shown.length > 1;
  const move = (from: number, to: number) =>
    order.mutate({ categorieId: Number(filter), ids: moveItem(shown, from, to).map((p) => p.id) });
  const drag = useDragReorder(move, canReorder);
  const bulk = useSetProduitsDisponibilite(entreprise.id);
  const toggleSelected = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Gestion du Menu">
        <Button variant="outline" onClick={refresh} disabled={fetching}>
          <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
          Rafraîchir
        </Button>
        {all.length > 0 && !selecting && (
          <Button variant="outline" onClick={() => setSelecting(true)}>
            <ListChecks aria-hidden="true" />
            Sélectionner
          </Button>
        )}
        <Button onClick={() => setEditing('new')} disabled={!categories.data}>
          <Plus aria-hidden="true" />
          {TEXT.addProduct}
        </Button>
      </SectionHeader>

      {(produits.isError && !produits.data) || (categories.isError && !categories.data) ? (
        <ErrorState message={MSG.menuLoadFailed} onRetry={refresh} />
      ) : produits.isPending || categories.isPending ? (
        <ListSkeleton className="h-24 rounded-xl" />
      ) : (
        <>
          <MenuStats produits={all} />
          <div className="flex flex-col gap-1 sm:w-72">
            <label htmlFor={filterId} className="text-sm font-medium text-stone-700">
              Catégorie
            </label>
            <Select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)}>
              <option value="">Toutes catégories</option>
              {categories.data.map((categorie) => (
                <option key={categorie.id} value={String(categorie.id)}>
                  {categorie.nom}
                </option>
              ))}
            </Select>
            {!selecting && shown.length > 1 && (
              <p className="text-xs text-stone-600">
                {filter === ''
                  ? "Choisissez une catégorie pour changer l'ordre de ses produits."
                  : 'Changez l’ordre avec les flèches, ou en glissant un produit sur ordinateur.'}
              </p>
            )}
          </div>
          {selecting && (
            <BulkAvailabilityBar
              count={selected.size}
              total={shown.length}
              busy={bulk.isPending}
              onSelectAll={() => setSelected(new Set(shown.map((p) => p.id)))}
              onClear={stopSelecting}
              onSet={(disponible) => bulk.mutate({ ids: [...selected], disponible })}
            />
          )}
          {shown.length === 0 ? (
            <EmptyState
              icon={UtensilsCrossed}
              title={all.length > 0 ? 'Aucun produit dans cette catégorie' : 'Aucun produit pour le moment'}
            >
              <p className="text-sm text-stone-600">
                {categories.data.length === 0
                  ? 'Créez d’abord une catégorie (Entrées, Plats, Boissons…), puis ajoutez vos produits.'
                  : 'Ajoutez vos plats et articles : les clients les voient aussitôt.'}
              </p>
              {categories.data.length === 0 && (
                <Button variant="outline" size="sm" onClick={() => goTo('categories')}>
                  Gérer les catégories
                </Button>
              )}
            </EmptyState>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((produit, index) => (
                <MenuProductCard
                  key={produit.id}
                  produit={produit}
                  selected={selected.has(produit.id)}
                  onSelect={selecting ? (on) => toggleSelected(produit.id, on) : undefined}
                  dragProps={drag.itemProps(index)}
                  reorder={
                    canReorder && (
                      <ReorderButtons
                        name={produit.nom}
                        index={index}
                        count={shown.length}
                        disabled={order.isPending}
                        onMove={move}
                      />
                    )
                  }
                  onToggle={(disponible) => toggle.mutate({ id: produit.id, disponible })}
                  onEdit={() => setEditing(produit)}
                  onDelete={() => setDeleting(produit)}
                />
              ))}
            </div>
          )}
        </>
      )}

      <ProductFormDialog
        entrepriseId={entreprise.id}
        utilisateurId={entreprise.utilisateurId}
        target={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onOpenCategories={() => {
          setEditing(null);
          goTo('categories');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer ce produit ?"
        description={deleting ? `« ${deleting.nom} » disparaîtra du menu.` : undefined}
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
