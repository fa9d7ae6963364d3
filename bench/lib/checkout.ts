// The checkout bench's side in the main thread: the demo client's cart, the ledger of what the
// load thread sent and heard (see checkout-keys.ts), and the database check that follows.
import { fileURLToPath } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import type { Request } from 'autocannon';
import type { CheckoutInput } from '@comoe/shared/schemas/commandes';
import type { Database } from '../../apps/api/src/db/database.ts';
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo.ts';
import { CHECKOUT_CHANNEL, CYCLE_LENGTH, newIdempotencyKey, type CheckoutEvent } from './checkout-keys.ts';
import type { LoadRequest } from './load.ts';

const DEMO_BUSINESS = 'Chez Tantie Awa';
const DEMO_CLIENT = DEMO_ACCOUNTS.find((a) => a.role === 'CLIENT')!;
const CART_SIZE = 3;

const SETUP_REQUEST = fileURLToPath(new URL('./checkout-keys.setup-request.cts', import.meta.url));
const ON_RESPONSE = fileURLToPath(new URL('./checkout-keys.on-response.cts', import.meta.url));

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function logIn(baseUrl: string, telephone: string, motDePasse: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ telephone, motDePasse }),
  });
  if (!res.ok) throw new Error(`Connexion de ${telephone} : ${res.status}.`);
  return ((await res.json()) as { token: string }).token;
}

export interface DemoCart {
  entrepriseId: number;
  clientToken: string;
  body: CheckoutInput;
}

/** The demo client's cart at the demo business: its first available products, read from the database. */
export async function demoCart(baseUrl: string, db: Database): Promise<DemoCart> {
  const entreprise = await db
    .selectFrom('entreprises')
    .select(['id', 'latitude', 'longitude'])
    .where('nom', '=', DEMO_BUSINESS)
    .executeTakeFirst();
  if (!entreprise) throw new Error(`L'entreprise de démonstration « ${DEMO_BUSINESS} » manque.`);
  const produits = await db
    .selectFrom('produits')
    .select('id')
    .where('entrepriseId', '=', entreprise.id)
    .where('disponible', '=', true)
    .orderBy('id')
    .limit(CART_SIZE)
    .execute();
  if (produits.length < 2) throw new Error(`« ${DEMO_BUSINESS} » a moins de 2 produits disponibles.`);
  return {
    entrepriseId: entreprise.id,
    clientToken: await logIn(baseUrl, DEMO_CLIENT.telephone, DEMO_CLIENT.motDePasse),
    body: {
      entrepriseId: entreprise.id,
      items: produits.map((p, i) => ({ produitId: p.id, quantite: 1 + (i % 2) })),
      typePaiement: 'ESPECES',
      adresseLivraison: 'Quartier France, maison jaune après la pharmacie',
      latitude: (entreprise.latitude ?? 5.2118) + 0.004,
      longitude: (entreprise.longitude ?? -3.7388) - 0.003,
      infoSupplementaire: 'Mesure de charge',
    },
  };
}

/** The checkout as autocannon sends it: same body each time, keys set in the load thread. */
export function checkoutLoad(cart: DemoCart): LoadRequest {
  const requests: Request[] = Array.from({ length: CYCLE_LENGTH }, () => ({
    setupRequest: SETUP_REQUEST,
    onResponse: ON_RESPONSE,
  }));
  return {
    method: 'POST',
    headers: { ...bearer(cart.clientToken), 'content-type': 'application/json' },
    body: JSON.stringify(cart.body),
    requests,
  };
}

interface KeyRecord {
  sent: number;
  retries: number;
  statuses: number[];
  orderIds: Set<string>;
  replayed: number;
}

/** Every key the load thread sent and every answer it heard, whatever the run. */
export class CheckoutLedger {
  readonly keys = new Map<string, KeyRecord>();
  private readonly channel = new BroadcastChannel(CHECKOUT_CHANNEL);

  constructor() {
    this.channel.onmessage = (event) => this.record((event as { data: CheckoutEvent }).data);
    // The channel must not keep the process alive once the bench is done.
    this.channel.unref();
  }

  record(e: CheckoutEvent): void {
    let k = this.keys.get(e.key);
    if (!k) {
      k = { sent: 0, retries: 0, statuses: [], orderIds: new Set(), replayed: 0 };
      this.keys.set(e.key, k);
    }
    if (e.kind === 'sent') {
      k.sent += 1;
      if (e.retry) k.retries += 1;
    } else {
      k.statuses.push(e.status);
      if (e.orderId) k.orderIds.add(e.orderId);
      if (e.replayed) k.replayed += 1;
    }
  }

  close(): void {
    this.channel.close();
  }
}

