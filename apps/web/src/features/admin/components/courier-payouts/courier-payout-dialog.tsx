import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { CourierDebt } from '@comoe/shared/schemas/courier-gains';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFcfa, formatPhone, plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { courierDebtsKeys, getCourierDebt } from '../../api/get-courier-debts';
import { usePayCourier } from '../../api/pay-courier';
import { AmountChangedAlert, PayoutConfirm } from '../payouts/payout-parts';

/** The amount read again, and what changed since the list was drawn. */
function AmountNow({ before, now }: { before: number; now: CourierDebt }) {
  return (
    <div className="flex flex-col gap-2" data-testid="courier-payout-amount">
      <p className="text-2xl font-bold text-stone-900 tabular-nums">{formatFcfa(now.du)}</p>
      <p className="text-sm text-stone-600">
        {plural(now.commandes, 'livraison')} non versée{now.commandes > 1 ? 's' : ''}
        {now.especesEncaissees > 0 &&
          ` · ${formatFcfa(now.especesEncaissees)} d’espèces encaissées qu’il doit remettre`}
      </p>
      <AmountChangedAlert before={before} now={now.du} />
    </div>
  );
}

/**
 * 'Payer' a courier everything owed now. The amount is read again as the dialog opens: a delivery
 * made or a payout by another admin since the list was drawn shows here before anything is paid.
 */
export function CourierPayoutDialog({ debt, onClose }: { debt: CourierDebt; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const current = useQuery({
    queryKey: [...courierDebtsKeys.all, 'one', debt.livreurId],
    queryFn: () => getCourierDebt(debt.livreurId),
    staleTime: 0,
    gcTime: 0,
  });
  const pay = usePayCourier();
  const now = current.data;

  const confirm = (reference: string | null) => {
    setError(null);
    pay.mutate(
      { livreurId: debt.livreurId, reference },
      {
        onSuccess: (paid) => {
          toast.success(
            COURIER_PAYOUT_MSG.payoutDone,
            COURIER_PAYOUT_MSG.paid(paid.montant, paid.commandes, debt.nom),
          );
          onClose();
        },
        onError: (caught) => {
          setError(caught.message);
          toast.error(ADMIN_MSG.operationFailed, caught.message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Payer {debt.nom}</DialogTitle>
          <DialogDescription>
            Tout ce qui lui est dû à cet instant, par mobile money au{' '}
            <span className="whitespace-nowrap">{formatPhone(debt.telephone)}</span>.
          </DialogDescription>
        </DialogHeader>
        {current.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only" role="status">
              Vérification du montant…
            </span>
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : current.isError ? (
          <RetryAlert title={COURIER_PAYOUT_MSG.debtReadFailed} onRetry={() => void current.refetch()}>
            {current.error.message}
          </RetryAlert>
        ) : current.data === null ? (
          <Alert>
            <AlertDescription>{COURIER_PAYOUT_MSG.nothingOwedAnyMore}</AlertDescription>
          </Alert>
        ) : (
          <AmountNow before={debt.du} now={current.data} />
        )}
        <PayoutConfirm
          ready={Boolean(now)}
          pending={pay.isPending}
          label={now ? `Payer ${formatFcfa(now.du)}` : 'Payer'}
          id="courier-payout-reference"
          hint="La référence du transfert : le livreur la verra dans ses gains."
          tooLongMessage={MSG.courierPayoutReferenceInvalid}
          error={error}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
