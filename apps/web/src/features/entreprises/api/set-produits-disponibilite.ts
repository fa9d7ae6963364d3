import type { Produit } from '@comoe/shared/schemas/entreprises';
import { disponibiliteResultSchema } from '@comoe/shared/schemas/menu-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from './query-keys';

/** `PUT /api/entreprises/{id}/produits/disponibilite`: several products on or off at once. */
export function setProduitsDisponibilite(entrepriseId: number, ids: number[], disponible: boolean) {
  return apiRequest(`/api/entreprises/${entrepriseId}/produits/disponibilite`, {
    method: 'PUT',
    body: { ids, disponible },
    schema: disponibiliteResultSchema,
  });
}

/** Shown at once, put back with the server's message if refused, as the single switch does. */
export function useSetProduitsDisponibilite(entrepriseId: number) {
  const queryClient = useQueryClient();
  const key = businessKeys.produits(entrepriseId);
  return useMutation({
    mutationFn: ({ ids, disponible }: { ids: number[]; disponible: boolean }) =>
      setProduitsDisponibilite(entrepriseId, ids, disponible),
    onMutate: async ({ ids, disponible }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Produit[]>(key);
      queryClient.setQueryData<Produit[]>(key, (list) =>
        list?.map((p) => (ids.includes(p.id) ? { ...p, disponible } : p)),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(
        'Erreur',
        error instanceof ApiError && error.fromServer
          ? error.message
          : "Les produits n'ont pas été modifiés.",
      );
    },
    onSuccess: ({ modifies }, { disponible }) =>
      toast.success(
        disponible ? 'Produits disponibles' : 'Produits indisponibles',
        modifies === 1
          ? '1 produit modifié : les clients le voient aussitôt.'
          : `${modifies} produits modifiés : les clients le voient aussitôt.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
