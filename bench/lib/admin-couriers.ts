import { sql } from 'kysely';
import { TRANSPORTS } from '@comoe/shared/enums';
import type { Database } from '../../apps/api/src/db/database.ts';

/** Couriers added to the large data set for the admin's couriers table: 125 per city. */
export const BENCH_COURIERS_PER_CITY = 125;
const PHONE_PREFIX = '06';

/** Fixed seed, as the generator's: the same couriers on every data folder. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * The generated orders have no courier, which leaves the admin's couriers table empty of figures.
 * Once per data folder (kept with it): couriers in every city, registered over the last year, and
 * each delivered order given one of its city's couriers. One UPDATE on SQLite; the triggers of
 * migration 005 add each order to its courier's running totals as they would for a real delivery.
 */
export async function ensureBenchCouriers(db: Database, log: (msg: string) => void): Promise<number> {
  const existing = await db
    .selectFrom('utilisateurs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'LIVREUR')
    .where('telephone', 'like', `${PHONE_PREFIX}%`)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return Number(existing.n);

  const random = rng(9);
  const villes = await db.selectFrom('villes').select('id').orderBy('id').execute();
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$bm9sb2dpbg$bm9sb2dpbmJ5cGFzc3dvcmRoYXNo';
  const year = 365 * 86_400_000;
  const now = Date.now();
  let made = 0;
  await db.transaction().execute(async (trx) => {
    await sql`create temp table if not exists bench_livreurs (ville_id integer, k integer, utilisateur_id integer, primary key (ville_id, k))`.execute(
      trx,
    );
    for (const v of villes) {
      for (let k = 0; k < BENCH_COURIERS_PER_CITY; k++) {
        const createdAt = new Date(now - Math.floor(random() * year));
        const n = made++;
        const { id } = await trx
          .insertInto('utilisateurs')
          .values({
            prenom: `Livreur ${n}`,
            nom: `Bench ${n}`,
            email: null,
            telephone: `${PHONE_PREFIX}${String(n).padStart(8, '0')}`,
            motDePasseHash: hash,
            role: 'LIVREUR',
            statut: random() < 0.05 ? 'INACTIF' : 'ACTIF',
            genre: null,
            dateDeNaissance: null,
            villeId: v.id,
            latitude: null,
            longitude: null,
            infoSupplementaire: null,
            photoProfilUrl: null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('livreurs')
          .values({
            utilisateurId: id,
            typeTransport: TRANSPORTS[n % TRANSPORTS.length]!,
            verifie: random() < 0.6,
            matricule: `LIV-BENCH-${String(n).padStart(6, '0')}`,
            cni: null,
            permis: null,
            permisPhotoUrl: null,
            latitude: null,
            longitude: null,
            positionAt: null,
            noteMoyenne: null,
            createdAt,
          })
          .execute();
        await sql`insert into bench_livreurs (ville_id, k, utilisateur_id) values (${v.id}, ${k}, ${id})`.execute(
          trx,
        );
      }
    }
  });
  log(`${made} livreurs ajoutés ; attribution des commandes livrées…`);
  const started = performance.now();
  const result = await sql`update commandes set livreur_id = (
      select b.utilisateur_id from bench_livreurs b
      where b.ville_id = commandes.ville_id and b.k = commandes.rowid % ${BENCH_COURIERS_PER_CITY})
    where statut = 'LIVREE' and livreur_id is null`.execute(db);
  await sql`drop table if exists bench_livreurs`.execute(db);
  log(
    `${Number(result.numAffectedRows ?? 0)} commandes livrées attribuées en ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return made;
}
