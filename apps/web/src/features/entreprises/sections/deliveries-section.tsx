import { MSG } from '@comoe/shared/messages';
import { History, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useLivraisons, type LivraisonEtat } from '../api/get-livraisons';
import { DeliveryCard } from '../components/deliveries/delivery-card';
import { DeliveryDialog } from '../components/deliveries/delivery-dialog';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { LazyOrderDetailsDialog as OrderDetailsDialog } from '../components/order-details/lazy-order-details-dialog';
import { SectionHeader } from '@/components/section-header';
import type { SectionProps } from './section-props';
import { LABELS } from '@/lib/labels';

const TITLES: Record<LivraisonEtat, string> = {
  'en-cours': 'Livraisons en cours',
  historique: LABELS.deliveryHistory,
};

/** Orders a courier took: those on the road, or the past ones, toggled by one button (spec part 2 §2). */
export function DeliveriesSection({ entreprise }: SectionProps) {
  const [etat, setEtat] = useState<LivraisonEtat>('en-cours');
  const livraisons = useLivraisons(entreprise.id, etat);
  const [managedId, setManagedId] = useState<string | null>(null);
  // Looked up in the list, so the dialog follows a refetch.
  const managed = livraisons.data?.content.find((l) => l.id === managedId) ?? null;
  const [orderId, setOrderId] = useState<string | null>(null);

  useEffect(() => {
    if (livraisons.isError) toast.error('Erreur', MSG.deliveriesLoadFailed);
  }, [livraisons.isError]);

  const other: LivraisonEtat = etat === 'en-cours' ? 'historique' : 'en-cours';
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={TITLES[etat]}>
        <Button variant="outline" onClick={() => setEtat(other)}>
          {other === 'historique' ? <History aria-hidden="true" /> : <Truck aria-hidden="true" />}
          {TITLES[other]}
        </Button>
      </SectionHeader>
      {livraisons.isPending ? (
        <ListSkeleton rows={3} className="h-24 rounded-xl" />
      ) : livraisons.isError ? (
        <ErrorState message={MSG.deliveriesLoadFailed} onRetry={() => void livraisons.refetch()} />
      ) : livraisons.data.content.length === 0 ? (
        <EmptyState icon={Truck} title="Aucune livraison pour l'instant." />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {livraisons.data.content.map((livraison) => (
            <DeliveryCard
              key={livraison.id}
              livraison={livraison}
              onOrder={() => setOrderId(livraison.commande.id)}
              onManage={() => setManagedId(livraison.id)}
            />
          ))}
        </div>
      )}
      <DeliveryDialog
        livraison={managed}
        entrepriseId={entreprise.id}
        onClose={() => setManagedId(null)}
        onOrder={setOrderId}
      />
      <OrderDetailsDialog entrepriseId={entreprise.id} orderId={orderId} onClose={() => setOrderId(null)} />
    </div>
  );
}
