import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { JOURNAL_SORT_KEYS, type JournalEntry } from '@comoe/shared/schemas/admin-journal';
import { buildTestApp, expectRefusal, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createUser, createVille } from './helpers/factories.ts';

// The journal sorts by date both ways (issue 20 §3, "every table sortable"); newest first by default.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  const ville = await createVille(t.database.db);
  admin = await signedIn(t, 'ADMIN', ville.id);
  const client = await createUser(t.database.db, 'CLIENT', { villeId: ville.id });
  for (const statut of ['INACTIF', 'ACTIF'] as const) {
    const res = await api.put(`/api/admin/utilisateurs/${client.id}/statut`, admin.headers, {
      statut,
      motif: 'Compte en double',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

const resumes = async (query: string) => {
  const res = await api.get(`/api/admin/journal${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: JournalEntry[] }>().content.map((e) => e.resume.split(') ')[1]);
};

describe(`GET /api/admin/journal?sort (${store})`, () => {
  it('answers newest first by default and oldest first on date,asc', async () => {
    expect(await resumes('')).toEqual(['réactivé.', 'désactivé.']);
    expect(await resumes('?sort=date,desc')).toEqual(['réactivé.', 'désactivé.']);
    expect(await resumes('?sort=date,asc')).toEqual(['désactivé.', 'réactivé.']);
  });

  it('refuses another column in French', async () => {
    expectRefusal(
      await api.get('/api/admin/journal?sort=motif,asc', admin.headers),
      400,
      ADMIN_MSG.sortInvalid(JOURNAL_SORT_KEYS),
    );
  });
});
