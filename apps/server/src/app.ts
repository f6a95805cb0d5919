import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerStaticFiles } from './platform/static-files';
import { installAccessControl } from './platform/access';
import { customerAuthenticator, optionalCustomerIdentifier } from './platform/auth';
import { startSessionCache, type SessionNotices } from './platform/session-cache';
import { startSettingsCache, type SettingsNotices } from './platform/settings-cache';
import type { ListenForNotices } from './db/notices';
import type { Clock, ShiftedClock } from './platform/clock';
import { registerClockControl } from './platform/clock-control';
import { installErrorHandler } from './platform/error-handler';
import { idempotencyGuard } from './platform/idempotency';
import { loggerOptions } from './platform/logging';
import {
  installRateLimits,
  memoryRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit';
import { allowNativeOrigins } from './platform/native-origins';
import { installSecurityHeaders } from './platform/security-headers';
import { registerApiDocs } from './platform/api-docs';
import { ALL_ENDPOINTS } from '@kabuto/contract/all-endpoints';
import { failureEnvelope } from '@kabuto/contract';
import { endpointServer } from './platform/serve';
import { secretThrottle } from './platform/secret-throttle';
import { trustedDeviceRegistry } from './platform/trusted-devices';
import { DEVELOPMENT_SECRET_BOX_KEY, secretBox } from './platform/secret-box';
import { registerTwoFactorRoutes, twoFactorService } from './modules/two-factor';
import { registerActivityRoutes } from './modules/activity/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { authService } from './modules/auth/service';
import { registerMarketRoutes } from './modules/market/routes';
import { marketService } from './modules/market/service';
import { registerNewsRoutes } from './modules/news/routes';
import type { MarketDataProvider } from './market-data/provider';
import { currentBusUpdate } from './realtime/market-feed';
import type { QuoteBus } from './realtime/quote-bus';
import { createQuoteHub } from './realtime/quote-hub';
import { createEventHub } from './realtime/event-hub';
import { InProcessEventBus, type EventBus } from './realtime/events';
import { registerRealtimeRoutes, topicAuthorizer } from './realtime/routes';
import { operatorService, registerOperatorRoutes } from './modules/operators';
import { operatorAuthenticator } from './platform/operator-auth';
import { registerSiteConfigRoutes } from './modules/site-config';
import { registerSupportRoutes, supportDesk, supportService } from './modules/support';
import { notificationsService, registerNotificationsRoutes } from './modules/notifications';
import { setUpPriceAlerts, type AlertEvaluator } from './modules/alerts';
import { MULTIPART_OPTIONS, registerUploadRoutes } from './platform/uploads';
import { kycService, registerKycRoutes } from './modules/kyc';
import { bankCardService, registerBankCardRoutes } from './modules/bank-cards';
import { fundingService, registerFundingRoutes } from './modules/funding';
import { fxService, registerFxRoutes } from './modules/fx';
import { fundRecordService, registerFundRecordRoutes } from './modules/fund-records';
import { annualReportService, registerAnnualReportRoutes } from './modules/annual-report';
import {
  createTradingEngine,
  registerTradingRoutes,
  tradingOperatorService,
  tradingService,
  type TradingEngine,
} from './modules/trading';
import { soleLeadership, type FeedLeadership } from './realtime/feed-leader';
import {
  createIpoJobs,
  ipoCustomerService,
  offeringAwaitsListing,
  ipoOperatorService,
  registerIpoRoutes,
  type IpoJobs,
} from './modules/ipo';
import { registerProducts, stopOnClose } from './app-products';
import type { CopyJobs } from './modules/copy';
import type { CreditJobs } from './modules/credit';
import type { ReferralJobs } from './modules/referral';
import type { LiabilitiesJobs } from './modules/liabilities';
import type { BlockJobs } from './modules/block';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading engine: matches every quote, runs the session-end jobs (modules/trading/engine.ts). */
    trading: TradingEngine;
    /** The IPO's scheduled work: draws and purchase deadlines (modules/ipo/jobs.ts). */
    ipo: IpoJobs;
    /** Copy trading's scheduled work: the house strategies' daily rebalances (modules/copy/jobs.ts). */
    copyTrading: CopyJobs;
    /** Credit's scheduled work: loans' daily interest (modules/credit/jobs.ts). */
    credit: CreditJobs;
    /** Invite and share's reward job: qualifies, holds and pays referral rewards (modules/referral/jobs.ts). */
    referral: ReferralJobs;
    /** Price alerts' evaluator: every quote against the armed alerts, on the feed leader (modules/alerts/evaluator.ts). */
    priceAlerts: AlertEvaluator;
    /** Proof of liabilities: the day's published root (modules/liabilities/jobs.ts). */
    liabilities: LiabilitiesJobs;
    /** Block trades' and bidding's scheduled work: allocations at each window's close (modules/block/jobs.ts). */
    block: BlockJobs;
    /** The session cache and its notices (platform/session-cache.ts). */
    sessionNotices: SessionNotices;
    /** The settings tables' cache and its notices (platform/settings-cache.ts). */
    settingsNotices: SettingsNotices;
  }
}

