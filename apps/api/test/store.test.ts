import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith, type TestApp } from './helpers/app.ts';
import { createEntreprise, createUser, createVille, type TestUser } from './helpers/factories.ts';
import { findProfile, updateUser } from '../src/modules/users/users.repository.ts';

// Repositories must read the same JS types from SQLite and PostgreSQL: booleans, Dates,
// numbers for aggregates, 'yyyy-MM-dd' text for birth dates.
let t: TestApp;
let villeId: number;
let owner: TestUser;
let entrepriseId: number;

beforeAll(async () => {
  ({ t, w: villeId } = await appWith(async (_app, db) => (await createVille(db)).id));
  owner = await createUser(t.database.db, 'ENTREPRISE', { villeId });
  entrepriseId = (await createEntreprise(t.database.db, owner)).id;
});
afterAll(() => t.close());

async function insertProduit(nom: string, prix: number, disponible?: boolean) {
  const at = new Date('2026-03-14T09:26:53.589Z');
  const row = await t.database.db
    .insertInto('produits')
    .values({
      entrepriseId,
      categorieId: null,
      nom,
      description: null,
      prix,
      photoUrl: null,
      ...(disponible === undefined ? {} : { disponible }),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, at };
}

describe('the store', () => {
  it('reads booleans back as booleans and timestamps as Dates', async () => {
    const { id, at } = await insertProduit('Garba', 1000, false);
    const row = await t.database.db
      .selectFrom('produits')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.disponible).toBe(false);
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.getTime()).toBe(at.getTime());
    expect(row.prix).toBe(1000);

    const byDefault = await insertProduit('Alloco', 500);
    const other = await t.database.db
      .selectFrom('produits')
      .select(['disponible', 'updatedAt'])
      .where('id', '=', byDefault.id)
      .executeTakeFirstOrThrow();
    expect(other).toEqual({ disponible: true, updatedAt: byDefault.at });
  });

  it('filters on a boolean the same way', async () => {
    await insertProduit('Attiéké poisson', 2500, false);
    const rows = await t.database.db
      .selectFrom('produits')
      .select('nom')
      .where('entrepriseId', '=', entrepriseId)
      .where('disponible', '=', false)
      .orderBy('nom')
      .execute();
    expect(rows.map((r) => r.nom)).toEqual(['Attiéké poisson', 'Garba']);
  });

  it('answers count, sum and avg as numbers', async () => {
    const agg = await t.database.db
      .selectFrom('produits')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('prix').as('total'),
        eb.fn.avg<number>('prix').as('moyenne'),
      ])
      .where('entrepriseId', '=', entrepriseId)
      .executeTakeFirstOrThrow();
    expect(agg).toEqual({ n: 3, total: 4000, moyenne: 4000 / 3 });
  });

  it("keeps a birth date as 'yyyy-MM-dd' text and timestamps as Dates through the users repository", async () => {
    const user = await createUser(t.database.db, 'CLIENT', {
      villeId,
      profile: { dateDeNaissance: '1996-03-02' },
    });
    const before = Date.now();
    await updateUser(t.database.db, user.id, { dateDeNaissance: '2001-12-31' });
    const profile = await findProfile(t.database.db, user.id);
    expect(profile?.dateDeNaissance).toBe('2001-12-31');
    const row = await t.database.db
      .selectFrom('utilisateurs')
      .select(['dateDeNaissance', 'updatedAt', 'tokenVersion', 'latitude'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.dateDeNaissance).toBe('2001-12-31');
    expect(row.updatedAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.tokenVersion).toBe(0);
    expect(row.latitude).toBeNull();
  });

  it('reads a courier’s flags as booleans and an unset timestamp as null', async () => {
    const courier = await createUser(t.database.db, 'LIVREUR', { villeId, verifie: false });
    const row = await t.database.db
      .selectFrom('livreurs')
      .select(['disponible', 'verifie', 'positionAt', 'createdAt'])
      .where('utilisateurId', '=', courier.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      disponible: false,
      verifie: false,
      positionAt: null,
      createdAt: expect.any(Date) as Date,
    });
  });

  it('reads real numbers (coordinates) as numbers', async () => {
    const row = await t.database.db
      .selectFrom('entreprises')
      .select(['latitude', 'longitude', 'ouverte'])
      .where('id', '=', entrepriseId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: 5.21, longitude: -3.74, ouverte: true });
  });
});
