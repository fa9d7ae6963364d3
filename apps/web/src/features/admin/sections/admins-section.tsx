import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminUser } from '@comoe/shared/schemas/admin-accounts';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { endSession, useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { ADMINS_DEFAULT_SORT, useAdminUsers } from '../api/get-admin-users';
import { AdminFormDialog } from '../components/admin-form-dialog';
import { NewItemButton } from '../components/new-item-button';
import { DeleteConfirmDialog } from '../components/delete-confirm-dialog';
import { EditDeleteButtons } from '../components/edit-delete-buttons';
import { SearchInput } from '../components/search-input';
import { SortableHeadRow, type SortableColumn } from '../components/sortable-head-row';
import { SortSelect } from '../components/sort-select';
import { parseSort, sortParam, useUrlSort } from '../use-url-sort';
import { useConfirmedDelete } from '../use-confirmed-delete';
import { SectionHeader } from '@/components/section-header';
import { useDebounced } from '@/hooks/use-debounced';
import { useErrorToast } from '../use-error-toast';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';
import { JOURNAL_LABELS } from '@comoe/shared/schemas/admin-journal';

const ADMIN_SORT_KEYS = ['nom', 'prenom', 'email', 'telephone', 'dateCreation'] as const;
const ADMIN_COLUMNS: SortableColumn[] = [
  { label: 'Nom', key: 'nom' },
  { label: 'E-mail', key: 'email' },
  { label: LABELS.telephone, key: 'telephone' },
  { label: 'Créé le', key: 'dateCreation' },
  { label: 'Actions', right: true },
];
const ADMIN_SORT_OPTIONS = [
  { key: 'nom', label: 'Nom' },
  { key: 'prenom', label: 'Prénom' },
  { key: 'dateCreation', label: 'Création' },
];
const DEFAULT_SORT = parseSort(ADMINS_DEFAULT_SORT, ADMIN_SORT_KEYS) ?? { key: 'nom', desc: false };

/** 'Gestion Admins': search, create, edit, delete; never oneself, never the last one. */
export default function AdminsSection() {
  const me = useSession((state) => state.user?.id ?? null);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [sort, setSort] = useUrlSort(DEFAULT_SORT, ADMIN_SORT_KEYS);
  const admins = useAdminUsers(q, sortParam(sort));
  const onSort = (next: { key: string; desc: boolean }) =>
    setSort(parseSort(sortParam(next), ADMIN_SORT_KEYS) ?? DEFAULT_SORT);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const deletion = useConfirmedDelete<AdminUser>(
    useDeleteAdminUser(),
    (admin) => toast.success(JOURNAL_LABELS['admin.supprimer'], `${admin.prenom} ${admin.nom}`),
    (error) => toast.error(ADMIN_MSG.operationFailed, error.message),
  );
  useErrorToast(admins, ADMIN_MSG.adminsLoadFailed);

  // Spec part 2 §4: editing one's own account ends the session; the new details take effect at the next sign-in.
  const signOutAfterSelfEdit = () => {
    endSession();
    void navigate(paths.adminLogin, { replace: true });
    toast.info(ADMIN_MSG.selfEdited);
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Gestion des administrateurs"
        description="Les comptes qui ont accès à cet espace."
      >
        <NewItemButton label={TEXT.newAdmin} onClick={() => setEditing('new')} />
      </SectionHeader>
      <SearchInput
        label="Rechercher un administrateur"
        placeholder={TEXT.peopleSearch}
        value={search}
        onChange={setSearch}
        className="sm:max-w-sm"
      />
      <SortSelect sort={sort} onChange={onSort} options={ADMIN_SORT_OPTIONS} className="md:hidden" />
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
            <SortableHeadRow columns={ADMIN_COLUMNS} sort={sort} onSort={onSort} />
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
                      <EditDeleteButtons
                        name={`${admin.prenom} ${admin.nom}`}
                        onEdit={() => setEditing(admin)}
                        onDelete={() => deletion.ask(admin)}
                        deleteRefused={self ? ADMIN_MSG.adminSelfDelete : undefined}
                        className="flex gap-2 md:justify-end"
                      />
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
      <DeleteConfirmDialog flow={deletion}>
        {(admin) => (
          <>
            Le compte de{' '}
            <strong>
              {admin.prenom} {admin.nom}
            </strong>{' '}
            sera supprimé.
          </>
        )}
      </DeleteConfirmDialog>
    </div>
  );
}
