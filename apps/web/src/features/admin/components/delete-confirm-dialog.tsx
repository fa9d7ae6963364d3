import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ConfirmedDelete } from '../use-confirmed-delete';

/** The question before an admin or a town is deleted; `children` names what goes. */
export function DeleteConfirmDialog<T extends { id: number }>({
  flow,
  children,
}: {
  flow: ConfirmedDelete<T>;
  children: (item: T) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      title={ADMIN_MSG.confirmTitle}
      description={ADMIN_MSG.confirmIrreversible}
      confirmLabel="Supprimer"
      pendingLabel="Suppression..."
      busy={flow.remove.isPending}
      holdWhileBusy={false}
      wide
      error={flow.remove.error?.message}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    >
      {flow.deleting && <p className="text-sm text-stone-700">{children(flow.deleting)}</p>}
    </ConfirmDialog>
  );
}
