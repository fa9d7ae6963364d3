import { createHash } from 'node:crypto';
import { ORDER_START } from '@comoe/shared/commandes/machine';
import { lineKey, withChoices } from '@comoe/shared/product-options';
import type { Checkout } from '@comoe/shared/schemas/commandes';
import type { OptionChoisie } from '@comoe/shared/schemas/product-options';
import type { NewCommande } from '../../db/tables/commandes.table.ts';
import type { AuthUser } from '../../types.ts';
import type { PricedOrder } from './checkout-pricing.ts';
import type { NewLine } from './commandes.repository.ts';
import { newVerificationCode } from './order-codes.ts';

// What a placed order is written as: the request's fingerprint for its idempotency key, its row,
// and the summary of its lines in the business's notice.

/** Same key, same body: a retried request is recognised; same key, other body: refused. */
export function fingerprint(input: Checkout): string {
  const items = input.items
    .map((i) => ({ ...i, options: [...i.options].sort((a, b) => a - b) }))
    .sort((a, b) => lineKey(a.produitId, a.options).localeCompare(lineKey(b.produitId, b.options)));
  return createHash('sha256')
    .update(JSON.stringify({ ...input, items }))
    .digest('hex');
}

/** The new order's row: amounts from the pricing, codes drawn now, waiting for its business. */
export function orderRow(
  user: AuthUser,
  input: Checkout,
  priced: PricedOrder,
  id: string,
  now: Date,
): NewCommande {
  const { entreprise, sousTotal, devis } = priced;
  return {
    id,
    clientId: user.id,
    entrepriseId: entreprise.id,
    villeId: entreprise.villeId,
    livreurId: null,
    statut: ORDER_START,
    sousTotal,
    fraisLivraison: devis.fraisLivraison,
    total: sousTotal + devis.fraisLivraison,
    typePaiement: input.typePaiement,
    adresseLivraison: input.adresseLivraison,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    infoSupplementaire: input.infoSupplementaire,
    distanceKm: devis.distanceKm,
    codeClient: newVerificationCode(),
    codeEntreprise: newVerificationCode(),
    preuveLivraisonUrl: null,
    createdAt: now,
    updatedAt: now,
    livreeAt: null,
    payeAt: null,
    statutAt: now,
  };
}

/** "2 × Burger (Grande, Œuf), 1 × Jus": what the business reads in its notice. */
export function linesSummary(lines: readonly NewLine[]): string {
  return lines
    .map(
      (l) =>
        `${l.quantite} × ${withChoices(l.nomProduit, l.options ? (JSON.parse(l.options) as OptionChoisie[]) : [])}`,
    )
    .join(', ');
}
