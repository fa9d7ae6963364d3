import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCES_CSV_HEADER, type Finances } from '@comoe/shared/schemas/admin';
import type { NewCommande } from '../src/db/tables/commandes.table.ts';
import type { calls } from './helpers/admin.ts';
import { adminDesk, type SignedIn } from './helpers/admin.ts';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { createEntreprise, createUser } from './helpers/factories.ts';
import { orderRow } from './helpers/orders.ts';

// The CSV export of 'Rapport Financier': every LIVREE order of the range, once, read in chunks of
// 500 (here across chunk boundaries with many orders sharing one instant), sums = the JSON's.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const delivered = new Set<string>();

const ORDERS = 2_345;
const RANGE = 'startDate=2024-06-01&endDate=2024-06-30';

beforeAll(async () => {
  ({
    t,
    w: { api, admin },
  } = await appWith(adminDesk));
  const db = t.database.db;
  const ville = { id: admin.villeId };
  // Names a spreadsheet would misread: the separator, quotes, a formula.
  const client = await createUser(db, 'CLIENT', { villeId: ville.id, prenom: '=HYPERLINK("x")' });
  const owner = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
  const entreprise = await createEntreprise(db, owner, { nom: 'Chez "Tantie"; Awa' });
  const rows: NewCommande[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const id = randomUUID();
    // Ten instants only: most rows share their instant with hundreds of others.
    const createdAt = new Date(Date.UTC(2024, 5, 1 + (i % 10) * 3, 10, 0, 0, 0));
    const statut = i % 7 === 0 ? 'ANNULEE' : 'LIVREE';
    if (statut === 'LIVREE') delivered.add(id);
    const total = 1000 + (i % 13) * 250;
    const fraisLivraison = 500 + (i % 3) * 50;
    rows.push(
      orderRow(
        {
          clientId: client.id,
          entrepriseId: entreprise.id,
          villeId: ville.id,
          statut,
          total,
          fraisLivraison,
          createdAt,
        },
        id,
      ),
    );
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('commandes')
      .values(rows.slice(i, i + 200))
      .execute();
  // Just outside the range, on both sides.
  for (const at of ['2024-05-31T23:59:59.999Z', '2024-07-01T00:00:00.000Z']) {
    await db
      .insertInto('commandes')
      .values({
        ...rows[1]!,
        id: randomUUID(),
        statut: 'LIVREE',
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .execute();
  }
}, 120_000);
afterAll(() => t.close());

/** A `;` CSV record parsed back (quoted fields may hold `;` and doubled quotes). */
function parseRecord(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const end = line.indexOf('"', i);
        value += line.slice(i, end);
        if (line[end + 1] === '"') {
          value += '"';
          i = end + 2;
        } else {
          i = end + 2;
          break;
        }
      }
      cells.push(value);
    } else {
      const end = line.indexOf(';', i);
      cells.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}

describe(`GET /api/admin/commandes/finances.csv (${store})`, () => {
  it('sends the whole range as a French Excel CSV whose sums are the report’s', async () => {
    const res = await api.get(`/api/admin/commandes/finances.csv?${RANGE}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="rapport-financier_2024-06-01_au_2024-06-30.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = text.slice(0, -2).split('\r\n');
    expect(header).toBe(FINANCES_CSV_HEADER.join(';'));
    const records = lines.map(parseRecord);
    expect(records.every((r) => r.length === FINANCES_CSV_HEADER.length)).toBe(true);

    // Every delivered order of the range, each once, and nothing else.
    expect(records).toHaveLength(delivered.size);
    expect(new Set(records.map((r) => r[0]))).toEqual(delivered);

    const json = (await api.get(`/api/admin/commandes/finances?${RANGE}`, admin.headers)).json<Finances>();
    const sum = (col: number) => records.reduce((n, r) => n + Number(r[col]), 0);
    expect(sum(4)).toBe(json.totalRevenu);
    expect(sum(5)).toBe(json.notrePart);
    expect(sum(6)).toBe(json.partEntreprises);
    expect(records.length).toBe(json.nombreCommandes);
    expect(records.every((r) => /^\d+$/.test(r[4]!) && Number(r[4]) - Number(r[5]) === Number(r[6]))).toBe(
      true,
    );
  });

  it('keeps names intact, quoted where needed, and never as formulas', async () => {
    const res = await api.get(`/api/admin/commandes/finances.csv?${RANGE}`, admin.headers);
    const first = res.rawPayload.toString('utf8').split('\r\n')[1]!;
    expect(first).toContain(';"Chez ""Tantie""; Awa";');
    const record = parseRecord(first);
    expect(record[2]).toBe('Chez "Tantie"; Awa');
    expect(record[3]).toBe(`'=HYPERLINK("x") client`);
    expect(record[1]).toBe('28/06/2024 10:00');
  });

  it('answers only the header for a range without delivered orders', async () => {
    const res = await api.get(
      '/api/admin/commandes/finances.csv?startDate=2023-01-01&endDate=2023-01-31',
      admin.headers,
    );
    expect(res.payload).toBe(`\uFEFF${FINANCES_CSV_HEADER.join(';')}\r\n`);
  });
});
