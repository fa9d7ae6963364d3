// @stores sqlite: runs ESLint on source text, no database
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(fileURLToPath(import.meta.url), '../../../..');
const RULES = new Set(['no-restricted-syntax', 'no-restricted-imports']);
const MESSAGE = 'Only repositories speak SQL: move this query to a *.repository.ts file (style rule 3).';

/**
 * The repository's own eslint.config.js, run on code written here as if it stood at `file`.
 * Only the SQL rules run: the typed rules need the file on disk, these need nothing but the text.
 */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

async function sqlErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'apps/api/src', file) });
  if (!result) throw new Error(`ESLint answered nothing for ${file}.`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return result.messages.filter((m) => m.ruleId !== null && RULES.has(m.ruleId)).map((m) => m.message);
}

const lines = (...code: string[]) => [...code, ''].join('\n');

const QUERIES = lines(
  "import { sql } from 'kysely';",
  "import type { Database } from '../../db/database.ts';",
  'export async function f(db: Database, id: string) {',
  "  await db.selectFrom('commandes').selectAll().where('id', '=', id).execute();",
  "  await db.insertInto('messagesContact').values({ nom: 'a' }).execute();",
  "  await db.updateTable('commandes').set({ total: 1 }).execute();",
  "  await db.deleteFrom('avis').execute();",
  "  await db.with('x', (q) => q.selectFrom('avis').selectAll()).selectFrom('x').selectAll().execute();",
  '  await sql`select 1`.execute(db);',
  "  return sql.ref('c.id');",
  '}',
);

describe('only repositories speak SQL (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses every query written in a service, a route or a plugin', async () => {
    const service = await sqlErrors('modules/commandes/x.service.ts', QUERIES);
    // The import, the four statements, the CTE with both its selects, sql`…` and sql.ref().
    expect(service).toHaveLength(10);
    for (const message of service) expect(message).toContain(MESSAGE);

    const route = await sqlErrors(
      'modules/contact/x.routes.ts',
      lines(
        "import type { FastifyInstance } from 'fastify';",
        "export const r = (app: FastifyInstance) => app.db.insertInto('messagesContact').values({}).execute();",
      ),
    );
    expect(route).toEqual([MESSAGE]);

    const plugin = await sqlErrors(
      'plugins/x.ts',
      lines(
        "import { sql as q } from 'kysely';",
        "import type { Database } from '../db/database.ts';",
        'export const ping = (db: Database) => q`select 1`.execute(db);',
      ),
    );
    // The renamed tag escapes the syntax rule, not the import rule.
    expect(plugin).toHaveLength(1);
    expect(plugin[0]).toContain(MESSAGE);
  });

  it('lets repositories query, and services open transactions and call repositories', async () => {
    expect(await sqlErrors('modules/commandes/x.repository.ts', QUERIES)).toEqual([]);
    expect(await sqlErrors('plugins/x.repository.ts', QUERIES)).toEqual([]);
    expect(
      await sqlErrors(
        'modules/commandes/x.service.ts',
        lines(
          "import type { FastifyInstance } from 'fastify';",
          "import { insertAvis } from './avis.repository.ts';",
          'export async function rate(app: FastifyInstance) {',
          '  await app.db.transaction().execute(async (trx) => insertAvis(trx, {} as never));',
          '  return [1, 2].with(0, 3);',
          '}',
        ),
      ),
    ).toEqual([]);
  });

  it('leaves the database layer alone: migrations and seeds speak SQL', async () => {
    expect(await sqlErrors('db/migrations/999-x.ts', QUERIES)).toEqual([]);
  });
});
