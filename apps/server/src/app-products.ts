import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { MarketDataProvider } from './market-data/provider';
import {
  copyCustomerService,
  copyOperatorService,
  createCopyJobs,
  registerCopyRoutes,
} from './modules/copy';
import {
  createCreditJobs,
  creditCustomerService,
  creditOperatorService,
  registerCreditRoutes,
} from './modules/credit';
import {
  createReferralJobs,
  referralCustomerService,
  referralOperatorService,
  registerReferralRoutes,
} from './modules/referral';
import {
  createLiabilitiesJobs,
  liabilitiesService,
  registerLiabilitiesRoutes,
} from './modules/liabilities';
import {
  biddingCustomerService,
  biddingOperatorService,
  blockCustomerService,
  blockOperatorService,
  createBlockJobs,
  grabCustomerService,
  grabOperatorService,
  registerBlockRoutes,
} from './modules/block';
import type { TradingService } from './modules/trading';
import type { Clock } from './platform/clock';
import type { EndpointServer } from './platform/serve';
import type { EventBus } from './realtime/events';

/** A module's durable jobs stop, and their run in progress is awaited, when the app closes. */
export function stopOnClose(
  app: FastifyInstance,
  jobs: { stop(): void; whenIdle(): Promise<void> },
): void {
  app.addHook('onClose', async () => {
    jobs.stop();
    await jobs.whenIdle();
  });
}

/**
 * The products beyond the exchange (copy trading, credit, referral, the proof of liabilities,
 * block trades with bidding and grab): their routes, and their durable jobs on the one job
 * interval, stopped when the app closes. Kept out of app.ts so that file stays the platform's.
 */
export function registerProducts(
  app: FastifyInstance,
  serve: EndpointServer,
  deps: {
    db: Database;
    clock: Clock;
    market: MarketDataProvider;
    trading: TradingService;
    jobTiming: { logger: FastifyInstance['log']; intervalMs: number };
    events: EventBus;
  },
): void {
  const { db, clock, trading, jobTiming, events } = deps;
  const copyDeps = { db, clock, market: deps.market };
  registerCopyRoutes(serve, {
    customer: copyCustomerService(copyDeps),
    operator: copyOperatorService({ ...copyDeps, trading }),
  });
  const copyJobs = createCopyJobs({ ...copyDeps, trading, ...jobTiming });
  app.decorate('copyTrading', copyJobs);
  stopOnClose(app, copyJobs);
  const creditDeps = { db, clock, market: deps.market };
  registerCreditRoutes(serve, {
    customer: creditCustomerService(creditDeps),
    operator: creditOperatorService({ ...creditDeps, events: events }),
  });
  const creditJobs = createCreditJobs({ db, clock, ...jobTiming });
  app.decorate('credit', creditJobs);
  stopOnClose(app, creditJobs);
  registerReferralRoutes(serve, {
    customer: referralCustomerService({ db, clock }),
    operator: referralOperatorService({ db, clock }),
  });
  const referralJobs = createReferralJobs({ db, clock, ...jobTiming });
  app.decorate('referral', referralJobs);
  stopOnClose(app, referralJobs);
  registerLiabilitiesRoutes(serve, liabilitiesService({ db, clock }));
  const liabilitiesJobs = createLiabilitiesJobs({ db, clock, ...jobTiming });
  app.decorate('liabilities', liabilitiesJobs);
  stopOnClose(app, liabilitiesJobs);
  const blockDeps = { db, clock, market: deps.market };
  registerBlockRoutes(serve, {
    customer: blockCustomerService(blockDeps),
    operator: blockOperatorService(blockDeps),
    biddingCustomer: biddingCustomerService(blockDeps),
    biddingOperator: biddingOperatorService(blockDeps),
    grabCustomer: grabCustomerService(blockDeps),
    grabOperator: grabOperatorService(blockDeps),
  });
  const blockJobs = createBlockJobs({ ...blockDeps, ...jobTiming });
  app.decorate('block', blockJobs);
  stopOnClose(app, blockJobs);
}
