import type { Devis } from '@comoe/shared/schemas/commandes';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Loader2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFcfa } from '@/lib/format';
import { LABELS } from '@/lib/labels';

const kmFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

type OrderSummaryProps = {
  subtotal: number;
  itemCount: number;
  devis: UseQueryResult<Devis>;
  /** Why the order cannot be confirmed as it stands (sold-out line, closed business). */
  blockers: string[];
  /** The server's answer to the last confirmation, in French. */
  error: { title: string; message: string } | null;
  pending: boolean;
};

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-lg font-bold text-stone-900' : 'text-stone-700'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function DeliveryFee({ devis }: { devis: UseQueryResult<Devis> }) {
  if (devis.isPending) return <Skeleton className="inline-block h-5 w-20 align-middle" />;
  if (devis.isError) return <span className="text-destructive">Indisponible</span>;
  return (
    <span className={devis.isPlaceholderData ? 'text-stone-400' : undefined} data-testid="checkout-frais">
      {formatFcfa(devis.data.fraisLivraison)}
    </span>
  );
}

function distanceNote(devis: Devis): string {
  return devis.distanceKm === null
    ? 'Tarif de base : partagez votre position pour un calcul à la distance.'
    : `Distance estimée : ${kmFormat.format(devis.distanceKm)} km`;
}

/** The figures the server will charge, shown before the client commits to them. */
export function OrderSummary({ subtotal, itemCount, devis, blockers, error, pending }: OrderSummaryProps) {
  const quoteReady = devis.isSuccess && !devis.isPlaceholderData;
  const canConfirm = quoteReady && blockers.length === 0 && !pending;

  return (
    <section aria-labelledby="checkout-recap" className="space-y-4">
      <h2 id="checkout-recap" className="text-xl font-bold text-stone-900">
        Récapitulatif
      </h2>
      <dl className="space-y-2">
        <Row label={`Sous-total (${itemCount} ${itemCount > 1 ? 'articles' : 'article'})`}>
          <span data-testid="checkout-sous-total">{formatFcfa(subtotal)}</span>
        </Row>
        <Row label={LABELS.deliveryFee}>
          <DeliveryFee devis={devis} />
        </Row>
        {devis.isSuccess && (
          <p className="flex items-center gap-1.5 text-xs text-stone-600">
            {devis.isFetching && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
            {devis.isPlaceholderData
              ? 'Mise à jour des frais pour votre nouvelle position…'
              : distanceNote(devis.data)}
          </p>
        )}
        <div className="border-t border-stone-200 pt-3">
          <Row label="Total à payer" strong>
            {devis.isSuccess ? (
              <span
                className={devis.isPlaceholderData ? 'text-stone-400' : undefined}
                data-testid="checkout-total"
              >
                {formatFcfa(subtotal + devis.data.fraisLivraison)}
              </span>
            ) : (
              <Skeleton className="inline-block h-6 w-24 align-middle" />
            )}
          </Row>
        </div>
      </dl>

      {/* A closed business's quote is refused with the very sentence the blockers show: said once. */}
      {devis.isError && !blockers.includes(devis.error.message) && (
        <RetryAlert
          title="Impossible de calculer les frais de livraison."
          onRetry={() => void devis.refetch()}
          icon={<CircleAlert aria-hidden="true" />}
          compact
        >
          {devis.error.message}
        </RetryAlert>
      )}

      {blockers.length > 0 && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Votre panier ne peut pas être commandé tel quel.</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      {error && (
        <Alert variant="destructive" data-testid="checkout-error">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{error.title}</AlertTitle>
          <AlertDescription>
            <p>{error.message}</p>
          </AlertDescription>
        </Alert>
      )}

      <Button type="submit" size="lg" className="w-full" disabled={!canConfirm}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? 'Envoi de la commande...' : 'Confirmer la commande'}
      </Button>
      <p className="flex items-start gap-1.5 text-xs text-stone-600">
        <ShieldCheck className="mt-px size-4 shrink-0 text-green-700" aria-hidden="true" />
        Connexion coupée ? Réessayez sans crainte : votre commande ne sera enregistrée qu'une fois.
      </p>
    </section>
  );
}
