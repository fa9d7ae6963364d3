import { ORDER_START } from '@comoe/shared/commandes/machine';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deliveryFee, distanceKm, DEFAULT_BASE_FEE } from '@comoe/shared/livraison';
import { refusOuverture } from '@comoe/shared/horaires/phrases';
import { MSG } from '@comoe/shared/messages';
import type { Checkout, ClientOrder, Devis, DevisPanier } from '@comoe/shared/schemas/commandes';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ouvertureOfRow } from '../../lib/horaires-column.ts';
import type { NewCommande } from '../../db/tables/commandes.table.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import {
  findCheckoutEntreprise,
  findOrderedProduits,
  type CheckoutEntreprise,
} from './checkout.repository.ts';
import { clientOrders } from './client-orders.ts';
import {
  findIdempotencyKey,
  insertIdempotencyKey,
  insertOrder,
  recordTransition,
  type NewLine,
} from './commandes.repository.ts';
import { newVerificationCode } from './order-codes.ts';
import { orderRef } from '@comoe/shared/commandes/reference';
import { lineKey, priceChoice, withChoices } from '@comoe/shared/product-options';
import type { GroupeOptions, OptionChoisie } from '@comoe/shared/schemas/product-options';
import { groupesOfProduits } from '../entreprises/product-options.repository.ts';
import { lineChoices } from './line-options.ts';

async function loadEntreprise(app: FastifyInstance, id: number): Promise<CheckoutEntreprise> {
  const e = await findCheckoutEntreprise(app.db, id);
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  return e;
}

/**
 * A business takes orders (and gives quotes) only while open: its switch, hours, closing dates
 * and pause, at this moment. The refusal says when it opens again ("Ouvre à 18 h").
 */
function assertOpen(e: CheckoutEntreprise, now: number): void {
  const ouverture = ouvertureOfRow(e, now);
  if (ouverture.ouverteMaintenant) return;
  throw conflict(refusOuverture(ouverture, now) ?? MSG.entrepriseClosed, 'ENTREPRISE_CLOSED');
}

/**
 * Design §4: straight line business → client; unknown positions cost the base fee. A point
 * farther than `maxKm` is refused: a mistyped or forged position must not make a fortune of a fee.
 */
