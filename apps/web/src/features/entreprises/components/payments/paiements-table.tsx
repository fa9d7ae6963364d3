import type { Paiement } from '@comoe/shared/schemas/entreprise-reports';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { PayoutStatusBadge } from './payout-status-badge';

/** A label in front of a cell's value when the row is a card (under md); the table's head says it otherwise. */
function CardLabel({ children }: { children: string }) {
  return <span className="mr-1 text-xs font-medium text-stone-600 md:hidden">{children} :</span>;
}

/** Each delivered order as money owed: order, amount, method, status, dates; a card per row on a phone. */
export function PaiementsTable({ paiements }: { paiements: Paiement[] }) {
  return (
    // A card around the table on a wide screen; on a phone each row is its own card.
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-border md:bg-white md:shadow-sm">
      <Table stacked aria-label="Paiements">
        <TableHeader>
          <TableRow>
            <TableHead>Commande</TableHead>
            <TableHead>Montant</TableHead>
            <TableHead>Méthode</TableHead>
            <TableHead>Statut</TableHead>
            <TableHead>Date de commande</TableHead>
            <TableHead>Versement</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paiements.map((paiement) => (
            <TableRow key={paiement.commandeId} data-testid="paiement-row" className="max-md:relative">
              <TableCell className="font-mono font-bold text-orange-800">
                #{orderRef(paiement.commandeId)}
              </TableCell>
              <TableCell className="font-bold whitespace-nowrap text-stone-900 tabular-nums max-md:mt-1 max-md:text-lg">
                {formatFcfa(paiement.montant)}
              </TableCell>
              <TableCell className="max-md:mt-1">
                <CardLabel>Méthode</CardLabel>
                {paiement.methode ? PAYOUT_METHOD_LABELS[paiement.methode] : 'Non configurée'}
              </TableCell>
              <TableCell className="max-md:absolute max-md:top-3 max-md:right-3">
                <PayoutStatusBadge statut={paiement.statut} />
              </TableCell>
              <TableCell className="whitespace-nowrap max-md:mt-1">
                <CardLabel>Commande du</CardLabel>
                {formatDateTime(paiement.dateCommande)}
              </TableCell>
              <TableCell className="max-md:mt-1">
                {paiement.datePaiement ? (
                  <>
                    <CardLabel>Payé le</CardLabel>
                    <span className="whitespace-nowrap">{formatDateTime(paiement.datePaiement)}</span>
                    {paiement.reference && (
                      <span className="block text-xs text-stone-600 md:mt-0.5">
                        Réf. {paiement.reference}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-stone-600">Pas encore versé</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