export type AppDependencies = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  /** The one market every customer sees, and the bus its live updates arrive on. */
  market: MarketDataProvider;
  quoteBus: QuoteBus;
  /** Customer and operator events (support messages): Redis when scaled (main.ts), else in-process. */
  eventBus?: EventBus;
  /** Who runs the feed and the trading engine with several processes (Redis); alone by default. */
  leadership?: FeedLeadership;
  /** Tests and demos only (CLOCK_CONTROL): a clock that POST /api/test/clock/advance may move. */
  movableClock?: ShiftedClock;
  /** Where rate-limit counts live: Redis when scaled (main.ts), else this process's memory. */
  rateLimitStore?: RateLimitStore;
  /** Tests pass a stream to read the logs; production logs JSON to stdout. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Database notices (the database handle's `listen`): with them, signed-in sessions are kept
   * between requests (platform/session-cache.ts); without, every request looks its session up.
   */
  listen?: ListenForNotices;
};

const MINUTE_MS = 60_000;

/** Builds the Fastify instance: platform plugins first, then every module, registered explicitly. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    // A URL the router cannot decode (bad percent-encoding) is refused before any hook runs: it
    // still answers the envelope.
    frameworkErrors: (_error, _request, reply) => {
      // The option's reply type is generic over every route's schema; this one has none.
      void (reply as unknown as FastifyReply)
        .status(400)
        .send({ status: 0, msg: 'invalid_params', data: null });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('customer', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('idempotencyClaim', null);
  installErrorHandler(app);

  // Brotli or gzip for JSON answers and the built apps' JavaScript and CSS (bench/web: Home's
  // scripts went out uncompressed before). Small answers are not worth compressing: an order's
  // answer (about 1.5 KB) saved under a kilobyte and cost a tenth of the server's CPU per order
  // (bench:orders --profile); lists and scripts are well above 4 KB.
  await app.register(compress, { global: true, threshold: 4096, encodings: ['br', 'gzip'] });
  // Helmet's headers, worked out once (platform/security-headers.ts), and ours.
  installSecurityHeaders(app);
  // The native shell's pages call the customer API from an origin of their own.
  allowNativeOrigins(app, config.nativeAppOrigins);
  // First of the request hooks: a refused request costs nothing more (no session lookup).
  installRateLimits(
    app,
    {
      global: { max: config.rateLimitPerMinute, windowMs: MINUTE_MS },
      register: { max: config.registerLimitPerHour, windowMs: 60 * MINUTE_MS },
      money: { max: config.moneyMovementLimitPerMinute, windowMs: MINUTE_MS },
      trade: { max: config.tradeLimitPerMinute, windowMs: MINUTE_MS },
      report: { max: config.reportLimitPerMinute, windowMs: MINUTE_MS },
      websocket: { max: config.websocketUpgradesPerMinute, windowMs: MINUTE_MS },
    },
    deps.rateLimitStore ?? memoryRateLimitStore(),
  );
  if (config.apiDocs) await registerApiDocs(app, ALL_ENDPOINTS, failureEnvelope);
  // Multipart only for the upload endpoint's form; limits bound what is read (platform/uploads.ts).
  await app.register(multipart, MULTIPART_OPTIONS);

  const sessions = await startSessionCache(deps.listen);
  app.decorate('sessionNotices', sessions);
  app.addHook('onClose', () => sessions.stop());
  const settings = await startSettingsCache(db, deps.listen);
  app.decorate('settingsNotices', settings);
  app.addHook('onClose', () => settings.stop());
  const guards = {
    authenticateCustomer: customerAuthenticator(db, clock, sessions.cache),
    identifyCustomerIfSignedIn: optionalCustomerIdentifier(db, clock, sessions.cache),
    authenticateOperator: operatorAuthenticator(db, clock),
  };
  const idempotency = idempotencyGuard(db);
  const throttle = secretThrottle(db, clock);
  const devices = trustedDeviceRegistry(db, clock, {
    secureCookies: config.environment === 'production',
  });
  const loginPolicies = config.loginThrottle;
  const twoFactor = twoFactorService({
    db,
    clock,
    throttle,
    policy: loginPolicies.account,
    box:
      config.twoFactorKey === null
        ? null
        : secretBox(
            config.twoFactorKey === 'development'
              ? DEVELOPMENT_SECRET_BOX_KEY
              : config.twoFactorKey,
          ),
    devices,
  });
  installAccessControl(app, guards);

  const serve = endpointServer(app, idempotency);
  registerSiteConfigRoutes(serve, db);
  registerMarketRoutes(serve, marketService({ db, provider: deps.market, clock }));
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const eventBus = deps.eventBus ?? new InProcessEventBus();
  const eventHub = createEventHub(
    eventBus,
    topicAuthorizer(guards.authenticateCustomer, guards.authenticateOperator),
  );
  app.addHook('onClose', () => eventHub.close());
  const quoteHub = createQuoteHub({
    events: eventHub,
    bus: deps.quoteBus,
    clock,
    isKnownSymbol: (symbol) =>
      deps.market.instrument(symbol) !== undefined ||
      deps.market.indices().some((index) => index.code === symbol),
    // Only the feed's publisher may answer from its own market: another process numbers its
    // quotes its own way, and a snapshot with a foreign `seq` would make clients drop the live
    // updates that follow (they ignore a seq that goes backwards). The bus's latest comes first.
    currentQuote: (symbol) =>
      (deps.leadership ?? soleLeadership).isLeader()
        ? currentBusUpdate(deps.market, symbol)
        : undefined,
    limits: config.socketLimits,
  });
  app.addHook('onClose', () => quoteHub.close());
  registerRealtimeRoutes(app, quoteHub, guards.authenticateCustomer);
  registerNewsRoutes(serve, db);
  registerOperatorRoutes(
    serve,
    operatorService({ db, clock, throttle, loginPolicies, devices }),
    db,
  );
  registerAuthRoutes(
    serve,
    authService({
      db,
      clock,
      throttle,
      loginPolicies,
      devices,
      twoFactor,
      sessionTtlSeconds: config.sessionTtlSeconds,
      market: deps.market,
    }),
  );
  registerTwoFactorRoutes(serve, twoFactor);
  registerActivityRoutes(serve, { db, clock });
  registerUploadRoutes(serve, { db, clock, uploadDir: config.uploadDir });
  const support = { db, clock, events: eventBus, uploadDir: config.uploadDir };
  registerSupportRoutes(serve, supportService(support), supportDesk(support));
  registerNotificationsRoutes(serve, notificationsService({ db, clock }));
  const alertDeps = { db, clock, market: deps.market, events: eventBus, listen: deps.listen };
  const leadership = deps.leadership ?? soleLeadership;
  const priceAlerts = setUpPriceAlerts(serve, { ...alertDeps, leadership, logger: app.log });
  app.decorate('priceAlerts', priceAlerts);
  stopOnClose(app, priceAlerts);
  registerKycRoutes(serve, kycService({ db, clock, uploadDir: config.uploadDir }));
  registerBankCardRoutes(serve, bankCardService({ db, clock }));
  registerFundingRoutes(serve, {
    db,
    clock,
    events: eventBus,
    uploadDir: config.uploadDir,
    customer: fundingService({
      db,
      clock,
      throttle,
      moneyHours: config.moneyHours,
      twoFactor,
    }),
  });
  registerFxRoutes(serve, fxService({ db, clock }));
  const tradingDeps = {
    db,
    clock,
    market: deps.market,
    awaitsListing: (symbol: string) => offeringAwaitsListing(db, symbol),
  };
  const trading = tradingService(tradingDeps);
  registerTradingRoutes(serve, {
    customer: trading,
    operator: tradingOperatorService(tradingDeps),
  });
  const tradingEngine = createTradingEngine({
    ...tradingDeps,
    leadership: deps.leadership ?? soleLeadership,
    logger: app.log,
    jobIntervalMs: config.tradingJobIntervalMs,
    events: eventBus,
  });
  app.decorate('trading', tradingEngine);
  stopOnClose(app, tradingEngine);
  registerIpoRoutes(serve, {
    customer: ipoCustomerService({ db, clock }),
    operator: ipoOperatorService({
      db,
      clock,
      isListed: (symbol) => deps.market.instrument(symbol) !== undefined,
    }),
  });
  // Every module's jobs run on the one job interval (0 in tests, which run them by hand).
  const jobTiming = { logger: app.log, intervalMs: config.tradingJobIntervalMs };
  const ipoJobs = createIpoJobs({
    db,
    clock,
    market: deps.market,
    events: eventBus,
    ...jobTiming,
  });
  app.decorate('ipo', ipoJobs);
  stopOnClose(app, ipoJobs);
  // A process that starts on or after a listing date knows the new name before it serves.
  app.addHook('onReady', () => ipoJobs.listOnMarket());
  registerProducts(app, serve, {
    db,
    clock,
    market: deps.market,
    trading,
    jobTiming,
    events: eventBus,
  });
  if (deps.movableClock) registerClockControl(app, deps.movableClock, deps.market);
  registerFundRecordRoutes(serve, fundRecordService({ db, clock, market: deps.market }));
  registerAnnualReportRoutes(serve, annualReportService({ db, clock, market: deps.market }));

  await registerStaticFiles(app, config);
  return app;
}
