import type { DayRange } from '@comoe/shared/periods';
import { Download, PackageSearch } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatFcfa, plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDownloadOrdersCsv } from '../../api/download-orders-csv';
import { useVentesProduits } from '../../api/get-ventes-produits';
import { LABELS } from '@/lib/labels';

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * 'Ventes par produit' of the statistics tab, and the period's orders as a CSV file (issue 21 §4).
 * Only delivered orders count as sales, as in the revenue figure: the note says so.
 */
export function ProductSales({ entrepriseId, range }: { entrepriseId: number; range: DayRange }) {
  const ventes = useVentesProduits(entrepriseId, range);
  const csv = useDownloadOrdersCsv();
  const exportCsv = () =>
    csv.mutate(
      { entrepriseId, range },
      {
        onSuccess: (fileName) => toast.success(LABELS.csvExport, LABELS.csvDone(fileName)),
        onError: (error) =>
          toast.error(
            'Erreur',
            error instanceof ApiError && error.fromServer ? error.message : "L'export n'a pas abouti.",
          ),
      },
    );
  const data = ventes.data;

  return (
    <section
      aria-labelledby="ventes-produits"
      className="rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h3 id="ventes-produits" className="font-semibold text-stone-900">
          Ventes par produit
        </h3>
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={csv.isPending}>
          <Download aria-hidden="true" />
          {csv.isPending ? 'Export…' : 'Exporter les commandes (CSV)'}
        </Button>
      </div>
      <p className="mb-3 text-xs text-stone-600">
        Seules les commandes livrées comptent dans les ventes. L'export CSV contient toutes les commandes de
        la période, avec leur statut.
      </p>
      {ventes.isError && !data ? (
        <p role="alert" className="text-sm text-red-900">
          Impossible de charger les ventes par produit.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void ventes.refetch()}>
            Réessayer
          </button>
        </p>
      ) : !data ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : data.produits.length === 0 ? (
        <EmptyState icon={PackageSearch} title="Aucune vente livrée sur cette période" />
      ) : (
        <>
          <ul className="divide-y divide-stone-100" aria-label="Produits, du plus gros chiffre au plus petit">
            {data.produits.map((p) => (
              <li key={`${p.produitId ?? 'x'}-${p.nom}`} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-stone-900" title={p.nom}>
                    {p.nom}
                  </p>
                  <span className="mt-1 block h-1.5 rounded-full bg-stone-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-orange-500"
                      style={{ width: `${Math.max(p.part, 1)}%` }}
                    />
                  </span>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-bold text-stone-900 tabular-nums">{formatFcfa(p.chiffreAffaires)}</p>
                  <p className="text-xs text-stone-600 tabular-nums">
                    {plural(p.quantite, 'vendu')} · {percent.format(p.part)} %
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-border pt-2 text-sm font-semibold text-stone-800">
            <span>Total : {data.totalQuantite} articles</span>
            <span className="tabular-nums">{formatFcfa(data.totalChiffreAffaires)}</span>
          </p>
        </>
      )}
    </section>
  );
}
