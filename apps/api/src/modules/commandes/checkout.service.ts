import { ORDER_START } from '@comoe/shared/commandes/machine';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { Checkout, ClientOrder, Devis, DevisPanier } from '@comoe/shared/schemas/commandes';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
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
} from './commandes.repository.ts';
import { orderRef } from '@comoe/shared/commandes/reference';
import { groupesOfProduits } from '../entreprises/product-options.repository.ts';
import { lineChoices } from './line-options.ts';
import { fingerprint, linesSummary, orderRow } from './checkout-order.ts';
import { assertOpen, pricedLines, quoteFor, type PricedOrder } from './checkout-pricing.ts';

async function loadEntreprise(app: FastifyInstance, id: number): Promise<CheckoutEntreprise> {
  const e = await findCheckoutEntreprise(app.db, id);
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  return e;
}

interface PlacedOrder {
  id: string;
  at: Date;
  notice: NewNotification;
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
