import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { ADMIN_SORT_KEYS } from '@comoe/shared/schemas/admin-accounts';
import { buildTestApp, expectRefusal, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createEntreprise, createUser, createVille } from './helpers/factories.ts';
import { insertOrder } from './helpers/orders.ts';

// Search everywhere in the admin (issue 20 §3): case, accents and the spaces of a phone are
// ignored on both stores, through the folded keys the database keeps (migration 010) whoever
// writes the name: an insert, an update, a business renamed.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const orders = { eleonore: '', paul: '' };
const ids = { bizEleonore: 0, bizTherese: 0, livEleonore: 0, livTherese: 0, admEleonore: 0, admTherese: 0 };

const set = (id: number, v: { prenom: string; nom: string; telephone: string; email?: string }) =>
  t.database.db.updateTable('utilisateurs').set(v).where('id', '=', id).execute();

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  const db = t.database.db;
  const ville = await createVille(db, 'Grand-Bassam');
  admin = await signedIn(t, 'ADMIN', ville.id);
  await set(admin.id, { prenom: 'Awa', nom: 'Diallo', telephone: '0799999999' });

  // Businesses: one named after Éléonore, with that phone; one whose owner is Thérèse.
  const ownerA = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
  const ownerB = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
  await set(ownerB.id, { prenom: 'THÉRÈSE', nom: 'Koné', telephone: '0711111111' });
  ids.bizEleonore = (await createEntreprise(db, ownerA, { nom: 'Maquis' })).id;
  ids.bizTherese = (await createEntreprise(db, ownerB, { nom: 'Pharmacie du Port' })).id;
  // Renamed and given a phone after its creation: the key follows.
  await db
    .updateTable('entreprises')
    .set({ nom: "Chez Éléonore l'Ivoirienne", telephone: '0722000001' })
    .where('id', '=', ids.bizEleonore)
    .execute();

  const person = async (role: 'LIVREUR' | 'ADMIN', prenom: string, nom: string, telephone: string) => {
    const u = await createUser(db, role, { villeId: ville.id });
    await set(u.id, { prenom, nom, telephone, email: `${u.id}@exemple.ci` });
    return u.id;
  };
  ids.livEleonore = await person('LIVREUR', 'Éléonore', 'Aka', '0722000002');
  ids.livTherese = await person('LIVREUR', 'Thérèse', 'Gnagne', '0733000002');
  ids.admEleonore = await person('ADMIN', 'ÉLÉONORE', 'Brou', '0722000003');
  ids.admTherese = await person('ADMIN', 'Marie-Thérèse', 'Ouattara', '0733000003');

  // The desk: two clients' orders.
  const client = async (prenom: string, nom: string, telephone: string) => {
    const u = await createUser(db, 'CLIENT', { villeId: ville.id });
    await set(u.id, { prenom, nom, telephone });
    return insertOrder(db, { entrepriseId: ids.bizTherese, clientId: u.id, villeId: ville.id });
  };
  orders.eleonore = await client('Éléonore', 'Kouassi', '0744000001');
  orders.paul = await client('Paul', 'Éba', '0755000001');
});

afterAll(async () => {
  await t.close();
});

async function found(path: string, q: string): Promise<number[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await api.get(`${path}${sep}q=${encodeURIComponent(q)}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ content: { id: number }[] } | { id: number }[]>();
  return (Array.isArray(body) ? body : body.content).map((r) => r.id);
}

describe(`admin search ignores case, accents and phone spaces (${store})`, () => {
  it('finds businesses by their name, their phone and their owner', async () => {
    const url = '/api/admin/entreprises';
    expect(await found(url, 'eleonore')).toEqual([ids.bizEleonore]);
    expect(await found(url, 'ÉLÉONORE')).toEqual([ids.bizEleonore]);
    expect(await found(url, 'l’ivoirienne')).toEqual([ids.bizEleonore]);
    expect(await found(url, 'therese')).toEqual([ids.bizTherese]);
    expect(await found(url, '07 22 00 00 01')).toEqual([ids.bizEleonore]);
    expect(await found(url, '07.11.11')).toEqual([ids.bizTherese]);
  });

  it('finds couriers by name and phone', async () => {
    const url = '/api/admin/livreurs';
    expect(await found(url, 'eleonore')).toEqual([ids.livEleonore]);
    expect(await found(url, 'ÉLÉONORE')).toEqual([ids.livEleonore]);
    expect(await found(url, 'therese')).toEqual([ids.livTherese]);
    expect(await found(url, 'therese gnagne')).toEqual([ids.livTherese]);
    expect(await found(url, '07 22 00 00 02')).toEqual([ids.livEleonore]);
  });

  it('finds admins by name, e-mail and phone', async () => {
    const url = '/api/admin/users';
    expect(await found(url, 'eleonore')).toEqual([ids.admEleonore]);
    expect(await found(url, 'Éléonore')).toEqual([ids.admEleonore]);
    expect(await found(url, 'therese')).toEqual([ids.admTherese]);
    expect(await found(url, '07 22 00 00 03')).toEqual([ids.admEleonore]);
    expect(await found(url, `${ids.admTherese}@EXEMPLE`)).toEqual([ids.admTherese]);
    // The whole query is one phone: no admin has 0722 then 0733.
    expect(await found(url, '07 22 07 33')).toEqual([]);
  });

  it("finds the desk's orders by the client's name as well as by phone", async () => {
    const url = '/api/admin/commandes/suivi';
    const desk = async (q: string) => {
      const res = await api.get(`${url}?q=${encodeURIComponent(q)}`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: { id: string }[] }>().content.map((r) => r.id);
    };
    expect(await desk('eleonore')).toEqual([orders.eleonore]);
    expect(await desk('ÉLÉONORE kouassi')).toEqual([orders.eleonore]);
    expect(await desk('ÉBA')).toEqual([orders.paul]);
    expect(await desk('07 44 00 00 01')).toEqual([orders.eleonore]);
    // Someone who is not a client: no order.
    expect(await desk('Marie-Thérèse')).toEqual([]);
  });

  it('sorts the admins by any column, and refuses another one in French', async () => {
    const sorted = async (sort: string) => {
      const res = await api.get(`/api/admin/users?sort=${sort}`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number }[]>().map((r) => r.id);
    };
    const byName = [ids.admEleonore, admin.id, ids.admTherese];
    expect(await sorted('nom,asc')).toEqual(byName);
    expect(await sorted('nom,desc')).toEqual([...byName].reverse());
    expect(await sorted('prenom,asc')).toEqual([admin.id, ids.admEleonore, ids.admTherese]);
    expect(await sorted('telephone,desc')).toEqual([admin.id, ids.admTherese, ids.admEleonore]);
    expect(await sorted('dateCreation,desc')).toEqual([ids.admTherese, ids.admEleonore, admin.id]);
    // No e-mail last, both ways.
    expect((await sorted('email,asc')).at(-1)).toBe(admin.id);
    expect((await sorted('email,desc')).at(-1)).toBe(admin.id);
    expectRefusal(
      await api.get('/api/admin/users?sort=motDePasseHash,asc', admin.headers),
      400,
      ADMIN_MSG.sortInvalid(ADMIN_SORT_KEYS),
    );
  });
});
