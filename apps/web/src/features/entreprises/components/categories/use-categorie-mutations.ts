import { MSG } from '@comoe/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createCategorieProduit } from '../../api/create-categorie-produit';
import { deleteCategorieProduit } from '../../api/delete-categorie-produit';
import { businessKeys } from '../../api/query-keys';
import { renameCategorieProduit } from '../../api/rename-categorie-produit';
import { TEXT } from '../../texts';

/** Spec §8: the message of the answer's body, else 'Erreur {status}'. */
export function categorieErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.serverError;
  if (error.fromServer) return error.message;
  return error.status === 0 ? error.message : `Erreur ${error.status}`;
}

/** Add, rename and delete a menu section; errors go to the section's banner, not to toasts. */
export function useCategorieMutations(entrepriseId: number, utilisateurId: number) {
  const queryClient = useQueryClient();
  // A renamed or deleted section shows on the products' cards too.
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: businessKeys.categoriesProduit(utilisateurId) }),
      queryClient.invalidateQueries({ queryKey: businessKeys.produits(entrepriseId) }),
    ]);
  const create = useMutation({
    mutationFn: (nom: string) => createCategorieProduit(utilisateurId, nom),
    onSuccess: (categorie) => toast.success('Catégorie ajoutée', TEXT.onMenu(categorie.nom)),
    onSettled,
  });
  const rename = useMutation({
    mutationFn: ({ id, nom }: { id: number; nom: string }) => renameCategorieProduit(id, nom),
    onSuccess: (categorie) =>
      toast.success('Catégorie renommée', `Elle s'appelle désormais « ${categorie.nom} ».`),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteCategorieProduit(id),
    onSuccess: () => toast.success('Catégorie supprimée'),
    onSettled,
  });
  return { create, rename, remove };
}
