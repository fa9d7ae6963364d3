import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { VilleDetail } from '@comoe/shared/schemas/villes';
import { ImageOff, MapPinOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatFcfa } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteVille } from '../api/delete-ville';
import { useAdminVilles } from '../api/get-villes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionHeader } from '@/components/section-header';
import { VilleFormDialog } from '../components/ville-form-dialog';
import { useErrorToast } from '../use-error-toast';

/** 'Gestion Villes': the towns served, each with its photo and base delivery fee. */
export default function VillesSection() {
  const villes = useAdminVilles();
  const remove = useDeleteVille();
  const [editing, setEditing] = useState<VilleDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VilleDetail | null>(null);
  useErrorToast(villes, ADMIN_MSG.villesLoadFailed);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Ville supprimée', deleting.nom);
        setDeleting(null);
      },
      // A city still in use: the server says how many businesses, accounts and orders hold it.
      onError: (error) =>
        toast.error(
          ADMIN_MSG.deleteFailed,
          error instanceof ApiError && error.status === 409 ? error.message : ADMIN_MSG.villeDeleteFailed,
        ),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Gestion des villes"
        description="Les villes desservies et leurs frais de livraison de base."
      >
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Ajouter une ville
        </Button>
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
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(ville)}
                    aria-label={`Modifier ${ville.nom}`}
                  >
                    <Pencil aria-hidden="true" />
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => {
                      remove.reset();
                      setDeleting(ville);
                    }}
                    aria-label={`Supprimer ${ville.nom}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Supprimer
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <VilleFormDialog ville={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={ADMIN_MSG.confirmTitle}
        description={ADMIN_MSG.confirmIrreversible}
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
        busy={remove.isPending}
        holdWhileBusy={false}
        wide
        error={remove.error?.message}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p className="text-sm text-stone-700">
            La ville <strong>{deleting.nom}</strong> sera supprimée.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
