import type { Produit } from '@comoe/shared/schemas/entreprises';
import type { produitFormSchema } from '@comoe/shared/schemas/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useUploadProgress } from '@/hooks/use-upload';
import { toast } from '@/lib/toast';
import { createProduit } from '../../api/create-produit';
import { businessKeys } from '../../api/query-keys';
import { updateProduit } from '../../api/update-produit';
import { uploadProductPhoto } from '../../api/upload-product-photo';
import { PhotoUploadError } from './produit-errors';
import { TEXT } from '../../texts';

export type ProduitFormOutput = z.output<typeof produitFormSchema>;

type SaveInput = {
  /** The product being edited; none when adding. */
  existing: Produit | null;
  values: ProduitFormOutput;
  /** A picked photo: sent once the product exists (the upload route needs its id). */
  file: File | null;
};

/**
 * Add or edit a product, then send its photo with a visible progress: create first, upload next,
 * because `POST /api/files/upload/product/{id}` needs the product's id.
 */
export function useSaveProduit(entrepriseId: number, utilisateurId: number) {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();

  const mutation = useMutation({
    mutationFn: async ({ existing, values, file }: SaveInput): Promise<Produit> => {
      // A typed address is sent only when it changed (or on creation); a picked file wins over it.
      const { photo, ...fields } = values;
      const photoPatch = file ? {} : existing && photo === existing.photo ? {} : { photo };
      const produit = existing
        ? await updateProduit(existing.id, { ...fields, ...photoPatch })
        : await createProduit({ ...fields, photo: file ? null : photo, entrepriseId });
      if (!file) return produit;
      try {
        const url = await track((options) => uploadProductPhoto(produit.id, file, options));
        return { ...produit, photo: url };
      } catch (error) {
        throw new PhotoUploadError(produit, error);
      }
    },
    onSuccess: (produit, { existing }) =>
      toast.success(
        existing ? 'Produit modifié' : 'Produit ajouté',
        existing ? `« ${produit.nom} » est à jour.` : TEXT.onMenu(produit.nom),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.produits(entrepriseId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.categoriesProduit(utilisateurId) }),
      ]),
  });
  return { ...mutation, progress };
}
