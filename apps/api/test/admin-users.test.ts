import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { AdminUser } from '@comoe/shared/schemas/admin-accounts';
import { createAdminUsersService } from '../src/modules/admin/admin-users.service.ts';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';

// 'Gestion Admins': create, search, edit (blank password = unchanged), delete; never oneself,
// never the last active admin, also when two admins remove each other at the same moment.
let t: TestApp;
let api: ReturnType<typeof calls>;
let me: SignedIn;
let villeId: number;

const NEW_PASSWORD = 'Nouveau@2026';
const form = (telephone: string, extra: Record<string, unknown> = {}) => ({
  prenom: 'Mariam',
  nom: 'Koné',
  email: 'mariam.kone@comoe.ci',
  telephone,
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  villeId = (await createVille(t.database.db)).id;
  me = await signedIn(t, 'ADMIN', villeId, { prenom: 'Moi' });
});
afterAll(() => t.close());

describe(`admin accounts (${store})`, () => {
  it('creates an admin (201) who can sign in, and never answers a password or its hash', async () => {
    const res = await api.post(
      '/api/admin/users',
      me.headers,
      form('07 12 34 56 78', { motDePasse: 'Admin@2026!' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminUser>();
    expect(Object.keys(created).sort()).toEqual([
      'dateCreation',
      'email',
      'id',
      'nom',
      'prenom',
      'telephone',
    ]);
    expect(created).toMatchObject({
      prenom: 'Mariam',
      nom: 'Koné',
      email: 'mariam.kone@comoe.ci',
      telephone: '0712345678',
    });
    const token = await login(t.app, { telephone: '0712345678', password: 'Admin@2026!' });
    expect((await api.get('/api/admin/users', bearer(token))).statusCode).toBe(200);
    expect(res.body).not.toMatch(/argon2|motDePasse/);
  });

  it('refuses a taken phone, a weak password and a missing email, in French', async () => {
    const taken = await api.post(
      '/api/admin/users',
      me.headers,
      form(me.telephone, { motDePasse: 'Admin@2026!' }),
    );
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: MSG.phoneTaken }]);
    const weak = await api.post('/api/admin/users', me.headers, form('0712345679', { motDePasse: 'admin' }));
    expect([weak.statusCode, weak.json()]).toEqual([400, { message: MSG.password }]);
    const noMail = await api.post(
      '/api/admin/users',
      me.headers,
      form('0712345679', { email: ' ', motDePasse: 'Admin@2026!' }),
    );
    expect(noMail.json()).toEqual({ message: ADMIN_MSG.emailRequired });
    const noPassword = await api.post('/api/admin/users', me.headers, form('0712345679'));
    expect(noPassword.json()).toEqual({ message: MSG.passwordRequired });
  });

  it('lists admins only, searched in first name, name, email and phone, ignoring case', async () => {
    await createUser(t.database.db, 'CLIENT', { villeId, prenom: 'Mariam' });
    const all = (await api.get('/api/admin/users', me.headers)).json<AdminUser[]>();
    expect(all.length).toBe(2);
    for (const q of ['mariam', 'KONÉ', 'comoe.ci', '345']) {
      const found = (await api.get(`/api/admin/users?q=${encodeURIComponent(q)}`, me.headers)).json<
        AdminUser[]
      >();
      expect(
        found.map((u) => u.telephone),
        q,
      ).toEqual(['0712345678']);
    }
    expect((await api.get('/api/admin/users?q=%25', me.headers)).json()).toEqual([]);
    expect((await api.get('/api/admin/users?q=_', me.headers)).json()).toEqual([]);
  });

  it('edits another admin: a blank password keeps it, a new one ends their sessions', async () => {
    const other = await signedIn(t, 'ADMIN', villeId);
    const kept = await api.put(
      `/api/admin/users/${other.id}`,
      me.headers,
      form(other.telephone, { nom: 'Traoré', motDePasse: '', email: 'other.admin@comoe.ci' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ id: other.id, nom: 'Traoré', reconnexionRequise: false });
    expect((await api.get('/api/admin/users', other.headers)).statusCode).toBe(200);
    await login(t.app, other);

    const changed = await api.put(
      `/api/admin/users/${other.id}`,
      me.headers,
      form(other.telephone, { motDePasse: NEW_PASSWORD, email: 'other.admin@comoe.ci' }),
    );
    expect(changed.statusCode).toBe(200);
    const stale = await api.get('/api/admin/users', other.headers);
    expect([stale.statusCode, stale.json()]).toEqual([401, { message: MSG.sessionExpired }]);
    await login(t.app, { telephone: other.telephone, password: NEW_PASSWORD });
    const taken = await api.put(`/api/admin/users/${other.id}`, me.headers, form(me.telephone));
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: MSG.phoneTaken }]);
  });

  it('answers reconnexionRequise when an admin edits their own account', async () => {
    const res = await api.put(`/api/admin/users/${me.id}`, me.headers, form(me.telephone, { prenom: 'Moi', email: 'moi.admin@comoe.ci' }));
    expect(res.json()).toMatchObject({ id: me.id, prenom: 'Moi', reconnexionRequise: true });
    // Nothing else changed on the server: the web app signs out with ADMIN_MSG.selfEdited.
    expect((await api.get('/api/admin/users', me.headers)).statusCode).toBe(200);
  });

  it('does not edit or delete a non-admin account through these routes', async () => {
    const client = await createUser(t.database.db, 'CLIENT', { villeId });
    const edit = await api.put(`/api/admin/users/${client.id}`, me.headers, form(client.telephone));
    expect([edit.statusCode, edit.json()]).toEqual([404, { message: ADMIN_MSG.adminNotFound }]);
    expect((await api.del(`/api/admin/users/${client.id}`, me.headers)).statusCode).toBe(404);
  });

  it('deletes another admin (204), never oneself', async () => {
    const other = await signedIn(t, 'ADMIN', villeId);
    const self = await api.del(`/api/admin/users/${me.id}`, me.headers);
    expect([self.statusCode, self.json()]).toEqual([403, { message: ADMIN_MSG.adminSelfDelete }]);
    const res = await api.del(`/api/admin/users/${other.id}`, me.headers);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await api.del(`/api/admin/users/${other.id}`, me.headers)).statusCode).toBe(404);
    expect((await api.get('/api/admin/users', other.headers)).statusCode).toBe(401);
  });
});

