import { KeyRound } from 'lucide-react';

/**
 * The code the client gives the courier at the door: first in an open order, so that it is on a
 * phone's first screen when the page opens (issue 22 §5), the label and the code on one line.
 */
export function OrderCode({ code }: { code: string }) {
  return (
    <div className="space-y-1 rounded-xl border border-dashed border-orange-300 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          <KeyRound className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
          Code de confirmation
        </p>
        <p data-testid="order-code" className="font-mono text-2xl font-bold tracking-[0.3em] text-stone-900">
          {code}
        </p>
      </div>
      <p className="text-xs text-stone-600">À donner au livreur à la réception de votre commande.</p>
    </div>
  );
}
