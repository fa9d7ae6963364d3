import type { Produit } from '@comoe/shared/schemas/entreprises';
import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { categorieProduitSchema, type CategorieProduit } from '@comoe/shared/schemas/menu';
import { MENU_ORDER_MSG } from '@comoe/shared/schemas/menu-order';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from './query-keys';

/** `PUT /api/entreprises/{id}/categories-produit/ordre`: every section, in the new order. */
export function orderCategories(entrepriseId: number, ids: number[]) {
  return apiRequest(`/api/entreprises/${entrepriseId}/categories-produit/ordre`, {
    method: 'PUT',
    body: { ids },
    schema: categorieProduitSchema.array(),
  });
}

/** `PUT /api/entreprises/{id}/produits/ordre`: every product of one section, in the new order. */
export function orderProduits(entrepriseId: number, categorieId: number, ids: number[]) {
  return apiRequest(`/api/entreprises/${entrepriseId}/produits/ordre`, {
    method: 'PUT',
    body: { categorieId, ids },
    schema: produitSchema.array(),
  });
}

/**
 * A move shows at once (the list is rewritten in the cache), is sent, and is put back with the
 * server's message when refused (a section added on another device meanwhile, say).
 */
function useOrderMutation<T, V>(
  key: QueryKey,
  send: (vars: V) => Promise<unknown>,
  reorder: (list: T[], vars: V) => T[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      if (previous) queryClient.setQueryData<T[]>(key, reorder(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(
        'Erreur',
        error instanceof ApiError && error.fromServer ? error.message : MENU_ORDER_MSG.orderFailed,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

const byIds = <T extends { id: number }>(list: T[], ids: number[]) => {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (rank.get(a.id) ?? -1) - (rank.get(b.id) ?? -1));
};

export function useOrderCategories(entrepriseId: number, utilisateurId: number) {
  return useOrderMutation<CategorieProduit, number[]>(
    businessKeys.categoriesProduit(utilisateurId),
    (ids) => orderCategories(entrepriseId, ids),
    (list, ids) => byIds(list, ids).map((c, ordre) => ({ ...c, ordre })),
  );
}

/** The owner's product list holds every section: only the moved section's products change places. */
export function useOrderProduits(entrepriseId: number) {
  return useOrderMutation<Produit, { categorieId: number; ids: number[] }>(
    businessKeys.produits(entrepriseId),
    ({ categorieId, ids }) => orderProduits(entrepriseId, categorieId, ids),
    (list, { ids }) => {
      const moved = byIds(
        list.filter((p) => ids.includes(p.id)),
        ids,
      );
      let next = 0;
      return list.map((p) => (ids.includes(p.id) ? moved[next++]! : p));
    },
  );
}
