import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminUser } from '@comoe/shared/schemas/admin-accounts';
import { Pencil, Plus, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { endSession, useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminFormDialog } from '../components/admin-form-dialog';
import { SearchInput } from '../components/search-input';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionHeader } from '@/components/section-header';
import { useDebounced } from '@/hooks/use-debounced';
import { useErrorToast } from '../use-error-toast';
import { LABELS } from '@/lib/labels';

/** 'Gestion Admins': search, create, edit, delete; never oneself, never the last one. */
export default function AdminsSection() {
  const me = useSession((state) => state.user?.id ?? null);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const admins = useAdminUsers(q);
  const remove = useDeleteAdminUser();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  useErrorToast(admins, ADMIN_MSG.adminsLoadFailed);

  // Spec part 2 §4: editing one's own account ends the session; the new details take effect at the next sign-in.
  const signOutAfterSelfEdit = () => {
    endSession();
    void navigate(paths.adminLogin, { replace: true });
    toast.info(ADMIN_MSG.selfEdited);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Administrateur supprimé', `${deleting.prenom} ${deleting.nom}`);
        setDeleting(null);
      },
      onError: (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Gestion des administrateurs"
        description="Les comptes qui ont accès à cet espace."
      >
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nouvel administrateur
        </Button>
      </SectionHeader>
      <SearchInput
        label="Rechercher un administrateur"
        placeholder="Nom, e-mail ou téléphone"
        value={search}
        onChange={setSearch}
        className="sm:max-w-sm"
      />
      {admins.isPending ? (
        <ListSkeleton rows={3} className="h-14 rounded-xl" />
      ) : admins.isError && !admins.data ? (
        <ErrorState message={ADMIN_MSG.adminsLoadFailed} onRetry={() => void admins.refetch()} />
      ) : admins.data.length === 0 ? (
        <EmptyState
          icon={UserX}
          title={q ? 'Aucun administrateur ne correspond.' : 'Aucun administrateur.'}
        />
      ) : (
        <div className="rounded-2xl border border-border bg-white p-2 shadow-sm max-md:border-0 max-md:bg-transparent max-md:p-0 max-md:shadow-none">
          <Table stacked>
            <TableHeader>
              <TableRow>
                <TableHead>Nom</TableHead>
                <TableHead>E-mail</TableHead>
                <TableHead>{LABELS.telephone}</TableHead>
                <TableHead>Créé le</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {admins.data.map((admin) => {
                const self = admin.id === me;
                return (
                  <TableRow key={admin.id} data-testid="admin-row" className="max-md:space-y-1">
                    <TableCell className="font-semibold text-stone-900">
                      {admin.prenom} {admin.nom}
                      {self && (
                        <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
                          Vous
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="break-all text-stone-700">{admin.email ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap text-stone-700">
                      {formatPhone(admin.telephone)}
                    </TableCell>
                    <TableCell className="text-stone-600">
                      <span className="md:sr-only">Créé le </span>
                      {formatDate(admin.dateCreation)}
                    </TableCell>
                    <TableCell className="max-md:pt-2">
                      <div className="flex gap-2 md:justify-end">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(admin)}
                          aria-label={`Modifier ${admin.prenom} ${admin.nom}`}
                        >
                          <Pencil aria-hidden="true" />
                          Modifier
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50 hover:text-red-800"
                          disabled={self}
                          title={self ? ADMIN_MSG.adminSelfDelete : undefined}
                          onClick={() => {
                            remove.reset();
                            setDeleting(admin);
                          }}
                          aria-label={`Supprimer ${admin.prenom} ${admin.nom}`}
                        >
                          <Trash2 aria-hidden="true" />
                          Supprimer
                        </Button>
                      </div>
                      {self && (
                        <p className="mt-1 text-xs text-stone-600 md:text-right">
                          {ADMIN_MSG.adminSelfDelete}
                        </p>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {editing && (
        <AdminFormDialog
          admin={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSelfEdited={signOutAfterSelfEdit}
        />
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
            Le compte de{' '}
            <strong>
              {deleting.prenom} {deleting.nom}
            </strong>{' '}
            sera supprimé.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
