import type { FastifyInstance } from 'fastify';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import { pendingMigrations } from '../../db/migrate.ts';
import { ReadinessFailure } from '../../lib/readiness.ts';
import { pingDatabase } from './health.repository.ts';

/**
 * The database's readiness checks: it answers, and it holds every migration this code knows.
 * Once all were found applied they stay applied (nothing un-runs them), so later probes skip
 * that look-up and cost one `select 1`.
 */
export function addDatabaseChecks(app: FastifyInstance): void {
  app.readiness.add({
    name: 'database',
    failure: HEALTH_MSG.databaseDown,
    run: () => pingDatabase(app.db),
  });
  let migrated = false;
  app.readiness.add({
    name: 'migrations',
    failure: HEALTH_MSG.migrationsUnknown,
    run: async () => {
      if (migrated) return;
      const pending = await pendingMigrations(app.db);
      if (pending.length > 0) throw new ReadinessFailure(HEALTH_MSG.migrationsPending(pending));
      migrated = true;
    },
  });
}
