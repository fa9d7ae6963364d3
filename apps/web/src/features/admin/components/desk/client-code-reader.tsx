import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReadClientCode } from '../../api/read-client-code';
import { TEXT } from '../../texts';

/**
 * Issue 34: an order on its way whose client is deactivated (she cannot sign in to read her code):
 * the admin reads it to her by phone. Read only when asked, each read journaled.
 */
export function ClientCodeReader({ orderId }: { orderId: string }) {
  const read = useReadClientCode();
  return (
    <section aria-labelledby="desk-client-code" className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm">
      <h3 id="desk-client-code" className="font-semibold text-amber-900">
        {DESK_MSG.clientDisabled}
      </h3>
      <p className="text-stone-700">
        Le client ne peut plus lire son code de livraison. Appelez-le et lisez-le-lui : chaque lecture est
        inscrite au journal.
      </p>
      {read.data ? (
        <p className="font-mono text-3xl font-bold tracking-[0.3em] text-stone-900" aria-live="polite">
          {read.data.code}
        </p>
      ) : (
        <Button size="sm" variant="outline" onClick={() => read.mutate(orderId)} disabled={read.isPending}>
          <KeyRound aria-hidden="true" />
          {TEXT.readClientCode}
        </Button>
      )}
      {read.error && (
        <p role="alert" className="font-medium text-destructive">
          {read.error.message}
        </p>
      )}
    </section>
  );
}
