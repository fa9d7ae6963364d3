import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildSibling, buildTestApp, type TestApp } from './app.ts';
import { courierFlow } from './courier-flow.ts';
import { pngBytes } from './factories.ts';
import { marketplace, type Market } from './marketplace.ts';

export type MissionSuite = {
  t: TestApp;
  /** A second app on the same database: the requests of two processes at once. */
  sibling: FastifyInstance;
  flow: ReturnType<typeof courierFlow>;
  m: Market;
};

/**
 * A marketplace whose courier is available, and a second process on its database; before each
 * test the courier's missions in progress are closed (he may hold 3). Read it in a `beforeAll`
 * registered after this call.
 */
export function missionSuite(): { get: () => MissionSuite } {
  let suite: MissionSuite | null = null;
  beforeAll(async () => {
    const t = await buildTestApp();
    const sibling = await buildSibling(t);
    const flow = courierFlow(t, await pngBytes());
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    suite = { t, sibling, flow, m };
  });
  beforeEach(async () => {
    const { t, m } = suite!;
    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'LIVREE' })
      .where('livreurId', '=', m.courier.id)
      .where('statut', 'in', ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'])
      .execute();
  });
  afterAll(async () => {
    if (!suite) return;
    await suite.sibling.close();
    await suite.t.close();
  });
  return { get: () => suite! };
}
