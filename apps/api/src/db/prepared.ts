import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database.ts';

// A value no caller passes: its place among the compiled parameters is where the real one goes.
const SLOT = -7_340_003.5;

/**
 * A query of one numeric parameter, built and compiled by Kysely once per database and then
 * only executed. Building and compiling cost more than running a small indexed query on SQLite,
 * and the hot paths (every signed-in request, a business's menu) run the same shape every time.
 * Plugins still apply: the query was transformed when compiled, and results are on execution.
 */
export function preparedById<R>(
  build: (db: Database, id: number) => Compilable<R>,
): (db: Database, id: number) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, CompiledQuery<R>>();
  return async (db, id) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, SLOT).compile();
      if (!compiled.parameters.includes(SLOT)) throw new Error('preparedById : la requête ne lit pas son paramètre.');
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value === SLOT ? id : value));
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
