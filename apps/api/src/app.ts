import type { Agent } from 'node:https';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fr } from 'zod/locales';
import type { Config } from './config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { DatabaseHandle } from './db/database.ts';
import { AccessLog } from './lib/access-log.ts';
import { commandesRoutes } from './modules/commandes/commandes.routes.ts';
import { suiviRoutes } from './modules/commandes/suivi.routes.ts';
import { carteRoutes } from './modules/carte/carte.routes.ts';
import { createOrderSweeper } from './modules/commandes/order-sweeper.ts';
import { businessReportsRoutes } from './modules/commandes/entreprise-reports.routes.ts';
import { avisEntrepriseRoutes } from './modules/commandes/avis-entreprise.routes.ts';
import { businessSalesRoutes } from './modules/commandes/entreprise-ventes.routes.ts';
import { catalogRoutes } from './modules/entreprises/catalog.routes.ts';
import { searchRoutes } from './modules/entreprises/search.routes.ts';
import { entrepriseOrdersRoutes } from './modules/commandes/entreprise-orders.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { livreursRoutes } from './modules/livreurs/livreurs.routes.ts';
import { changeRequestRoutes } from './modules/livreurs/change-requests.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { adminDirectoryRoutes } from './modules/admin/admin-directory.routes.ts';
import { adminVerificationRoutes } from './modules/admin/admin-verification.routes.ts';
import { adminClientsRoutes } from './modules/admin/admin-clients.routes.ts';
import { adminInboxRoutes } from './modules/admin/admin-inbox.routes.ts';
import { adminOrdersRoutes } from './modules/admin/admin-orders.routes.ts';
import { adminDeactivationRoutes } from './modules/admin/admin-deactivation.routes.ts';
import { adminOrderRescueRoutes } from './modules/admin/admin-order-rescue.routes.ts';
import { adminPayoutsRoutes } from './modules/admin/admin-payouts.routes.ts';
import { adminReportsRoutes } from './modules/admin/admin-reports.routes.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { entreprisesRoutes } from './modules/entreprises/entreprises.routes.ts';
import { entrepriseProfileRoutes } from './modules/entreprises/entreprise-profile.routes.ts';
import { horairesRoutes } from './modules/entreprises/horaires.routes.ts';
import { businessFilesRoutes } from './modules/files/business-files.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { categoriesProduitRoutes } from './modules/menu/categories-produit.routes.ts';
import { produitsRoutes } from './modules/menu/produits.routes.ts';
import { menuOrderRoutes } from './modules/menu/menu-order.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { VillesCache } from './modules/villes/villes-cache.ts';
import { MenuCache } from './modules/entreprises/menu-cache.ts';
import { VilleEntreprisesCache } from './modules/entreprises/ville-entreprises-cache.ts';
import { villesRoutes } from './modules/villes/villes.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { eventsPlugin } from './plugins/events.ts';
import { idempotencyPlugin, purgeOldKeys } from './plugins/idempotency.ts';
import { withMultipartForms } from './plugins/multipart-forms.ts';
import { passwordTriesPlugin } from './plugins/password-tries.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import { Readiness } from './lib/readiness.ts';
import { createFileStore } from './lib/file-store/create-file-store.ts';
import { clientErrorAnswer, errorsPlugin, frameworkErrorAnswer } from './plugins/errors.ts';
import { securityHeaders, securityPlugin, tileOrigin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import './types.ts';

// Validation messages the schemas do not word themselves come out in French.
z.config(fr());

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * zod checks and writes every route's data: given as Fastify's defaults, they spare loading its
 * own (ajv, fast-json-stringify), which no route would use, on every start. Fastify types these
 * factories after ajv's; it calls the compiler they return with each route's schema, as it calls
 * the one given to setValidatorCompiler.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Test seam: the HTTPS agent Web Push goes through (a local push service's certificate). */
  pushAgent?: Agent;
  /** Test seam: the clock (ms since 1970) of the password-try delays and of opening hours. */
  clock?: () => number;
}

export async function buildApp({
  config,
  database,
  logger,
  pushAgent,
  clock,
}: BuildOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(config.webDist, [tileOrigin(config.mapTiles.url)]);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new AccessLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkErrorAnswer(headers.api),
    clientErrorHandler: clientErrorAnswer(headers.api),
    bodyLimit: 1024 * 1024,
    // Phones on 3G drop connections: do not keep sockets around forever.
    requestTimeout: 60_000,
    // On close: idle keep-alive sockets are cut, requests under way finish; new ones on a kept
    // socket get 503 (server.ts bounds the whole wait).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', clock ?? Date.now);
  // Before the plugins that register a readiness check or count something (the bus, the routes).
  app.decorate('readiness', new Readiness((check, err) => app.log.warn({ err, check }, 'pas prêt')));
  // Shutting down: each answer closes its connection, so a balancer's kept-alive connection is
  // not reused to send this process another request (server.ts, SHUTDOWN_DRAIN_MS).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.readiness.stopping) reply.header('Connection', 'close');
    done(null, payload);
  });
  await app.register(metricsPlugin);
  app.decorate('fileStore', createFileStore(config));
  if (app.fileStore.kind === 's3') {
    app.readiness.add({
      name: 'stockage',
      failure: HEALTH_MSG.storageDown,
      run: () => app.fileStore.check(),
    });
  }
  app.addHook('onClose', () => {
    app.fileStore.close();
    return Promise.resolve();
  });
  app.decorate('villes', new VillesCache(database.db, config.villesCacheMs));
  const villeEntreprises = new VilleEntreprisesCache(database.db, config.menuCacheMs, app.clock);
  app.decorate('villeEntreprises', villeEntreprises);
  app.decorate('menus', new MenuCache(database.db, config.menuCacheMs, () => villeEntreprises.clear()));

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { headers });
  // Before compression: a copy's answer is stored as serialized; before the routes it wraps.
  await app.register(idempotencyPlugin);
  // Lists travel over 3G: compress what is worth it, with a brotli level cheap enough for live answers.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(docsPlugin);
  // Before the session check: the account cache hears of changes through the bus.
  await app.register(eventsPlugin);
  await app.register(authPlugin);
  await app.register(passwordTriesPlugin, { now: clock ?? Date.now });
  app.decorate('notifier', createNotifier(app, { pushAgent }));
  app.decorate('sweeper', createOrderSweeper(app, { purgeReplays: (now) => purgeOldKeys(app, now) }));
  app.addHook('onReady', () => {
    app.sweeper.start();
    return Promise.resolve();
  });
  // Before the bus and the database go: the last sweep and the pushes under way finish first.
  app.addHook('preClose', async () => {
    await app.sweeper.stop();
    await app.notifier.idle();
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(villesRoutes);
  await app.register(entreprisesRoutes);
  // Upload routes read multipart forms in scopes of their own (plugins/multipart-forms.ts).
  await app.register(withMultipartForms(filesRoutes));
  await app.register(withMultipartForms(businessFilesRoutes));
  await app.register(contactRoutes);
  await app.register(searchRoutes);
  await app.register(catalogRoutes);
  await app.register(entrepriseOrdersRoutes);
  await app.register(businessReportsRoutes);
  await app.register(avisEntrepriseRoutes);
  await app.register(businessSalesRoutes);
  await app.register(entrepriseProfileRoutes);
  await app.register(horairesRoutes);
  await app.register(payoutsRoutes);
  await app.register(categoriesProduitRoutes);
  await app.register(produitsRoutes);
  await app.register(menuOrderRoutes);
  await app.register(commandesRoutes);
  await app.register(suiviRoutes);
  await app.register(carteRoutes);
  await app.register(livreursRoutes);
  await app.register(changeRequestRoutes);
  await app.register(eventsRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminPayoutsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminDirectoryRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminClientsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminDeactivationRoutes);
  await app.register(adminOrderRescueRoutes);

  await app.register(webPlugin);
  return app;
}
