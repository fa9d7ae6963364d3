import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { businessKeys } from './query-keys';
import { updateProduit } from './update-produit';

/** The availability switch: shown at once, put back with spec §8's message if the server refuses. */
export function useSetProduitDisponible(entrepriseId: number) {
  const queryClient = useQueryClient();
  const key = businessKeys.produits(entrepriseId);
  return useMutation({
    mutationFn: ({ id, disponible }: { id: number; disponible: boolean }) =>
      updateProduit(id, { disponible }),
    onMutate: async ({ id, disponible }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Produit[]>(key);
      queryClient.setQueryData<Produit[]>(key, (list) =>
        list?.map((p) => (p.id === id ? { ...p, disponible } : p)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Erreur', MSG.produitToggleFailed);
    },
    onSuccess: (produit) =>
      toast.success(
        produit.disponible ? 'Produit disponible' : 'Produit indisponible',
        produit.disponible
          ? `Les clients peuvent commander « ${produit.nom} ».`
          : `« ${produit.nom} » apparaît épuisé aux clients.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
