/**
 * The composition root: read the configuration, build the adapters, wire commands, projections and the edges,
 * and start listening. `startServer` is what `npm start`, the tests and the benchmarks call.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import type { AppConfig } from './config';
import { ConfigError, loadConfig } from './config';
import type { ApiContext } from './api/context';
import { createHttpApp } from './api/http-app';
import type { ChainCheckpoint, EventStore, ReadStore } from './commands/ports';
import { createLoginThrottle } from './commands/user/login-throttle';
import { createSessionTokens } from './commands/user/session-tokens';
import { createGenerationProgress } from './commands/content/generation-progress';
import { generationCommands } from './commands/content/generation.commands';
import { gameCommands } from './commands/game/game.commands';
import { createForwarder } from './commands/game/game-forward';
import { createGameLeases } from './commands/game/game-lease';
import { startImageSweep } from './commands/image/image-sweep';
import { imageCommands } from './commands/image/image.commands';
import { quizCommands } from './commands/quiz/quiz.commands';
import { userCommands } from './commands/user/user.commands';
import { subscriptionCommands } from './commands/subscription/subscription.commands';
import { priceCatalogue } from './domain/subscription/subscription.prices';
import { createPaddleBilling } from './infra/billing/paddle-billing';
import { createSandboxBilling } from './infra/billing/sandbox-billing';
import { createLocalQuestionGenerator } from './infra/ai/local-question-generator';
import { createOpenAiQuestionGenerator } from './infra/ai/openai-question-generator';
import { createFileBlobStore } from './infra/blobs/file-blob-store';
import { createFileSpool } from './infra/blobs/file-spool';
import { createArgon2Hasher } from './infra/crypto/argon2-hasher';
import { openEsdbEventStore } from './infra/eventstore/esdb-event-store';
import { openSqliteEventStore } from './infra/eventstore/sqlite-event-store';
import { withTextBlobs } from './infra/eventstore/text-blobs';
import { createPdfExtractor } from './infra/extract/pdf-extractor';
import { createContentThreads } from './infra/workers/content-threads';
import { createUrlExtractor } from './infra/extract/url-extractor';
import { createOutboxMailer } from './infra/mail/outbox-mailer';
import { createEmbeddedReadStore } from './infra/readstore/embedded-read-store';
import { openMongoReadStore } from './infra/readstore/mongo-read-store';
import { allProjections } from './projections/all-projections';
import { dashboardStatsQueries } from './projections/dashboard/dashboard-stats.queries';
import { createProjectionRunner } from './projections/runtime/projection-runner';
import { openAliasedReadStore } from './projections/runtime/read-model-aliases';
import { signInQueries } from './projections/sign-ins/sign-ins.queries';
import { gameQueries } from './projections/games/games.queries';
import { imageQueries } from './projections/images/images.queries';
import { libraryQueries } from './projections/library/library.queries';
import { quizQueries } from './projections/quizzes/quizzes.queries';
import { planUsageQueries, subscriptionQueries } from './projections/subscriptions/subscriptions.queries';
import { accountReader, usageQueries } from './projections/usage/usage.queries';
import { userQueries } from './projections/users/users.queries';
import { attachSocketGateway } from './realtime/socket-gateway';
import { adminCommands } from './commands/admin/admin.commands';
import { createAdminTokens } from './commands/admin/admin-tokens';
import { createSecretBox } from './commands/secret-box';
import { createLiveGenerator } from './commands/settings/live-generator';
import { createLiveSettings, ttlHours } from './commands/settings/live-settings';
import { settingsCommands } from './commands/settings/settings.commands';
import { settingsQueries } from './projections/settings/settings.queries';
import { analyticsQueries } from './projections/analytics/analytics.queries';
import { ticketCommands } from './commands/tickets/ticket.commands';
import { ticketQueries } from './projections/tickets/tickets.queries';
import { createRequestMetrics } from './api/middleware/request-metrics';
import { userOfToken } from './api/middleware/auth';
import { adminQueries } from './projections/admins/admins.queries';
import { adminUserQueries } from './projections/admin/admin-users.queries';
import { adminUserCommands } from './commands/admin/admin-users.commands';
import { adminSubscriptionQueries } from './projections/admin/admin-subscriptions.queries';
import { adminSubscriptionCommands } from './commands/admin/admin-subscriptions.commands';
import { auditReplays } from './commands/audit/audit-replays';
import { gameAuditQueries } from './projections/games/game-audit.queries';
import { subscriptionAuditQueries } from './projections/subscriptions/subscription-audit.queries';
import { chainAudit } from './projections/audit/chain-audit';
import { withChainCheckpoints } from './infra/eventstore/chain-checkpoints';

/**
 * EventStoreDB keeps no checkpoints inside its appends: the server (the caller that asks for checkpoints) follows the
 * log and records them in the stream `audit-checkpoints` (infra/eventstore/chain-checkpoints.ts).
 */
