import { deliveryFee, distanceKm, DEFAULT_BASE_FEE } from '@comoe/shared/livraison';
import { refusOuverture } from '@comoe/shared/horaires/phrases';
import { MSG } from '@comoe/shared/messages';
import type { Checkout, Devis } from '@comoe/shared/schemas/commandes';
import { lineKey, priceChoice } from '@comoe/shared/product-options';
import type { GroupeOptions } from '@comoe/shared/schemas/product-options';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { ouvertureOfRow } from '../../lib/horaires-column.ts';
import type { CheckoutEntreprise } from './checkout.repository.ts';
import type { NewLine } from './commandes.repository.ts';

// Checkout's rules, on what the service read: is the business open, what the delivery costs,
// what each line costs. Nothing here reads or writes the database.

export interface PricedOrder {
  entreprise: CheckoutEntreprise;
  lines: NewLine[];
  sousTotal: number;
  devis: Devis;
}

/**
 * A business takes orders (and gives quotes) only while open: its switch, hours, closing dates
 * and pause, at this moment. The refusal says when it opens again ("Ouvre à 18 h").
 */
export function assertOpen(e: CheckoutEntreprise, now: number): void {
  const ouverture = ouvertureOfRow(e, now);
  if (ouverture.ouverteMaintenant) return;
  throw conflict(refusOuverture(ouverture, now) ?? MSG.entrepriseClosed, 'ENTREPRISE_CLOSED');
}

/**
 * Design §4: straight line business → client; unknown positions cost the base fee. A point
 * farther than `maxKm` is refused: a mistyped or forged position must not make a fortune of a fee.
 */
export function quoteFor(
  e: { latitude: number | null; longitude: number | null; fraisBase: number | null },
  to: { latitude?: number | null; longitude?: number | null },
  maxKm: number,
): Devis {
  const km =
    e.latitude != null && e.longitude != null && to.latitude != null && to.longitude != null
      ? distanceKm(
          { latitude: e.latitude, longitude: e.longitude },
          { latitude: to.latitude, longitude: to.longitude },
        )
      : null;
  if (km !== null && km > maxKm) throw badRequest(MSG.deliveryTooFar(maxKm), 'DELIVERY_TOO_FAR');
  return {
    fraisLivraison: deliveryFee(e.fraisBase ?? DEFAULT_BASE_FEE, km),
    distanceKm: km === null ? null : Math.round(km * 10) / 10,
  };
}

/**
 * One line per product and set of choices (issue 21 §3): the unit price is the product's plus
 * its options' deltas, by the shared rule the client's sheet uses; a wrong choice is refused.
 */
export function pricedLines(
  items: Checkout['items'],
  produits: ReadonlyArray<{ id: number; nom: string; prix: number }>,
  groupes: Map<number, GroupeOptions[]>,
): NewLine[] {
  const byId = new Map(produits.map((p) => [p.id, p]));
  const lines = new Map<string, NewLine>();
  for (const item of items) {
    const key = lineKey(item.produitId, item.options);
    const same = lines.get(key);
    if (same) {
      same.quantite += item.quantite;
      continue;
    }
    const p = byId.get(item.produitId)!;
    const choice = priceChoice({ ...p, groupesOptions: groupes.get(p.id) ?? [] }, item.options);
    if (!choice.ok)
      throw choice.code === 'OPTION_UNAVAILABLE'
        ? conflict(choice.message, choice.code)
        : badRequest(choice.message, choice.code);
    lines.set(key, {
      produitId: p.id,
      nomProduit: p.nom,
      prixUnitaire: choice.prixUnitaire,
      quantite: item.quantite,
      options: choice.choix.length > 0 ? JSON.stringify(choice.choix) : null,
    });
  }
  return [...lines.values()];
}
