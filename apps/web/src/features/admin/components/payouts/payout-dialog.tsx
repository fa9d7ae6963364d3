import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import type { PayoutMethod } from '@comoe/shared/enums';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatFcfa, formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePayOrders } from '../../api/pay-orders';
import { TEXT } from '../../texts';

export type PayoutTarget = {
  entrepriseNom: string;
  method: PayoutMethod | null;
  number: string | null;
  /** The orders to mark paid; known up front for one, fetched for a whole group. */
  ids: string[] | (() => Promise<string[]>);
  /** What they add up to (Σ part entreprise). */
  montant: number;
  nombreCommandes: number;
};

/** 'Marquer comme payé' for one order or a business's whole group, with an optional transaction reference. */
export function PayoutDialog({ target, onClose }: { target: PayoutTarget; onClose: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = usePayOrders();
  const tooLong = reference.trim().length > 100;

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      const ids = typeof target.ids === 'function' ? await target.ids() : target.ids;
      const result = await pay.mutateAsync({ ids, reference: reference.trim() || null });
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
    } finally {
      setBusy(false);
    }
  };

  const many = target.nombreCommandes > 1;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.markPaid}</DialogTitle>
          <DialogDescription>
            {many ? `${target.nombreCommandes} commandes de ` : 'Une commande de '}
            {target.entrepriseNom} : <strong className="text-stone-900">{formatFcfa(target.montant)}</strong>{' '}
            versés
            {target.method && ` par ${PAYOUT_METHOD_LABELS[target.method]}`}
            {target.number && ` au ${formatPhone(target.number)}`}.
          </DialogDescription>
        </DialogHeader>
        <Field
          id="payout-reference"
          label="Référence de la transaction (facultatif)"
          error={tooLong ? ADMIN_MSG.payoutReferenceTooLong : undefined}
          hint="La référence du transfert mobile money : l'entreprise la verra dans son historique."
        >
          <Input
            id="payout-reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            autoComplete="off"
            aria-invalid={tooLong || undefined}
          />
        </Field>
        <DialogActions error={error} onCancel={onClose}>
          <Button variant="secondary" onClick={() => void confirm()} disabled={busy || tooLong}>
            {busy ? 'Enregistrement...' : TEXT.markPaid}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