const esdbWithCheckpoints = async (config: AppConfig, onCheckpoint?: (checkpoint: ChainCheckpoint) => void) => {
  const store = openEsdbEventStore(config.eventStore.url!);
  if (!onCheckpoint) return store;
  return withChainCheckpoints(store, { every: config.eventStore.checkpointEvery, onCheckpoint });
};

export const openStores = async (
  config: AppConfig,
  { onCheckpoint }: { onCheckpoint?: (checkpoint: ChainCheckpoint) => void } = {},
): Promise<{ eventStore: EventStore; readStore: ReadStore }> => {
  // Large texts (a library source's) are kept as blobs beside the log and referenced from their events.
  const eventStore = withTextBlobs(
    config.eventStore.kind === 'eventstoredb'
      ? await esdbWithCheckpoints(config, onCheckpoint)
      : openSqliteEventStore(path.join(config.dataDir, 'events.sqlite'), {
          checkpointEvery: config.eventStore.checkpointEvery,
          onCheckpoint,
        }),
    () => createFileBlobStore(path.join(config.dataDir, 'event-texts')),
  );
  // Read models are reached through their logical names, so a rebuild can switch them over (blue-green).
  const readStore = await openAliasedReadStore(
    config.readStore.kind === 'mongodb'
      ? await openMongoReadStore(config.readStore.url!, config.readStore.db)
      : createEmbeddedReadStore(),
  );
  return { eventStore, readStore };
};

