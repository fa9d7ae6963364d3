import type { Produit } from '@comoe/shared/schemas/entreprises';
import { produitFormSchema, type CategorieProduit, type ProduitFormInput } from '@comoe/shared/schemas/menu';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { InputField, TextareaField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { ImagePicker } from '@/components/image-picker';
import { SubmitActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { PhotoUploadError, produitSaveErrorMessage } from './produit-errors';
import { ProductOptionsFields } from './product-options-fields';
import { useSaveProduit, type ProduitFormOutput } from './use-save-produit';
import { TEXT } from '../../texts';

type Props = {
  entrepriseId: number;
  utilisateurId: number;
  /** The product to edit, 'new' to add one, null when closed. */
  target: Produit | 'new' | null;
  categories: CategorieProduit[];
  onClose: () => void;
  onOpenCategories: () => void;
};

/** The add/edit panel: a dialog that scrolls inside itself on a 360 px phone. */
export function ProductFormDialog(props: Props) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto p-4 sm:p-6">
        {target !== null && (
          // A new form per product: its values start from that product.
          <ProductForm key={target === 'new' ? 'new' : target.id} {...props} target={target} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function valuesOf(produit: Produit | null, categories: CategorieProduit[]): ProduitFormInput {
  return {
    nom: produit?.nom ?? '',
    description: produit?.description ?? '',
    prix: produit ? String(produit.prix) : '',
    disponible: produit?.disponible ?? true,
    categorieId: String(produit?.categorieId ?? categories[0]?.id ?? ''),
    photo: produit?.photo ?? '',
    // Ids go back with the groups so options in clients' carts stay valid after an edit.
    groupesOptions: (produit?.groupesOptions ?? []).map((g) => ({
      ...g,
      options: g.options.map((o) => ({ ...o, prixDelta: String(o.prixDelta) })),
    })),
  };
}

function ProductForm({
  entrepriseId,
  utilisateurId,
  target,
  categories,
  onClose,
  onOpenCategories,
}: Props & { target: Produit | 'new' }) {
  // After a photo failure on a new product, the panel goes on as that product's edit.
  const [existing, setExisting] = useState<Produit | null>(target === 'new' ? null : target);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveProduit(entrepriseId, utilisateurId);
  const form = useForm<ProduitFormInput, unknown, ProduitFormOutput>({
    resolver: zodResolver(produitFormSchema),
    defaultValues: valuesOf(existing, categories),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = bindFields(form, (name) => `produit-${name}`);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { existing, values, file },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof PhotoUploadError) {
            setExisting(error.produit);
            setFailure(error.message);
            toast.error('Erreur', error.message);
            return;
          }
          const message = produitSaveErrorMessage(error);
          setFailure(message);
          toast.error('Erreur', message);
        },
      },
    );
  });

  const busy = save.isPending;
  const noCategory = categories.length === 0;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{existing ? 'Modifier le produit' : TEXT.addProduct}</DialogTitle>
        <DialogDescription>
          Prix en FCFA entiers. Les clients voient le menu dès l'enregistrement.
        </DialogDescription>
      </DialogHeader>

      <InputField label="Nom" autoComplete="off" {...field('nom')} />
      <TextareaField label="Description" className="min-h-20" {...field('description')} />
      <InputField
        label="Prix (FCFA)"
        hint="En FCFA entiers, sans centimes : 1500."
        inputMode="numeric"
        autoComplete="off"
        placeholder="1500"
        {...field('prix')}
      />
      <Field id="produit-categorie" label={TEXT.category} error={errors.categorieId?.message}>
        {noCategory ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-700">
            <p>Aucune catégorie pour le moment : créez-en une avant d'ajouter un produit.</p>
            <Button variant="link" className="h-auto px-0" onClick={onOpenCategories}>
              Aller à l'onglet Catégories
            </Button>
          </div>
        ) : (
          <Select
            {...fieldA11y('produit-categorie', errors.categorieId?.message)}
            {...register('categorieId')}
          >
            {categories.map((categorie) => (
              <option key={categorie.id} value={String(categorie.id)}>
                {categorie.nom}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Controller
        control={control}
        name="disponible"
        render={({ field }) => (
          <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border border-border px-3">
            <span className="text-sm font-medium text-stone-800">
              Disponible
              <span className="block text-xs font-normal text-stone-600">
                {field.value ? 'Les clients peuvent le commander.' : 'Affiché « Épuisé » aux clients.'}
              </span>
            </span>
            <Switch checked={field.value ?? true} onCheckedChange={field.onChange} aria-label="Disponible" />
          </label>
        )}
      />
      <ProductOptionsFields form={form} disabled={busy} />
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <ImagePicker
            id="produit-photo"
            label="Photo"
            url={field.value ?? ''}
            file={file}
            onFileChange={setFile}
            progress={save.progress}
            error={errors.photo?.message}
            disabled={busy}
          />
        )}
      />
      <SubmitActions
        error={failure}
        onCancel={onClose}
        cancelDisabled={busy}
        busy={busy}
        disabled={noCategory}
        label={existing ? 'Enregistrer' : 'Ajouter le produit'}
      />
    </form>
  );
}
