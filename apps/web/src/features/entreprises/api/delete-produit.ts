import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from './query-keys';

export function deleteProduit(id: number): Promise<void> {
  return apiRequest<void>(`/api/produits/${id}`, { method: 'DELETE' });
}

/** Spec §8: 409 while an order in progress holds it; anything else 'Suppression impossible.' */
export function deleteErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? MSG.produitReferenced : MSG.produitDeleteFailed;
}

export function useDeleteProduit(entrepriseId: number, utilisateurId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (produit: Produit) => deleteProduit(produit.id),
    onSuccess: (_void, produit) => toast.success('Produit supprimé', `« ${produit.nom} » a quitté le menu.`),
    onError: (error) => toast.error('Erreur', deleteErrorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.produits(entrepriseId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.categoriesProduit(utilisateurId) }),
      ]),
  });
}
