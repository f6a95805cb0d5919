import { existsSync } from 'node:fs';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { customerAuthenticator, optionalCustomerIdentifier } from './platform/auth';
import type { Clock, ShiftedClock } from './platform/clock';
import { registerClockControl } from './platform/clock-control';
import { installErrorHandler } from './platform/error-handler';
import { idempotencyGuard } from './platform/idempotency';
import { loginThrottle } from './platform/login-throttle';
import type { RouteGuards } from './platform/route';
import { registerAuthRoutes } from './modules/auth/routes';
import { authService } from './modules/auth/service';
import { registerMarketRoutes } from './modules/market/routes';
import { marketService } from './modules/market/service';
import { registerNewsRoutes } from './modules/news/routes';
import type { MarketDataProvider } from './market-data/provider';
import { currentBusUpdate } from './realtime/market-feed';
import type { QuoteBus } from './realtime/quote-bus';
import { createQuoteHub } from './realtime/quote-hub';
import { registerRealtimeRoutes } from './realtime/routes';
import { registerOperatorRoutes } from './modules/operators/routes';
import { operatorService } from './modules/operators/service';
import { operatorAuthenticator } from './platform/operator-auth';
import { registerSiteConfigRoutes } from './modules/site-config/routes';
import { MULTIPART_OPTIONS, registerUploadRoutes } from './platform/uploads';
import { registerKycRoutes } from './modules/kyc/routes';
import { kycService } from './modules/kyc/service';
import { registerBankCardRoutes } from './modules/bank-cards/routes';
import { bankCardService } from './modules/bank-cards/service';
import { registerFundingRoutes } from './modules/funding/routes';
import { fundingService } from './modules/funding/service';
import { fundingReviewService } from './modules/funding/review';
import { registerFxRoutes } from './modules/fx/routes';
import { fxService } from './modules/fx/service';
import { registerFundRecordRoutes } from './modules/fund-records/routes';
import { fundRecordService } from './modules/fund-records/service';
import { registerTradingRoutes } from './modules/trading/routes';
import { tradingOperatorService, tradingService } from './modules/trading/service';
import { createTradingEngine, type TradingEngine } from './modules/trading/engine';
import { soleLeadership, type FeedLeadership } from './realtime/feed-leader';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading engine: matches every quote, runs the session-end jobs (modules/trading/engine.ts). */
    trading: TradingEngine;
  }
}

export type AppDependencies = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  /** The one market every customer sees, and the bus its live updates arrive on. */
  market: MarketDataProvider;
  quoteBus: QuoteBus;
  /** Who runs the feed and the trading engine with several processes (Redis); alone by default. */
  leadership?: FeedLeadership;
  /** Tests and demos only (CLOCK_CONTROL): a clock that POST /api/test/clock/advance may move. */
  movableClock?: ShiftedClock;
  /** Tests pass a stream to read the logs; production logs JSON to stdout. */
  logger?: FastifyServerOptions['logger'];
};

/**
 * Never log secrets: tokens and passwords are cut from anything that might carry them, even
 * though the default request serializer logs neither headers nor bodies.
 */
export const LOG_REDACTIONS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.confirmPassword',
  'body.oldPassword',
  'body.newPassword',
  'body.loginPassword',
  'body.oldFundPassword',
  'body.newFundPassword',
  'body.confirmFundPassword',
  'body.fundPassword',
  'token',
];

/** Builds the Fastify instance: platform plugins first, then every module, registered explicitly. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('customer', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('idempotencyClaim', null);
  installErrorHandler(app);

  // Brotli or gzip for JSON answers and the built apps' JavaScript and CSS (bench/web: Home's
  // scripts went out uncompressed before). Small answers are not worth compressing.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Refusals flow through the error handler, which answers 'too_frequent' in the envelope.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'too_frequent',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kabuto API',
        version: '0.1.0',
        description: 'Customer API: POST /api/vue/<area>/<action>',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          account: { type: 'apiKey', in: 'header', name: 'account' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'operator-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Multipart only for the upload endpoint's form; limits bound what is read (platform/uploads.ts).
  await app.register(multipart, MULTIPART_OPTIONS);

  const guards: RouteGuards = {
    authenticateCustomer: customerAuthenticator(db, clock),
    identifyCustomerIfSignedIn: optionalCustomerIdentifier(db, clock),
    moneyMovementLimit: { max: config.moneyMovementLimitPerMinute, timeWindow: '1 minute' },
    idempotency: idempotencyGuard(db),
  };
  const throttle = loginThrottle(db, clock, config.loginThrottle);

  registerSiteConfigRoutes(app, guards, db);
  registerMarketRoutes(app, guards, marketService({ db, provider: deps.market, clock }));
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const quoteHub = createQuoteHub({
    bus: deps.quoteBus,
    clock,
    isKnownSymbol: (symbol) =>
      deps.market.instrument(symbol) !== undefined ||
      deps.market.indices().some((index) => index.code === symbol),
    currentQuote: (symbol) => currentBusUpdate(deps.market, symbol),
  });
  app.addHook('onClose', () => quoteHub.close());
  registerRealtimeRoutes(app, quoteHub);
  registerNewsRoutes(app, guards, db);
  registerOperatorRoutes(
    app,
    operatorAuthenticator(db, clock),
    operatorService({ db, clock, throttle }),
    db,
  );
  registerAuthRoutes(
    app,
    guards,
    authService({
      db,
      clock,
      throttle,
      sessionTtlSeconds: config.sessionTtlSeconds,
      market: deps.market,
    }),
    {
      registerPerHour: config.registerLimitPerHour,
    },
  );
  registerUploadRoutes(app, guards, { db, clock, uploadDir: config.uploadDir });
  registerKycRoutes(
    app,
    guards,
    operatorAuthenticator(db, clock),
    kycService({ db, clock, uploadDir: config.uploadDir }),
  );
  registerBankCardRoutes(app, guards, bankCardService({ db, clock }));
  registerFundingRoutes(app, guards, operatorAuthenticator(db, clock), {
    db,
    customer: fundingService({ db, clock }),
    review: fundingReviewService({ db, clock }),
    uploadDir: config.uploadDir,
  });
  registerFxRoutes(app, guards, fxService({ db, clock }));
  const tradingDeps = { db, clock, market: deps.market };
  registerTradingRoutes(app, guards, operatorAuthenticator(db, clock), {
    db,
    customer: tradingService(tradingDeps),
    operator: tradingOperatorService(tradingDeps),
    tradeLimitPerMinute: config.tradeLimitPerMinute,
  });
  const tradingEngine = createTradingEngine({
    ...tradingDeps,
    leadership: deps.leadership ?? soleLeadership,
    logger: app.log,
    jobIntervalMs: config.tradingJobIntervalMs,
  });
  app.decorate('trading', tradingEngine);
  app.addHook('onClose', async () => {
    tradingEngine.stop();
    await tradingEngine.whenIdle();
  });
  if (deps.movableClock) registerClockControl(app, deps.movableClock, deps.market);
  registerFundRecordRoutes(
    app,
    guards,
    operatorAuthenticator(db, clock),
    fundRecordService({ db, clock, market: deps.market }),
  );

  await app.register(fastifyStatic, {
    root: config.publicImagesDir,
    prefix: '/api/images/',
    decorateReply: false,
  });
  // The operator console: its own path, its own login; nothing in it works without an operator session.
  if (existsSync(config.consoleDistDir)) {
    await app.register(fastifyStatic, {
      root: config.consoleDistDir,
      prefix: '/console/',
      decorateReply: false,
    });
  }
  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: false,
    });
  }
  return app;
}
