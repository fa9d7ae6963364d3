// What the crash bench checks in the database once the server is stopped: every order the
// client was told about (a 201) exists exactly once, with all its lines and its first transition.
import type { Database } from '../../apps/api/src/db/database.ts';

export interface Acknowledged {
  /** Idempotency-Key → every order id its 2xx answers named. */
  byKey: Map<string, Set<string>>;
  lineCount: number;
}

export interface CrashCheck {
  pass: boolean;
  acknowledged: number;
  orders: number;
  missing: number;
  /** Keys answered with two different orders, or one order held by two keys. */
  duplicated: number;
  withoutAllLines: number;
  withoutFirstTransition: number;
  /** Orders nobody was told about: a key cut by a kill and never answered again. */
  unacknowledged: number;
  problems: string[];
}

export async function checkAfterCrashes(db: Database, acked: Acknowledged): Promise<CrashCheck> {
  const orders = await db.selectFrom('commandes').select(['id', 'sousTotal']).execute();
  const keys = await db.selectFrom('clesIdempotence').select(['cle', 'commandeId']).execute();
  const lines = await db
    .selectFrom('lignesCommande')
    .select((eb) => [
      'commandeId',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb('prixUnitaire', '*', eb.ref('quantite'))).as('sum'),
    ])
    .groupBy('commandeId')
    .execute();
  const firsts = await db
    .selectFrom('transitionsCommande')
    .select((eb) => ['commandeId', eb.fn.countAll<number>().as('n')])
    .where('deStatut', 'is', null)
    .where('versStatut', '=', 'EN_ATTENTE_ENTREPRISE')
    .groupBy('commandeId')
    .execute();

  const orderOfKey = new Map(keys.map((k) => [k.cle, k.commandeId]));
  const keysPerOrder = new Map<string, number>();
  for (const k of keys) keysPerOrder.set(k.commandeId, (keysPerOrder.get(k.commandeId) ?? 0) + 1);
  const linesOf = new Map(lines.map((l) => [l.commandeId, l]));
  const firstsOf = new Map(firsts.map((f) => [f.commandeId, Number(f.n)]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const acknowledgedIds = new Set<string>();

  let missing = 0;
  let duplicated = 0;
  for (const [key, ids] of acked.byKey) {
    const inDb = orderOfKey.get(key);
    if (ids.size !== 1) duplicated += 1;
    for (const id of ids) acknowledgedIds.add(id);
    if (!inDb || !ids.has(inDb) || !orderById.has(inDb)) missing += 1;
  }
  duplicated += [...keysPerOrder.values()].filter((n) => n > 1).length;
  const withoutAllLines = [...acknowledgedIds].filter((id) => {
    const l = linesOf.get(id);
    const order = orderById.get(id);
    return !l || Number(l.n) !== acked.lineCount || !order || Number(l.sum) !== order.sousTotal;
  }).length;
  const withoutFirstTransition = [...acknowledgedIds].filter((id) => firstsOf.get(id) !== 1).length;
  const unacknowledged = orders.filter((o) => !acknowledgedIds.has(o.id)).length;

  const problems: string[] = [];
  const note = (n: number, what: string) => n > 0 && problems.push(`${n} ${what}`);
  note(missing, 'commande(s) confirmée(s) introuvable(s) (perdues)');
  note(duplicated, 'commande(s) en double');
  note(withoutAllLines, 'commande(s) sans toutes leurs lignes');
  note(withoutFirstTransition, 'commande(s) sans leur première transition (ou plusieurs)');
  note(
    orders.filter((o) => (keysPerOrder.get(o.id) ?? 0) === 0).length,
    'commande(s) sans clé Idempotency-Key',
  );
  return {
    pass: problems.length === 0,
    acknowledged: acked.byKey.size,
    orders: orders.length,
    missing,
    duplicated,
    withoutAllLines,
    withoutFirstTransition,
    unacknowledged,
    problems,
  };
}
