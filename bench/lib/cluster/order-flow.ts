// The steady flow of orders, each through every state as its three parties move it, through
// Caddy: the client's checkout with an Idempotency-Key (sent again with the same key until
// answered, as the app's checkout does), the business accepts, a courier of the city takes the
// mission, the business reads the pickup code and marks it ready, the courier picks it up and
// delivers it with the client's code and a photo (both with a key, as the courier's offline
// queue sends them). Every move carries an Idempotency-Key, as the web app's api client gives
// one to every state-changing call, and a move cut by the network or answered 502/503 is sent
// once more with it after RESEND_MS, as that client does: what fails after that resend is what
// the user sees. The user then tries again (every RETRY_MS, same key) so that the order goes on;
// a 409 after a cut means the first attempt went through, which the business's view confirms.
import { BUSINESS_MOVE_PATHS } from '@comoe/shared/commandes/business-moves';
import type { OrderStatus } from '@comoe/shared/enums';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { MSG } from '@comoe/shared/messages';
import { multipart } from '../../../apps/api/test/helpers/factories.ts';
import { newIdempotencyKey } from '../checkout-keys.ts';
import type { Acknowledged } from '../crash-check.ts';
import type { Business, City, Person } from './accounts.ts';
import { isCut, type Answer, type Requests } from './requests.ts';

/** apps/web/src/lib/api-client.ts's RESEND_WAIT_MS: the app's own resend of a cut move. */
const RESEND_MS = 500;
/** The user trying again after the app's resend failed too. */
const RETRY_MS = 250;
/** A move not through after this long is abandoned (and the order left where it is). */
const GIVE_UP_MS = 30_000;
/** Time a person takes between two moves of the same order. */
const THINK_MS = [100, 400] as const;

/** The wait before asking again about a key whose first send is still being handled. */
const IN_PROGRESS_RETRY_MS = 1_000;

const inProgress = (a: Answer) => a.status === 409 && a.body.includes(MSG.idempotencyInProgress);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface SendOptions {
  body?: () => { body: Buffer | string; headers: Record<string, string> };
  key?: string;
  /** A move: after a cut, its 409 may mean it was made (checked by the caller). */
  move?: boolean;
}

export class OrderFlow {
  /** `<order id>:<status>` → when the move to it was first sent (performance.now()). */
  readonly movedAt = new Map<string, number>();
  readonly acked: Acknowledged = { byKey: new Map(), lineCount: 2 };
  readonly stuck: string[] = [];
  placed = 0;
  delivered = 0;
  readonly #running = new Set<Promise<void>>();
  readonly #missions = new Map<number, number>();
  #stopping = false;

  constructor(
    private readonly requests: Requests,
    private readonly cities: City[],
    private readonly proof: Buffer,
  ) {}

