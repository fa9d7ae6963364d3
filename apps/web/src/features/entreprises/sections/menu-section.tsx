import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { Plus, RefreshCw, UtensilsCrossed } from 'lucide-react';
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
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { MenuProductCard } from '../components/menu/menu-product-card';
import { MenuStats } from '../components/menu/menu-stats';
import { ProductFormDialog } from '../components/menu/product-form-dialog';
import { SectionHeader } from '@/components/section-header';
import type { SectionProps } from './section-props';

/** 'Gestion du Menu': the owner's products, their availability, their photos. */
export function MenuSection({ entreprise, goTo }: SectionProps) {
  const produits = useProduits(entreprise.id);
  const categories = useCategoriesProduit(entreprise.utilisateurId);
  const toggle = useSetProduitDisponible(entreprise.id);
  const remove = useDeleteProduit(entreprise.id, entreprise.utilisateurId);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Produit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Produit | null>(null);
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

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Gestion du Menu">
        <Button variant="outline" onClick={refresh} disabled={fetching}>
          <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
          Rafraîchir
        </Button>
        <Button onClick={() => setEditing('new')} disabled={!categories.data}>
          <Plus aria-hidden="true" />
          Ajouter un produit
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
          </div>
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
              {shown.map((produit) => (
                <MenuProductCard
                  key={produit.id}
                  produit={produit}
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
