// What every stream should have received, read from the orders' own histories in the database
// (each transition, and what the shared order machine says it tells couriers), against what it
// did receive: each event meant for a party exactly once on each of its streams. And the
// latency of each, from the move's first request to its arrival.
import { ORDER_MACHINE, ORDER_MOVES, ORDER_START, missionsChange } from '@comoe/shared/commandes/machine';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../../apps/api/src/db/database.ts';
import type { LiveStream } from './live-streams.ts';

/** The order events the check follows; notifications carry no status to match them by. */
const CHECKED = new Set(['commande.statut', 'commande.nouvelle', 'mission.disponible', 'mission.retiree']);
/** The status whose move sends each event type (commande.statut: its own). */
const MOVED_TO: Record<string, OrderStatus> = {
  'commande.nouvelle': ORDER_START,
  'mission.disponible': 'EN_ATTENTE_LIVREUR',
  'mission.retiree': 'ACCEPTEE',
};

const keyOf = (type: string, commandeId: string | null, statut: string | null) =>
  `${type}|${commandeId ?? ''}|${statut ?? ''}`;

export interface Phase {
  name: string;
  from: number;
  to: number;
}

export interface EventCheck {
  expected: number;
  received: number;
  missing: number;
  duplicated: number;
  unexpected: number;
  examples: string[];
  /** Latencies (ms) by the phase the move was sent in. */
  latencies: Map<string, number[]>;
  /** Latencies (ms) of the first phase, by event type. */
  firstPhaseByType: Map<string, number[]>;
}

function moveOf(from: OrderStatus, to: OrderStatus, role: string) {
  return ORDER_MOVES.find((m) => {
    const row = ORDER_MACHINE[m];
    return row.to === to && row.from.includes(from) && role in row.by;
  });
}

export async function checkEvents(
  db: Database,
  streams: readonly LiveStream[],
  movedAt: ReadonlyMap<string, number>,
  phases: readonly Phase[],
): Promise<EventCheck> {
  const byUser = new Map<number, LiveStream[]>();
  const couriersOf = new Map<number, LiveStream[]>();
  for (const s of streams) {
    byUser.set(s.person.id, [...(byUser.get(s.person.id) ?? []), s]);
  }
  const orders = await db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .select(['c.id', 'c.clientId', 'c.villeId', 'c.livreurId', 'e.utilisateurId as ownerId'])
    .execute();
  const couriers = await db
    .selectFrom('utilisateurs')
    .select(['id', 'villeId'])
    .where('role', '=', 'LIVREUR')
    .execute();
  for (const c of couriers) {
    if (c.villeId === null) continue;
    couriersOf.set(c.villeId, [...(couriersOf.get(c.villeId) ?? []), ...(byUser.get(c.id) ?? [])]);
  }
  const transitions = await db
    .selectFrom('transitionsCommande')
    .select(['commandeId', 'deStatut', 'versStatut', 'acteurRole'])
    .orderBy('id')
    .execute();
  const historyOf = new Map<string, typeof transitions>();
  for (const t of transitions) historyOf.set(t.commandeId, [...(historyOf.get(t.commandeId) ?? []), t]);

  // Per stream: key → times expected.
  const expected = new Map<LiveStream, Map<string, number>>();
  const expect = (list: readonly LiveStream[] | undefined, key: string) => {
    for (const s of list ?? []) {
      const m = expected.get(s) ?? new Map<string, number>();
      m.set(key, (m.get(key) ?? 0) + 1);
      expected.set(s, m);
    }
  };
  for (const o of orders) {
    let courierOn = false;
    for (const t of historyOf.get(o.id) ?? []) {
      const to = t.versStatut;
      if (to === 'ACCEPTEE' && o.livreurId !== null) courierOn = true;
      const parties = [o.clientId, o.ownerId, ...(courierOn && o.livreurId !== null ? [o.livreurId] : [])];
      for (const id of parties) expect(byUser.get(id), keyOf('commande.statut', o.id, to));
      if (t.deStatut === null) {
        expect(byUser.get(o.ownerId), keyOf('commande.nouvelle', o.id, null));
        continue;
      }
      const move = moveOf(t.deStatut, to, t.acteurRole);
      const change = move ? missionsChange(move, t.deStatut) : null;
      if (change)
        expect(
          couriersOf.get(o.villeId),
          keyOf(change === 'offre' ? 'mission.disponible' : 'mission.retiree', o.id, null),
        );
    }
  }

  const check: EventCheck = {
    expected: 0,
    received: 0,
    missing: 0,
    duplicated: 0,
    unexpected: 0,
    examples: [],
    latencies: new Map(phases.map((p) => [p.name, []])),
    firstPhaseByType: new Map(),
  };
  const example = (what: string) => check.examples.length < 8 && check.examples.push(what);
  for (const s of streams) {
    const want = expected.get(s) ?? new Map<string, number>();
    const got = new Map<string, number>();
    for (const r of s.received) {
      if (!CHECKED.has(r.type)) continue;
      const key = keyOf(r.type, r.commandeId, r.type === 'commande.statut' ? r.statut : null);
      got.set(key, (got.get(key) ?? 0) + 1);
      if (got.get(key) !== 1) continue;
      const sent = movedAt.get(`${r.commandeId}:${MOVED_TO[r.type] ?? r.statut}`);
      const phase = sent === undefined ? undefined : phases.find((p) => sent >= p.from && sent < p.to);
      if (sent === undefined || !phase) continue;
      check.latencies.get(phase.name)!.push(r.at - sent);
      if (phase === phases[0]) {
        const list = check.firstPhaseByType.get(r.type) ?? [];
        list.push(r.at - sent);
        check.firstPhaseByType.set(r.type, list);
      }
    }
    for (const [key, n] of want) {
      check.expected += n;
      const g = got.get(key) ?? 0;
      if (g < n) {
        check.missing += n - g;
        const last = s.received.at(-1)?.at;
        example(
          `manquant : ${key} pour l'utilisateur ${s.person.id} (${s.person.role}, ${s.connections} connexion(s) de son flux, ` +
            `dernier événement reçu ${last === undefined ? 'jamais' : `il y a ${((performance.now() - last) / 1000).toFixed(1)} s`})`,
        );
      }
      if (g > n) {
        check.duplicated += g - n;
        example(`en double : ${key} (${g} fois) pour l'utilisateur ${s.person.id}`);
      }
    }
    for (const [key, g] of got) {
      check.received += g;
      if (!want.has(key)) {
        check.unexpected += g;
        example(`inattendu : ${key} pour l'utilisateur ${s.person.id}`);
      }
    }
  }
  return check;
}