function quoteFor(
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

/** Same key, same body: a retried request is recognised; same key, other body: refused. */
function fingerprint(input: Checkout): string {
  const items = input.items
    .map((i) => ({ ...i, options: [...i.options].sort((a, b) => a - b) }))
    .sort((a, b) => lineKey(a.produitId, a.options).localeCompare(lineKey(b.produitId, b.options)));
  return createHash('sha256')
    .update(JSON.stringify({ ...input, items }))
    .digest('hex');
}

/**
 * One line per product and set of choices (issue 21 §3): the unit price is the product's plus
 * its options' deltas, by the shared rule the client's sheet uses; a wrong choice is refused.
 */
function pricedLines(
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

/** "2 × Burger (Grande, Œuf), 1 × Jus": what the business reads in its notice. */
function linesSummary(lines: readonly NewLine[]): string {
  return lines
    .map(
      (l) =>
        `${l.quantite} × ${withChoices(l.nomProduit, l.options ? (JSON.parse(l.options) as OptionChoisie[]) : [])}`,
    )
    .join(', ');
}

interface PricedOrder {
  entreprise: CheckoutEntreprise;
  lines: NewLine[];
  sousTotal: number;
  devis: Devis;
}

interface PlacedOrder {
  id: string;
  at: Date;
  notice: NewNotification;
}

/** The new order's row: amounts from the pricing, codes drawn now, waiting for its business. */
function orderRow(user: AuthUser, input: Checkout, priced: PricedOrder, id: string, now: Date): NewCommande {
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

export function createCheckoutService(app: FastifyInstance) {
  async function quote(entrepriseId: number, to: { latitude?: number; longitude?: number }): Promise<Devis> {
    const entreprise = await loadEntreprise(app, entrepriseId);
    assertOpen(entreprise, app.clock());
    return quoteFor(entreprise, to, app.config.maxDeliveryKm);
  }

  async function replay(user: AuthUser, key: string, print: string): Promise<ClientOrder | null> {
    const existing = await findIdempotencyKey(app.db, user.id, key);
    if (!existing) return null;
    if (existing.empreinte !== print) throw new AppError(422, 'IDEMPOTENCY_REUSED', MSG.idempotencyKeyReused);
    const [order] = await clientOrders(app.db, user.id, { id: existing.commandeId, limit: 1 });
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  }

  /** Prices the order from the database only: names, prices and availability, then the fee. */
  async function priceOrder(
    input: Pick<Checkout, 'entrepriseId' | 'items' | 'latitude' | 'longitude'>,
  ): Promise<PricedOrder> {
    const entreprise = await loadEntreprise(app, input.entrepriseId);
    assertOpen(entreprise, app.clock());

    const produitIds = [...new Set(input.items.map((i) => i.produitId))];
    // Products and their options are read together: one consistent view of the menu.
    const { produits, groupes } = await app.db.transaction().execute(async (trx) => ({
      produits: await findOrderedProduits(trx, produitIds),
      groupes: await groupesOfProduits(trx, produitIds),
    }));
    if (produits.length !== produitIds.length) throw badRequest(MSG.productNotFound, 'PRODUCT_NOT_FOUND');
    if (produits.some((p) => p.entrepriseId !== entreprise.id)) {
      throw badRequest(MSG.productOtherBusiness, 'PRODUCT_OTHER_BUSINESS');
    }
    const unavailable = produits.find((p) => !p.disponible);
    if (unavailable) throw conflict(MSG.productUnavailable(unavailable.nom), 'PRODUCT_UNAVAILABLE');

    const lines = pricedLines(input.items, produits, groupes);
    const sousTotal = lines.reduce((sum, l) => sum + l.prixUnitaire * l.quantite, 0);
    return { entreprise, lines, sousTotal, devis: quoteFor(entreprise, input, app.config.maxDeliveryKm) };
  }

  /** The cart as checkout would charge it, refused for the same reasons; nothing is written. */
  async function quoteCart(
    input: Pick<Checkout, 'entrepriseId' | 'items' | 'latitude' | 'longitude'>,
  ): Promise<DevisPanier> {
    const { lines, sousTotal, devis } = await priceOrder(input);
    return {
      ...devis,
      sousTotal,
      total: sousTotal + devis.fraisLivraison,
      lignes: lines.map((l) => ({ ...l, options: lineChoices(l.options) })),
    };
  }

  /** The order, its first transition, the business's notice and the idempotency key: all or nothing. */
  async function writeOrder(
    user: AuthUser,
    input: Checkout,
    priced: PricedOrder,
    idempotency: { key: string; print: string } | null,
  ): Promise<PlacedOrder> {
    const { entreprise, lines, sousTotal, devis } = priced;
    const id = randomUUID();
    const now = new Date();
    const notice: NewNotification = {
      utilisateurId: entreprise.utilisateurId,
      titre: MSG.newOrderTitle,
      corps: `${MSG.newOrderNotice(
        orderRef(id),
        lines.reduce((n, l) => n + l.quantite, 0),
        sousTotal + devis.fraisLivraison,
      )} ${linesSummary(lines)}.`,
      commandeId: id,
    };
    await app.db.transaction().execute(async (trx) => {
      await insertOrder(trx, orderRow(user, input, priced, id, now), lines);
      await recordTransition(trx, {
        commandeId: id,
        deStatut: null,
        versStatut: ORDER_START,
        acteurId: user.id,
        acteurRole: user.role,
      });
      await app.notifier.store(trx, [notice], now);
      if (idempotency)
        await insertIdempotencyKey(trx, {
          utilisateurId: user.id,
          cle: idempotency.key,
          empreinte: idempotency.print,
          commandeId: id,
        });
    });
    return { id, at: now, notice };
  }

  /** Once committed: the live events, then the push of the stored notice. */
  async function publishOrder(user: AuthUser, entreprise: CheckoutEntreprise, placed: PlacedOrder) {
    const { id: commandeId, notice } = placed;
    const at = placed.at.toISOString();
    await Promise.all([
      app.events.publish({
        audience: { users: [entreprise.utilisateurId], admins: true },
        data: { type: 'commande.nouvelle', commandeId, entrepriseId: entreprise.id, at },
      }),
      app.events.publish({
        audience: { users: [user.id, entreprise.utilisateurId] },
        data: { type: 'commande.statut', commandeId, statut: ORDER_START, at },
      }),
    ]).catch((err: unknown) => app.log.error({ err }, 'publication'));
    await app.notifier.deliver([notice]);
  }

  /** Places an order, or answers the one this idempotency key already placed. */
  async function placeOrder(
    user: AuthUser,
    input: Checkout,
    key: string | null,
  ): Promise<{ order: ClientOrder; replayed: boolean }> {
    const print = fingerprint(input);
    if (key) {
      const previous = await replay(user, key, print);
      if (previous) return { order: previous, replayed: true };
    }
    const priced = await priceOrder(input);
    let placed: PlacedOrder;
    try {
      placed = await writeOrder(user, input, priced, key ? { key, print } : null);
    } catch (err) {
      // The same key sent twice at once: the first insert wins, the second answers its order.
      if (key && isUniqueViolation(err)) {
        const previous = await replay(user, key, print);
        if (previous) return { order: previous, replayed: true };
      }
      throw err;
    }
    await publishOrder(user, priced.entreprise, placed);

    const [order] = await clientOrders(app.db, user.id, { id: placed.id, limit: 1 });
    if (!order) throw notFound(MSG.orderNotFound);
    return { order, replayed: false };
  }

  return { quote, quoteCart, placeOrder };
}
