import type { Transaction } from 'kysely';
import { nameKey } from '@comoe/shared/text';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import type { AppError } from '../../lib/app-error.ts';

/**
 * Writes a name that must be unique among its siblings ignoring case and spacing (a business's
 * products, an owner's sections): checked in the write's transaction, and the database's
 * unique index answers the same conflict when two requests race.
 */
export async function writeUniqueName<T>(
  db: Database,
  opts: {
    /** undefined: the write keeps the current name, nothing to check. */
    nom: string | undefined;
    exceptId: number | null;
    siblings: (trx: Transaction<DB>) => Promise<Array<{ id: number; nom: string }>>;
    taken: () => AppError;
    write: (trx: Transaction<DB>) => Promise<T>;
  },
): Promise<T> {
  const key = opts.nom === undefined ? null : nameKey(opts.nom);
  try {
    return await db.transaction().execute(async (trx) => {
      if (key !== null) {
        const siblings = await opts.siblings(trx);
        if (siblings.some((s) => s.id !== opts.exceptId && nameKey(s.nom) === key)) throw opts.taken();
      }
      return opts.write(trx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw opts.taken();
    throw err;
  }
}
