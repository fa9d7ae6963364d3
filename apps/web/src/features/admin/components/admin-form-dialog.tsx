import {
  createAdminUserSchema,
  updateAdminUserSchema,
  type AdminUser,
} from '@comoe/shared/schemas/admin-accounts';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, PasswordField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { SubmitActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSaveAdminUser } from '../api/save-admin-user';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';
import { JOURNAL_LABELS } from '@comoe/shared/schemas/admin-journal';

type AdminFormValues = { prenom: string; nom: string; email: string; telephone: string; motDePasse: string };
type AdminFormOutput = z.output<typeof updateAdminUserSchema>;

type AdminFormDialogProps = {
  /** The admin edited; null to create one. */
  admin: AdminUser | null;
  onClose: () => void;
  /** The server answered `reconnexionRequise`: the admin edited their own account. */
  onSelfEdited: () => void;
};

const FIELDS = [
  { name: 'prenom', label: LABELS.prenom, autoComplete: 'given-name', type: 'text' },
  { name: 'nom', label: 'Nom', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { name: 'telephone', label: LABELS.telephone, autoComplete: 'tel', type: 'tel' },
] as const;

/** The admin form (spec part 2 §5): every field required, the password on creation only (blank on edit = unchanged). */
export function AdminFormDialog({ admin, onClose, onSelfEdited }: AdminFormDialogProps) {
  const save = useSaveAdminUser();
  const creating = admin === null;
  // Both schemas read the same fields; they differ only on whether the password may be blank.
  const resolver = zodResolver(
    creating ? createAdminUserSchema : updateAdminUserSchema,
  ) as unknown as Resolver<AdminFormValues, unknown, AdminFormOutput>;
  const form = useForm<AdminFormValues, unknown, AdminFormOutput>({
    resolver,
    defaultValues: {
      prenom: admin?.prenom ?? '',
      nom: admin?.nom ?? '',
      email: admin?.email ?? '',
      telephone: admin?.telephone ?? '',
      motDePasse: '',
    },
  });

  const field = bindFields(form, (name) => `admin-${name}`);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      creating
        ? { id: null, values: { ...values, motDePasse: values.motDePasse ?? '' } }
        : { id: admin.id, values },
      {
        onSuccess: (saved) => {
          if (saved.reconnexionRequise) {
            onSelfEdited();
            return;
          }
          toast.success(
            creating ? JOURNAL_LABELS['admin.creer'] : JOURNAL_LABELS['admin.modifier'],
            `${saved.prenom} ${saved.nom}`,
          );
          onClose();
        },
        onError: (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{creating ? TEXT.newAdmin : `Modifier ${admin.prenom} ${admin.nom}`}</DialogTitle>
          <DialogDescription>
            {creating ? 'Tous les champs sont obligatoires.' : 'Laissez le mot de passe vide pour le garder.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ name, ...input }) => (
              <InputField key={name} {...input} {...field(name)} />
            ))}
          </div>
          <PasswordField
            label={creating ? LABELS.password : 'Nouveau mot de passe (facultatif)'}
            autoComplete="new-password"
            {...field('motDePasse')}
          />
          <SubmitActions error={save.error?.message} onCancel={onClose} busy={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