export const startServer = async (config: AppConfig, logger = pino({ level: config.logLevel })) => {
  const started = performance.now();
  // Each checkpoint of the log's hash chain is printed, so the log kept elsewhere holds it too (issue 11).
  const { eventStore, readStore } = await openStores(config, {
    onCheckpoint: (checkpoint) => logger.info({ chainCheckpoint: checkpoint }, 'event log checkpoint'),
  });
  const runner = createProjectionRunner({
    eventStore,
    readStore,
    projections: allProjections(),
    logger,
    guarded: readStore.durable,
  });
  await runner.start();
  await runner.catchUp();

  const clock = { now: () => new Date() };
  // The settings in force (staff change them in the admin panel): plan limits and features are these objects,
  // updated in place, so every command reads the current figures per request.
  const secrets = createSecretBox(config.admin.secretsKey);
  const planLimits = structuredClone(config.planLimits);
  const planFeatures = structuredClone(config.planFeatures);
  const settingsStore = settingsQueries(readStore);
  const liveSettings = createLiveSettings({
    defaults: {
      planLimits: config.planLimits,
      planFeatures: config.planFeatures,
      ai: config.ai,
      adminSessionHours: ttlHours(config.admin.jwtTtl),
    },
    load: async () =>
      Object.fromEntries(Object.entries((await settingsStore.current()).values).map(([k, v]) => [k, v.value])),
    secrets,
    limits: planLimits,
    features: planFeatures,
    log: (obj, msg) => logger.error(obj, msg),
  });
  await liveSettings.refresh();
  // A change recorded by another process on the same stores applies here too, once projected.
  const settingsWatch = eventStore.subscribe(await eventStore.headPosition(), async (batch) => {
    const last = batch.findLast((e) => e.type === 'SettingsChanged');
    if (!last) return;
    await runner.waitFor(last.position);
    await liveSettings.refresh().catch((error: unknown) => logger.error({ err: error }, 'settings refresh failed'));
  });
  const tokens = createSessionTokens(config.jwt);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const accounts = accountReader(readStore, { clock, graceDays: config.billing.pastDueGraceDays });
  // The sandbox posts its webhooks to this server's own address, known once it listens.
  let selfUrl = '';
  const billing =
    config.billing.provider === 'paddle'
      ? createPaddleBilling({
          apiKey: config.billing.paddle.apiKey ?? '',
          environment: config.billing.paddle.environment,
          clientToken: config.billing.paddle.clientToken ?? '',
          webhookSecrets: config.billing.webhookSecrets,
          apiUrl: config.billing.paddle.apiUrl,
        })
      : createSandboxBilling({
          webhookSecrets: config.billing.webhookSecrets,
          selfUrl: () => selfUrl,
          file: path.join(config.dataDir, 'billing-sandbox.json'),
          clock,
        });
  const subscriptions = subscriptionCommands({
    eventStore,
    clock,
    billing,
    catalogue: priceCatalogue(config.billing.priceIds),
    graceDays: config.billing.pastDueGraceDays,
    userExists: async (userId) => (await userQueries(readStore).byId(userId)) !== null,
    log: (obj, msg) => logger.warn(obj, msg),
  });
  const games = gameCommands({
    eventStore,
    clock,
    accounts,
    limits: planLimits,
    gameLimits: config.gameLimits,
    secret: config.jwt.secret,
    log: (obj, msg) => logger.error(obj, msg),
    // Several instances on one log (INSTANCE_URL set): one writer per game (a lease), the others hand it their
    // commands. One instance alone writes every game and records no leases.
    routing: config.instances.url
      ? {
          leases: createGameLeases({
            eventStore,
            clock,
            instanceId: randomUUID(),
            url: () => config.instances.url!,
            leaseMs: config.instances.gameLeaseMs,
          }),
          forward: createForwarder(config.jwt.secret),
        }
      : undefined,
  });
  // Source analysis and the offline generator do work that grows with a source: they run on worker threads.
  const contentThreads = createContentThreads(config.contentThreads);
  // The provider, model and key the settings choose (AI_PROVIDER, ... over the environment), switched live.
  const localGenerator = contentThreads.localGenerator(createLocalQuestionGenerator());
  const generator = createLiveGenerator({
    settings: liveSettings,
    local: localGenerator,
    // What a model cannot make (an unreadable answer after one repair, too few sound questions) the offline one does.
    openai: (options) => createOpenAiQuestionGenerator({ ...options, fallback: localGenerator }),
    envApiKey: config.ai.apiKey,
  });
  const generationProgress = createGenerationProgress();
  const images = imageCommands({
    eventStore,
    blobs: createFileBlobStore(path.join(config.dataDir, 'uploads')),
    clock,
    accounts,
    limits: planLimits,
    images: { ...imageQueries(readStore), caughtUp: (position) => runner.waitFor(position) },
  });
  const quizzes = quizCommands({ eventStore, clock, accounts, images, limits: planLimits });
  const admins = adminQueries(readStore);
  const adminTokens = createAdminTokens({
    secret: config.jwt.secret,
    // SECURITY_ADMIN_SESSION_HOURS when staff set it, else ADMIN_JWT_TTL.
    ttl: () =>
      liveSettings.isSet('SECURITY_ADMIN_SESSION_HOURS')
        ? `${liveSettings.value('SECURITY_ADMIN_SESSION_HOURS')}h`
        : config.admin.jwtTtl,
  });
  // Counted once the read model has every role change the log holds.
  const superAdminCount = async () => {
    await runner.catchUp(5000);
    return admins.superAdminCount();
  };
  const staff = adminCommands({
    eventStore,
    hasher: createArgon2Hasher({ concurrency: 2 }),
    clock,
    tokens: adminTokens,
    throttle: createLoginThrottle({
      maxFailures: config.loginMaxFailures,
      accountFailuresPerHour: config.loginAccountFailuresPerHour,
    }),
    secrets,
    superAdminCount,
  });
  const graceDays = config.billing.pastDueGraceDays;
  const admin = {
    tokens: adminTokens,
    queries: {
      ...admins,
      users: adminUserQueries(readStore, { graceDays }),
      subscriptions: adminSubscriptionQueries(readStore, { graceDays }),
      analytics: analyticsQueries(readStore),
    },
    commands: {
      ...staff,
      users: adminUserCommands({ eventStore, clock, admins: staff, graceDays, superAdminCount }),
      subscriptions: adminSubscriptionCommands({ eventStore, clock, billing: subscriptions, graceDays }),
    },
    settings: {
      live: liveSettings,
      queries: settingsStore,
      commands: settingsCommands({ eventStore, clock, secrets, live: liveSettings, envApiKey: config.ai.apiKey }),
    },
    tickets: {
      commands: ticketCommands({ eventStore, clock, perAddressPerHour: config.admin.contactPerAddressPerHour }),
      queries: ticketQueries(readStore),
    },
    metrics: createRequestMetrics(),
    audit: auditReplays({
      eventStore,
      readModels: { ...gameAuditQueries(readStore), ...subscriptionAuditQueries(readStore) },
      clock,
      graceDays,
      settled: (position) => runner.waitFor(position),
    }),
    chain: chainAudit({ eventStore, readStore, projections: allProjections(), runner }),
  };
  const ctx: ApiContext = {
    clock,
    tokens,
    runner,
    commands: {
      subscriptions,
      users: userCommands({
        eventStore,
        hasher: createArgon2Hasher({ concurrency: config.hashConcurrency }),
        mailer: createOutboxMailer(path.join(config.dataDir, 'outbox'), (obj, msg) => logger.info(obj, msg)),
        clock,
        tokens,
        throttle: createLoginThrottle({
          maxFailures: config.loginMaxFailures,
          accountFailuresPerHour: config.loginAccountFailuresPerHour,
        }),
        publicUrl,
        limits: config.accountLimits,
        log: (obj, msg) => logger.error(obj, msg),
      }),
      quizzes,
      images,
      games,
      generation: generationCommands({
        eventStore,
        clock,
        accounts,
        limits: planLimits,
        features: planFeatures,
        generator,
        analyzer: contentThreads.analyzer,
        pdf: createPdfExtractor(config.pdfParse),
        url: createUrlExtractor({ allowPrivate: config.allowPrivateUrls, reader: contentThreads.articleReader }),
        quizzes,
        progress: generationProgress,
      }),
      generationProgress,
      uploadSpool: createFileSpool(path.join(config.dataDir, 'tmp')),
    },
    queries: {
      subscriptions: subscriptionQueries(readStore, {
        graceDays: config.billing.pastDueGraceDays,
        provider: config.billing.provider,
      }),
      planUsage: planUsageQueries(readStore),
      users: userQueries(readStore),
      signIns: signInQueries(readStore),
      dashboardStats: dashboardStatsQueries(readStore),
      usage: usageQueries(readStore),
      quizzes: quizQueries(readStore),
      games: gameQueries(readStore, {
        settled: async (position) =>
          runner.waitFor(position).then(async () => (await runner.status()).every((p) => p.position >= position)),
      }),
      library: libraryQueries(readStore),
      images: imageQueries(readStore),
    },
    plans: { limits: planLimits, features: planFeatures },
    stores: { eventStore: eventStore.kind, readStore: readStore.kind },
    webDist: config.webDist,
    adminDist: config.adminDist,
    games: { startCountdownMs: config.gameStartCountdownMs },
    trustProxy: config.trustProxy,
    admin,
  };

  const httpServer = createServer(createHttpApp(ctx, logger));
  const sockets = attachSocketGateway(httpServer, { ...ctx, userOfToken: (token) => userOfToken(ctx, token) }, logger);
  const resumed = await games.resumeUnfinished(await ctx.queries.games.openGames());
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const wildcard = ['0.0.0.0', '::', 'localhost'].includes(config.host);
  selfUrl = `http://${wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const imageSweep = startImageSweep({
    sweep: images.sweepOrphans,
    intervalMs: config.images.sweepIntervalMs,
    graceMs: config.images.orphanGraceMs,
    log: logger,
  });
  const url = `http://127.0.0.1:${port}`;
  logger.info(
    {
      port,
      eventStore: eventStore.kind,
      readStore: readStore.kind,
      resumedGames: resumed,
      startupMs: Math.round(performance.now() - started),
    },
    `Quizstream is listening on http://localhost:${port}`,
  );

  let closing: Promise<void> | null = null;
  /** Stops accepting work, lets requests in flight finish, then closes the stores. */
  const close = () =>
    (closing ??= (async () => {
      await imageSweep.stop();
      await games.close();
      await sockets.close();
      httpServer.closeIdleConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await ctx.commands.users.idle();
      await settingsWatch.close();
      await runner.stop();
      await contentThreads.close();
      await eventStore.close();
      await readStore.close();
    })());

  return { url, port, close, ctx, eventStore, readStore, runner };
};

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

const main = async () => {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const server = await startServer(config, logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      logger.info({ signal }, 'draining and closing the stores');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