/** One checkout outside the load, recorded in the ledger: a broken cart fails here, clearly. */
export async function checkoutOnce(baseUrl: string, cart: DemoCart, ledger: CheckoutLedger): Promise<void> {
  const key = newIdempotencyKey();
  ledger.record({ kind: 'sent', key, retry: false });
  const res = await fetch(`${baseUrl}/api/commandes`, {
    method: 'POST',
    headers: { ...bearer(cart.clientToken), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(cart.body),
  });
  const text = await res.text();
  const orderId = res.ok ? ((JSON.parse(text) as { id?: string }).id ?? null) : null;
  ledger.record({ kind: 'answer', key, status: res.status, orderId, replayed: false });
  if (res.status !== 201)
    throw new Error(`POST /api/commandes répond ${res.status} avant la charge : ${text}`);
}

/**
 * autocannon stops by dropping its connections: the requests then in flight still run to
 * their end on the server. Waits until the number of orders stops moving (5 s at most).
 */
export async function waitForQuiet(db: Database): Promise<void> {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('commandes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let last = -1;
  let stable = 0;
  for (let i = 0; i < 50 && stable < 3; i++) {
    const n = await count();
    stable = n === last ? stable + 1 : 0;
    last = n;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface OrdersCheck {
  pass: boolean;
  orders: number;
  keysSent: number;
  requestsSent: number;
  retriesSent: number;
  answeredOk: number;
  replayedAnswers: number;
  /** Keys whose answers were all errors. */
  answeredErrorOnly: number;
  /** Keys cut at the end of a run, never answered: their order may or may not exist. */
  unanswered: number;
  unansweredWithOrder: number;
  problems: string[];
}

/**
 * The database after the load, against what the client saw: one order per key answered 2xx
 * (plus those cut unanswered whose order went through), one key row per order, every 2xx answer
 * of a key naming the same order, and each order with its lines and a sub-total that adds up.
 * The database holds no other orders: it was created for this run.
 */
export async function checkOrders(
  db: Database,
  ledger: CheckoutLedger,
  cart: DemoCart,
): Promise<OrdersCheck> {
  const orders = await db
    .selectFrom('commandes')
    .select(['id', 'clientId', 'entrepriseId', 'sousTotal'])
    .execute();
  const keyRows = await db
    .selectFrom('clesIdempotence')
    .select(['cle', 'commandeId', 'utilisateurId'])
    .execute();
  const lines = await db
    .selectFrom('lignesCommande')
    .select((eb) => [
      'commandeId',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb('prixUnitaire', '*', eb.ref('quantite'))).as('sum'),
    ])
    .groupBy('commandeId')
    .execute();

  const problems: string[] = [];
  const note = (count: number, what: string) => {
    if (count > 0) problems.push(`${count} ${what}`);
  };

  const orderByKey = new Map(keyRows.map((k) => [k.cle, k.commandeId]));
  const keysPerOrder = new Map<string, number>();
  for (const k of keyRows) keysPerOrder.set(k.commandeId, (keysPerOrder.get(k.commandeId) ?? 0) + 1);
  const linesByOrder = new Map(lines.map((l) => [l.commandeId, l]));

  note(orders.filter((o) => (keysPerOrder.get(o.id) ?? 0) === 0).length, 'commande(s) sans clé');
  note([...keysPerOrder.values()].filter((n) => n > 1).length, 'commande(s) à plusieurs clés');
  note(keyRows.filter((k) => !ledger.keys.has(k.cle)).length, 'clé(s) jamais envoyée(s)');
  note(
    orders.filter((o) => o.entrepriseId !== cart.entrepriseId).length,
    "commande(s) d'une autre entreprise",
  );
  note(
    orders.filter((o) => {
      const l = linesByOrder.get(o.id);
      return !l || Number(l.n) !== cart.body.items.length;
    }).length,
    'commande(s) sans toutes leurs lignes',
  );
  note(
    orders.filter((o) => Number(linesByOrder.get(o.id)?.sum) !== o.sousTotal).length,
    'sous-total(s) faux',
  );

  let requestsSent = 0;
  let retriesSent = 0;
  let answeredOk = 0;
  let replayedAnswers = 0;
  let answeredErrorOnly = 0;
  let unanswered = 0;
  let unansweredWithOrder = 0;
  let lost = 0;
  let errorButCreated = 0;
  let mismatched = 0;
  for (const [key, k] of ledger.keys) {
    requestsSent += k.sent;
    retriesSent += k.retries;
    replayedAnswers += k.replayed;
    const inDb = orderByKey.get(key);
    const ok = k.statuses.some((s) => s >= 200 && s < 300);
    if (ok) {
      answeredOk += 1;
      if (!inDb) lost += 1;
      else if (k.orderIds.size !== 1 || !k.orderIds.has(inDb)) mismatched += 1;
    } else if (k.statuses.length > 0) {
      answeredErrorOnly += 1;
      if (inDb) errorButCreated += 1;
    } else {
      unanswered += 1;
      if (inDb) unansweredWithOrder += 1;
    }
  }
  note(lost, 'clé(s) répondue(s) 2xx sans commande (perdues)');
  note(mismatched, 'clé(s) dont les réponses nomment une autre commande (doublons)');
  note(errorButCreated, 'clé(s) répondue(s) en erreur mais commande créée');
  const expected = answeredOk + unansweredWithOrder;
  if (orders.length !== expected) problems.push(`${orders.length} commandes pour ${expected} attendues`);

  return {
    pass: problems.length === 0,
    orders: orders.length,
    keysSent: ledger.keys.size,
    requestsSent,
    retriesSent,
    answeredOk,
    replayedAnswers,
    answeredErrorOnly,
    unanswered,
    unansweredWithOrder,
    problems,
  };
}
