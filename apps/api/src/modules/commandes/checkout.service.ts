import { ORDER_START } from '@comoe/shared/commandes/machine';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deliveryFee, distanceKm, DEFAULT_BASE_FEE } from '@comoe/shared/livraison';
import { MSG } from '@comoe/shared/messages';
import type { Checkout, ClientOrder, Devis } from '@comoe/shared/schemas/commandes';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
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

async function loadEntreprise(app: FastifyInstance, id: number): Promise<CheckoutEntreprise> {
  const e = await findCheckoutEntreprise(app.db, id);
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  return e;
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
  const items = [...input.items].sort((a, b) => a.produitId - b.produitId);
  return createHash('sha256')
    .update(JSON.stringify({ ...input, items }))
    .digest('hex');
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
    return quoteFor(await loadEntreprise(app, entrepriseId), to, app.config.maxDeliveryKm);
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
  async function priceOrder(input: Checkout): Promise<PricedOrder> {
    const entreprise = await loadEntreprise(app, input.entrepriseId);
    if (!entreprise.ouverte) throw conflict(MSG.entrepriseClosed, 'ENTREPRISE_CLOSED');

    const quantities = new Map<number, number>();
    for (const item of input.items)
      quantities.set(item.produitId, (quantities.get(item.produitId) ?? 0) + item.quantite);
    const produits = await findOrderedProduits(app.db, [...quantities.keys()]);
    if (produits.length !== quantities.size) throw badRequest(MSG.productNotFound, 'PRODUCT_NOT_FOUND');
    if (produits.some((p) => p.entrepriseId !== entreprise.id)) {
      throw badRequest(MSG.productOtherBusiness, 'PRODUCT_OTHER_BUSINESS');
    }
    const unavailable = produits.find((p) => !p.disponible);
    if (unavailable) throw conflict(MSG.productUnavailable(unavailable.nom), 'PRODUCT_UNAVAILABLE');

    const lines = produits.map((p) => ({
      produitId: p.id,
      nomProduit: p.nom,
      prixUnitaire: p.prix,
      quantite: quantities.get(p.id) ?? 1,
    }));
    const sousTotal = lines.reduce((sum, l) => sum + l.prixUnitaire * l.quantite, 0);
    return { entreprise, lines, sousTotal, devis: quoteFor(entreprise, input, app.config.maxDeliveryKm) };
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
      corps: `Commande ${orderRef(id)} : ${lines.length} article(s), ${sousTotal + devis.fraisLivraison} FCFA.`,
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

  return { quote, placeOrder };
}