  /** Starts `perSecond` orders a second, spread over the cities, until `stop()`. */
  run(perSecond: number): void {
    const tick = async () => {
      while (!this.#stopping) {
        const order = this.#order().catch((err: unknown) => {
          this.stuck.push((err as Error).message);
        });
        this.#running.add(order);
        void order.finally(() => this.#running.delete(order));
        await sleep((1000 / perSecond) * (0.5 + Math.random()));
      }
    };
    void tick();
  }

  /** No new order; those under way go to their end. */
  async stop(): Promise<void> {
    this.#stopping = true;
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  /** Sends until an answer the phone can act on, or gives up. */
  async #until(
    who: Person,
    what: string,
    method: string,
    path: string,
    opts: SendOptions = {},
  ): Promise<{ answer: Answer; retried: boolean; sentAt: number }> {
    const sentAt = performance.now();
    // The same bytes each time, as a phone's queue resends them: a new multipart boundary would
    // be another request for the idempotency check.
    const form = opts.body?.();
    for (let attempt = 0; ; attempt++) {
      const answer = await this.requests.send(who, what, method, path, {
        ...(form ? { body: form.body } : {}),
        headers: { ...form?.headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
        // After a cut, the move may have been made, or still be under way: the 409 that says so is expected.
        expected: attempt > 0 ? [409] : [],
        resentIfCut: attempt === 0,
      });
      if (answer && attempt > 0 && inProgress(answer)) {
        // "Réessayez dans quelques secondes": the first send of this key has not finished.
        if (performance.now() - sentAt > GIVE_UP_MS)
          throw new Error(`${what} : toujours en cours après ${GIVE_UP_MS} ms`);
        await sleep(IN_PROGRESS_RETRY_MS);
        continue;
      }
      if (answer && answer.status < 500) {
        if (answer.status >= 400 && !(opts.move && attempt > 0 && answer.status === 409))
          throw new Error(`${what} : ${answer.status} ${answer.body.slice(0, 200)}`);
        return { answer, retried: attempt > 0, sentAt };
      }
      if (performance.now() - sentAt > GIVE_UP_MS)
        throw new Error(`${what} : abandonné après ${attempt + 1} essais`);
      await sleep(attempt === 0 && isCut(answer?.status ?? null) ? RESEND_MS : RETRY_MS);
    }
  }

  async #businessView(b: Business, id: string) {
    const { answer } = await this.#until(
      b,
      'commande (entreprise)',
      'GET',
      `/api/entreprises/${b.entrepriseId}/orders/${id}`,
    );
    return JSON.parse(answer.body) as { statut: OrderStatus; codeEntreprise: string };
  }

  /** A move answered `{ statut }`, or a 409 after a cut that the business's view confirms. */
  async #move(
    who: Person,
    b: Business,
    id: string,
    to: OrderStatus,
    what: string,
    method: string,
    path: string,
    opts: SendOptions = {},
  ) {
    const r = await this.#until(who, what, method, path, { ...opts, move: true });
    this.movedAt.set(`${id}:${to}`, r.sentAt);
    if (r.answer.status === 409) {
      const seen = await this.#businessView(b, id);
      if (seen.statut !== to) throw new Error(`${what} : 409 et la commande est ${seen.statut}`);
    }
  }

  async #courier(city: City): Promise<Person> {
    for (;;) {
      const free = city.couriers.filter((c) => (this.#missions.get(c.id) ?? 0) < MAX_MISSIONS_IN_PROGRESS);
      if (free.length > 0) {
        const c = pick(free);
        this.#missions.set(c.id, (this.#missions.get(c.id) ?? 0) + 1);
        return c;
      }
      await sleep(200);
    }
  }

  async #order(): Promise<void> {
    const city = pick(this.cities);
    const client = pick(city.clients);
    const b = pick(city.businesses);
    const key = newIdempotencyKey();
    const checkout = JSON.stringify({
      entrepriseId: b.entrepriseId,
      items: b.produits.map((produitId, i) => ({ produitId, quantite: 1 + i })),
      typePaiement: 'ESPECES',
      adresseLivraison: 'Quartier France, maison jaune',
      latitude: 5.2,
      longitude: -3.74,
      infoSupplementaire: null,
    });
    const placed = await this.#until(client, 'commande', 'POST', '/api/commandes', {
      key,
      body: () => ({ body: checkout, headers: { 'content-type': 'application/json' } }),
    });
    const order = JSON.parse(placed.answer.body) as { id: string; codeClient: string };
    this.acked.byKey.set(key, (this.acked.byKey.get(key) ?? new Set()).add(order.id));
    this.movedAt.set(`${order.id}:EN_ATTENTE_ENTREPRISE`, placed.sentAt);
    this.placed += 1;
    const id = order.id;
    const json = (body: unknown) => () => ({
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    const moves = `/api/entreprises/${b.entrepriseId}/orders/${id}`;

    await think();
    await this.#move(
      b,
      b,
      id,
      'EN_ATTENTE_LIVREUR',
      'accepter',
      'PUT',
      `${moves}/${BUSINESS_MOVE_PATHS.accepter}`,
      {
        key: newIdempotencyKey(),
        body: json({ delaiPreparationMin: 20 }),
      },
    );
    await think();
    const courier = await this.#courier(city);
    try {
      await this.#move(
        courier,
        b,
        id,
        'ACCEPTEE',
        'accepter la mission',
        'POST',
        `/api/livreurs/accepter-mission/${id}`,
        { key: newIdempotencyKey() },
      );
      await think();
      const { codeEntreprise } = await this.#businessView(b, id);
      await this.#move(b, b, id, 'PRETE', 'prête', 'PUT', `${moves}/${BUSINESS_MOVE_PATHS.marquerPrete}`, {
        key: newIdempotencyKey(),
      });
      await think();
      await this.#move(
        courier,
        b,
        id,
        'EN_LIVRAISON',
        'récupérée',
        'POST',
        `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`,
        {
          key: newIdempotencyKey(),
        },
      );
      await think();
      await this.#move(courier, b, id, 'LIVREE', 'livrée', 'POST', `/api/livreurs/marquer-livree/${id}`, {
        key: newIdempotencyKey(),
        body: () => {
          const form = multipart(
            { code: order.codeClient },
            { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: this.proof },
          );
          return { body: form.payload, headers: form.headers };
        },
      });
      this.delivered += 1;
    } finally {
      this.#missions.set(courier.id, (this.#missions.get(courier.id) ?? 1) - 1);
    }
  }
}