describe(`the last active admin (${store})`, () => {
  it('is never deleted: the rule holds when the only other admin is inactive', async () => {
    const race = await buildTestApp();
    try {
      const ville = await createVille(race.database.db);
      const active = await createUser(race.database.db, 'ADMIN', { villeId: ville.id });
      const inactive = await createUser(race.database.db, 'ADMIN', { villeId: ville.id, statut: 'INACTIF' });
      const service = createAdminUsersService(race.app);
      await expect(service.remove({ id: inactive.id, role: 'ADMIN', tokenVersion: 0 }, active.id)).rejects.toMatchObject({
        status: 409,
        message: ADMIN_MSG.adminLastOne,
      });
      await service.remove({ id: active.id, role: 'ADMIN', tokenVersion: 0 }, inactive.id);
    } finally {
      await race.close();
    }
  });

  it('survives the last two admins deleting each other at the same moment, round after round', async () => {
    const race = await buildTestApp();
    try {
      const ville = await createVille(race.database.db);
      const raceApi = calls(race.app);
      const admin = async () => {
        const user = await createUser(race.database.db, 'ADMIN', { villeId: ville.id });
        return { ...user, headers: bearer(await login(race.app, user)) };
      };
      let survivor = await admin();
      for (let round = 0; round < 4; round++) {
        const rival = await admin();
        const [a, b] = await Promise.all([
          raceApi.del(`/api/admin/users/${rival.id}`, survivor.headers),
          raceApi.del(`/api/admin/users/${survivor.id}`, rival.headers),
        ]);
        const codes = [a.statusCode, b.statusCode];
        expect(
          codes.filter((c) => c === 204),
          `round ${round}`,
        ).toHaveLength(1);
        // The loser's account is gone (401) or it was refused as the last one (409).
        expect(codes.every((c) => c === 204 || c === 409 || c === 401)).toBe(true);
        const left = await race.database.db
          .selectFrom('utilisateurs')
          .select('id')
          .where('role', '=', 'ADMIN')
          .execute();
        expect(left).toHaveLength(1);
        survivor = left[0]!.id === survivor.id ? survivor : rival;
      }
    } finally {
      await race.close();
    }
  });
});
