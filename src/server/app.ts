/** Builds the Fastify app: plugins, then the API routes under /api, then (optionally) the static site. */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { corsPlugin } from './plugins/cors.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { loggerOptions } from './plugins/log-serializers.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestId, requestLogPlugin } from './plugins/request-log.ts';
import { sitePlugin } from './plugins/site.ts';
import { bodyDrainPlugin } from './plugins/body-drain.ts';
import { slowClientsPlugin } from './plugins/slow-clients.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { catalogueRoutes } from './routes/catalogue/index.ts';
import { chatRoutes } from './routes/chat/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { healthRoute } from './routes/health.ts';
import { memberRoutes } from './routes/member/index.ts';
import { opsRoutes } from './routes/ops.ts';
import { orderRoutes } from './routes/orders/index.ts';
import { privacyRoutes } from './routes/privacy/index.ts';
import { createBot } from './services/bot/index.ts';
import type { Bot } from './services/bot/types.ts';
import { type Clock, systemClock } from './services/clock.ts';
import { createMailer } from './services/mail/index.ts';
import { measuredStorage } from './services/metrics/storage.ts';
import { safetyOutboxPlugin } from './plugins/safety-outbox.ts';
import type { Mailer } from './services/mail/types.ts';
import { SessionStore } from './services/sessions.ts';
import { createSmsSender, type SmsSender } from './services/sms/index.ts';
import { WhatsAppCloudSender } from './services/sms/whatsapp.ts';
import { createStorage } from './services/storage/index.ts';
import type { FileStorage } from './services/storage/types.ts';
import { PdfCheckPool } from './services/uploads/pdf-pool.ts';

/** What buildApp needs; tests pass a fake clock, a logger stream or another SMS sender. */
export interface BuildOptions {
  config: Config;
  database: Database;
  now?: Clock;
  sms?: SmsSender;
  mail?: Mailer;
  bot?: Bot;
  /** A storage the caller owns (and closes); otherwise the configured one, closed with the app. */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** The configured storage, closed (its sockets released) when the app closes. */
function ownStorage(app: FastifyInstance, config: Config): FileStorage {
  const storage = createStorage(config.storage);
  app.log.info({ storage: storage.location }, 'file storage');
  app.addHook('onClose', async () => storage.close());
  return storage;
}

/** Registers every API route (under the /api prefix given by the caller). */
async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoute);
  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(orderRoutes);
  await app.register(memberRoutes);
  await app.register(chatRoutes);
  await app.register(privacyRoutes);
  await app.register(adminRoutes);
  await app.register(opsRoutes);
}

/** Builds the app, ready to `listen` or to `inject` in tests. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel),
    trustProxy: config.trustProxy,
    // One log line per request (plugins/request-log.ts) with the caller's well-formed X-Request-Id or a new one.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Slow clients (plugins/slow-clients.ts): the header block and the whole request within their limits, checked
    // every few seconds (Node checks every 30 s by default).
    requestTimeout: config.slowClients.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.slowClients.headersTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(5000, config.slowClients.headersTimeoutSeconds * 500),
    },
    // While closing, a request that already reached the router is answered normally (with Connection: close)
    // rather than by Fastify's bare 503, which is not in the answer envelope (tests/chaos/graceful.ts).
    return503OnClosing: false,
    // Answers Fastify and Node write before any hook runs also carry the envelope and the security headers.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Ajv's strictNumbers skips the maximum check when coercion turns "Infinity" or "1e309" into Infinity, so a page
    // of Infinity reached the database; without it every bounded integer (tests/unit/contract-numbers.test.ts)
    // refuses them.
    ajv: { customOptions: { strictNumbers: false } },
  });
  const now = options.now ?? systemClock;
  const deps: AppDeps = {
    config,
    database,
    now,
    sessions: new SessionStore(database.db, now, config.session),
    sms: options.sms ?? createSmsSender(config.sms, app.log),
    whatsapp: config.whatsapp ? new WhatsAppCloudSender(config.whatsapp) : undefined,
    mail: options.mail ?? createMailer(config.mail),
    storage: measuredStorage(options.storage ?? ownStorage(app, config)),
    pdfChecks: new PdfCheckPool({
      perOwner: config.uploadQuota.checksHeldPerMember,
      size: config.uploadQuota.checkWorkers || undefined,
    }),
    bot: options.bot ?? createBot(config.bot, database.db, (err) => app.log.warn({ err }, 'assistant API failed')),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', () => deps.pdfChecks.close());
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, config.ops);
  await app.register(requestLogPlugin, { salt: config.ops.logIdSalt });
  await app.register(securityHeadersPlugin);
  await app.register(slowClientsPlugin, config.slowClients);
  await app.register(bodyDrainPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(compressPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(openapiPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(safetyOutboxPlugin);
  if (config.siteDir) await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
