import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import type { PayoutMethod } from '@comoe/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatFcfa, formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePayOrders } from '../../api/pay-orders';
import { adminKeys } from '../../api/query-keys';
import { TEXT } from '../../texts';
import { AmountChangedAlert, PayoutConfirm } from './payout-parts';

/** An order still owed, as read again when the dialog opens. */
export type OwedOrder = { id: string; montant: number };

export type PayoutTarget = {
  entrepriseNom: string;
  method: PayoutMethod | null;
  number: string | null;
  /** Names what is paid (one order, or a business's group on a range), for the re-read's cache. */
  key: string;
  /** Reads the orders still owed now: the list may be minutes old, another admin may have paid. */
  load: () => Promise<OwedOrder[]>;
  /** What the list showed (Σ part entreprise), compared with what the re-read finds. */
  montant: number;
  nombreCommandes: number;
};

/** 'Marquer comme payé' for one order or a business's whole group, with an optional transaction reference. */
export function PayoutDialog({ target, onClose }: { target: PayoutTarget; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const pay = usePayOrders();
  const owed = useQuery({
    queryKey: [...adminKeys.allPayouts, 'dialog', target.key],
    queryFn: target.load,
    staleTime: 0,
    gcTime: 0,
  });
  const orders = owed.data ?? [];
  const montant = orders.reduce((sum, o) => sum + o.montant, 0);

  const confirm = async (reference: string | null) => {
    setError(null);
    try {
      const result = await pay.mutateAsync({
        ids: orders.map((o) => o.id),
        reference,
      });
      if (result.payees.length > 0) {
        toast.success(
          ADMIN_MSG.payoutDone,
          `${formatFcfa(result.montantTotal)} pour ${target.entrepriseNom}.`,
        );
      }
      const [refused] = result.refusees;
      if (refused) {
        toast.error(
          ADMIN_MSG.operationFailed,
          `${result.refusees.length} commande(s) non versée(s) : ${refused.message}`,
        );
      }
      onClose();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : ADMIN_MSG.operationFailed;
      setError(message);
      toast.error(ADMIN_MSG.operationFailed, message);
    }
  };

  const count = owed.isSuccess ? orders.length : target.nombreCommandes;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.markPaid}</DialogTitle>
          <DialogDescription>
            {count > 1 ? `${count} commandes de ` : 'Une commande de '}
            {target.entrepriseNom} :{' '}
            <strong className="text-stone-900" data-testid="payout-dialog-montant">
              {owed.isSuccess ? formatFcfa(montant) : '…'}
            </strong>{' '}
            versés
            {target.method && ` par ${PAYOUT_METHOD_LABELS[target.method]}`}
            {target.number && ` au ${formatPhone(target.number)}`}.
          </DialogDescription>
        </DialogHeader>
        {owed.isError && (
          <RetryAlert title={ADMIN_MSG.payoutRereadFailed} onRetry={() => void owed.refetch()}>
            {owed.error.message}
          </RetryAlert>
        )}
        {owed.isSuccess && orders.length === 0 && (
          <Alert role="status">
            <AlertDescription>{ADMIN_MSG.payoutNothingLeft}</AlertDescription>
          </Alert>
        )}
        {orders.length > 0 && <AmountChangedAlert before={target.montant} now={montant} />}
        <PayoutConfirm
          ready={owed.isSuccess && orders.length > 0}
          pending={pay.isPending}
          label={TEXT.markPaid}
          id="payout-reference"
          hint="La référence du transfert mobile money : l'entreprise la verra dans son historique."
          tooLongMessage={ADMIN_MSG.payoutReferenceTooLong}
          error={error}
          onCancel={onClose}
          onConfirm={(reference) => void confirm(reference)}
        />
      </DialogContent>
    </Dialog>
  );
}
