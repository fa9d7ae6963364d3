import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { VilleDetail } from '@comoe/shared/schemas/villes';
import { ImageOff, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { ApiError } from '@/lib/api-client';
import { formatFcfa, plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteVille } from '../api/delete-ville';
import { useAdminVilles } from '../api/get-villes';
import { SectionHeader } from '@/components/section-header';
import { NewItemButton } from '../components/new-item-button';
import { DeleteConfirmDialog } from '../components/delete-confirm-dialog';
import { EditDeleteButtons } from '../components/edit-delete-buttons';
import { VilleFormDialog } from '../components/ville-form-dialog';
import { useConfirmedDelete } from '../use-confirmed-delete';
import { useErrorToast } from '../use-error-toast';
import { TEXT } from '../texts';
import { JOURNAL_LABELS } from '@comoe/shared/schemas/admin-journal';

/** 'Gestion Villes': the towns served, each with its photo and base delivery fee. */
export default function VillesSection() {
  const villes = useAdminVilles();
  const [editing, setEditing] = useState<VilleDetail | 'new' | null>(null);
  const deletion = useConfirmedDelete<VilleDetail>(
    useDeleteVille(),
    (ville) => toast.success(JOURNAL_LABELS['ville.supprimer'], ville.nom),
    // A city still in use: the server says how many businesses, accounts and orders hold it.
    (error) =>
      toast.error(
        ADMIN_MSG.deleteFailed,
        error instanceof ApiError && error.status === 409 ? error.message : ADMIN_MSG.villeDeleteFailed,
      ),
  );
  useErrorToast(villes, ADMIN_MSG.villesLoadFailed);

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Gestion des villes"
        description="Les villes desservies et leurs frais de livraison de base."
      >
        <NewItemButton label={TEXT.addVille} onClick={() => setEditing('new')} />
      </SectionHeader>
      {villes.isPending ? (
        <ListSkeleton rows={4} />
      ) : villes.isError ? (
        <ErrorState message={ADMIN_MSG.villesLoadFailed} onRetry={() => void villes.refetch()} />
      ) : villes.data.length === 0 ? (
        <EmptyState icon={MapPinOff} title="Aucune ville pour le moment." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {villes.data.map((ville) => (
            <li
              key={ville.id}
              data-testid="ville"
              className="flex overflow-hidden rounded-2xl border border-border bg-white shadow-sm sm:flex-col"
            >
              {ville.photoUrl ? (
                <img
                  src={ville.photoUrl}
                  alt=""
                  className="w-24 shrink-0 object-cover sm:h-32 sm:w-full"
                  loading="lazy"
                />
              ) : (
                <span className="flex w-24 shrink-0 items-center justify-center bg-stone-100 sm:h-32 sm:w-full">
                  <ImageOff className="size-6 text-stone-400" aria-label="Sans photo" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
                <div className="min-w-0">
                  <h2 className="truncate font-semibold text-stone-900">{ville.nom}</h2>
                  <p className="text-sm text-stone-600">Frais de base : {formatFcfa(ville.fraisBase)}</p>
                  <p
                    className={`text-sm ${ville.nombreEntreprises > 0 ? 'text-stone-600' : 'text-amber-800'}`}
                    data-testid="ville-entreprises"
                  >
                    {ville.nombreEntreprises > 0
                      ? plural(ville.nombreEntreprises, 'entreprise', 'visible')
                      : 'Cachée aux clients : aucune entreprise ouverte'}
                  </p>
                </div>
                <EditDeleteButtons
                  name={ville.nom}
                  onEdit={() => setEditing(ville)}
                  onDelete={() => deletion.ask(ville)}
                  className="mt-auto flex flex-wrap gap-2"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <VilleFormDialog ville={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteConfirmDialog flow={deletion}>
        {(ville) => (
          <>
            La ville <strong>{ville.nom}</strong> sera supprimée.
          </>
        )}
      </DeleteConfirmDialog>
    </div>
  );
}
