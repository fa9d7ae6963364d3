import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import {
  MOTIF_REFUS_MAX,
  REFUSAL_OUT_OF_STOCK,
  refuseOrderSchema,
  type RefusalReason,
  type RefuseOrderInput,
} from '@comoe/shared/schemas/order-decisions';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { DecisionDialog, type OrderQuestionProps } from './decision-dialog';
import { useReason } from './use-reason';
import { FieldError, ReasonChoice } from './reason-choice';
import { REASON_REQUIRED, reasonText } from './reason-text';
import { useCheckedConfirm } from './use-checked-confirm';

/** The text sent: the reason, the owner's words for "Autre", the missing products named for a stock-out. */
function motifOf(reason: RefusalReason, other: string, missing: string[]): string {
  if (reason !== REFUSAL_OUT_OF_STOCK || missing.length === 0) return reasonText(reason, other);
  const named = `${reason} : ${missing.join(', ')}`;
  return named.length <= MOTIF_REFUS_MAX ? named : reason;
}

/**
 * "Refuser" asks first, and asks why (issue 21 §1): four reasons, "Autre" with the owner's words;
 * for a stock-out, the products of the order that are missing can be ticked: they become
 * unavailable with the refusal.
 */
export function RefuseOrderDialog({
  open,
  onOpenChange,
  order,
  reference,
  pending,
  onConfirm,
}: OrderQuestionProps<RefuseOrderInput> & { order: Pick<BusinessOrder, 'items'> }) {
  const [missing, setMissing] = useState<number[]>([]);
  const { error, setError, confirmChecked } = useCheckedConfirm(onConfirm);
  const choice = useReason(() => setError(null));
  const { reason, other } = choice;
  const errorId = useId();
  // A product deleted since the order has no id left: it cannot be marked.
  const products = [
    ...new Map(
      order.items.flatMap((item) => (item.produitId === null ? [] : [[item.produitId, item] as const])),
    ).entries(),
  ].map(([produitId, item]) => ({ produitId, nomProduit: item.nomProduit }));

  const submit = () => {
    if (reason === null) {
      setError(REASON_REQUIRED);
      return;
    }
    const stockOut = reason === REFUSAL_OUT_OF_STOCK;
    const names = products.filter((p) => missing.includes(p.produitId)).map((p) => p.nomProduit);
    confirmChecked(
      refuseOrderSchema.safeParse({
        motif: motifOf(reason, other, names),
        ...(stockOut && missing.length > 0 ? { produitsIndisponibles: missing } : {}),
      }),
    );
  };

  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="refuse-dialog"
      title={`Refuser la commande ${reference} ?`}
      description="Le client lira le motif. Il n'aura rien à payer."
      onSubmit={submit}
      confirm={{ variant: 'destructive', icon: <X aria-hidden="true" />, label: 'Refuser', pending }}
    >
      <ReasonChoice {...choice} invalid={error !== null} describedBy={error ? errorId : undefined} />

      {reason === REFUSAL_OUT_OF_STOCK && products.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-900">Produits épuisés (facultatif)</legend>
          <p className="text-xs text-stone-600">
            Ceux que vous cochez passent « Indisponible » sur votre menu.
          </p>
          {products.map((item) => (
            <label key={item.produitId} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={missing.includes(item.produitId)}
                onChange={(event) =>
                  setMissing((ids) =>
                    event.target.checked
                      ? [...ids, item.produitId]
                      : ids.filter((id) => id !== item.produitId),
                  )
                }
                className="size-5 accent-orange-600"
              />
              <span className="text-sm text-stone-900">{item.nomProduit}</span>
            </label>
          ))}
        </fieldset>
      )}

      <FieldError id={errorId} error={error} />
    </DecisionDialog>
  );
}
