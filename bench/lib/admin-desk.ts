import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/database.ts';
import type { TimedRequest } from './timed-requests.ts';

/** The journal the bench reads: 100,000 entries, as a year of a busy desk writes. */
export const BENCH_JOURNAL_ENTRIES = 100_000;
const JOURNAL_TYPES = ['commande.annuler', 'commande.liberer', 'commande.assigner', 'versement.entreprise'];

/**
 * Once per data folder (kept with it): the admin journal filled to 100,000 entries, written by a
 * few admins over the last year, in batches (one statement per 1,000 rows).
 */
export async function ensureBenchJournal(db: Database, log: (msg: string) => void): Promise<void> {
  const have = await db
    .selectFrom('journalAdmin')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(have.n) >= BENCH_JOURNAL_ENTRIES) return;
  const admin = await db
    .selectFrom('utilisateurs')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (let start = Number(have.n); start < BENCH_JOURNAL_ENTRIES; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, BENCH_JOURNAL_ENTRIES - start) }, (_, k) => {
      const i = start + k;
      return {
        adminId: admin.id,
        adminNom: `Admin ${i % 5}`,
        type: JOURNAL_TYPES[i % JOURNAL_TYPES.length]!,
        cibleType: 'commande',
        cibleId: `bench-${i}`,
        resume: `Action de banc d’essai numéro ${i}.`,
        motif: i % 2 ? 'Motif du banc d’essai' : null,
        createdAt: new Date(now - (BENCH_JOURNAL_ENTRIES - i) * 300_000),
      };
    });
    await db.insertInto('journalAdmin').values(rows).execute();
  }
  await sql`analyze`.execute(db).catch(() => undefined);
  log(`journal : ${BENCH_JOURNAL_ENTRIES} entrées`);
}

/**
 * The operations desk on a year of orders (issue 20): every order paged and sorted, one group,
 * one city, the attention list, a reference and a phone searched; and the journal, whole and by
 * type. Each request with the demo admin's token (`headers`).
 */
export async function deskLists(
  app: FastifyInstance,
  headers: Record<string, string>,
  count: number,
  random: () => number,
) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const villes = await app.db.selectFrom('villes').select('id').execute();
  const orders = await app.db
    .selectFrom('commandes')
    .select('id')
    .orderBy('createdAt', 'desc')
    .limit(2_000)
    .execute();
  const phones = await app.db
    .selectFrom('utilisateurs')
    .select('telephone')
    .where('role', '=', 'CLIENT')
    .limit(2_000)
    .execute();
  const many = (path: () => string): TimedRequest[] =>
    Array.from({ length: count }, () => ({ path: path(), headers }));
  const desk = '/api/admin/commandes/suivi?size=20';
  return [
    {
      name: 'desk toutes',
      describe: `GET ${desk}&page=<0-39>&sort=<date|total>,<sens>`,
      requests: many(
        () =>
          `${desk}&page=${Math.floor(random() * 40)}&sort=${pick(['dateCommande', 'total'])},${pick(['asc', 'desc'])}`,
      ),
    },
    {
      name: 'desk filtres',
      describe: `GET ${desk}&groupe=<groupe>|villeId=<ville>&page=<0-9>`,
      requests: many(() =>
        random() < 0.5
          ? `${desk}&groupe=${pick(['EN_ATTENTE', 'EN_COURS', 'LIVREE', 'ANNULEE', 'ATTENTION'])}&page=${Math.floor(random() * 10)}`
          : `${desk}&villeId=${pick(villes).id}&page=${Math.floor(random() * 10)}`,
      ),
    },
    {
      name: 'desk recherche',
      describe: `GET ${desk}&q=<référence à 6 caractères | téléphone>`,
      requests: many(() =>
        random() < 0.5
          ? `${desk}&q=${pick(orders).id.slice(0, 6).toUpperCase()}`
          : `${desk}&q=${encodeURIComponent(
              pick(phones)
                .telephone.replace(/(\d{2})/g, '$1 ')
                .trim(),
            )}`,
      ),
    },
    {
      name: 'journal',
      describe: 'GET /api/admin/journal?page=<0-99>&size=30[&type=<type>]',
      requests: many(
        () =>
          `/api/admin/journal?page=${Math.floor(random() * 100)}&size=30${random() < 0.3 ? `&type=${pick(JOURNAL_TYPES)}` : ''}`,
      ),
    },
  ];
}
