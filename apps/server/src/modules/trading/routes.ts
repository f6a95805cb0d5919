import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addMarginRequest,
  adminDayTradingApplication,
  adminPositionDetail,
  adminPositionView,
  adminPositionsRequest,
  adminPositionsResponse,
  closeRequest,
  dayTradingApplication,
  dayTradingApplyRequest,
  dayTradingDecisionRequest,
  dayTradingInfoResponse,
  dayTradingQueueRequest,
  dayTradingQueueResponse,
  emptyRequest,
  lendingQuotasResponse,
  lockPositionRequest,
  placeOrderRequest,
  positionDetail,
  positionIdRequest,
  positionView,
  positionsRequest,
  positionsResponse,
  positionsSummary,
  saveLendingQuotaRequest,
  saveTradingSettingsRequest,
  ticketRequest,
  ticketResponse,
  tradingSettings,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { requireCustomer } from '../../platform/auth';
import { requiredIdempotencyKey } from '../../platform/idempotency';
import { registerOperatorRoute } from '../../platform/operator-route';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import { withOperatorIdempotency } from '../funding/operator-idempotency';
import type { TradingOperatorService, TradingService } from './service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Reading orders, positions and settings: every desk that talks to customers. */
const READERS = ['support', 'compliance', 'finance'] as const;
/** Locks and day-trading reviews are compliance decisions. */
const COMPLIANCE = ['compliance'] as const;
/** Fees, leverage, lot size and lending quotas: admins only. */
const ADMINS = ['admin'] as const;

export function registerTradingRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  authenticateOperator: Hook,
  deps: {
    db: Database;
    customer: TradingService;
    operator: TradingOperatorService;
    /** Orders, closes, cancels and added margin per address per minute. */
    tradeLimitPerMinute: number;
  },
): void {
  const { customer: service, operator: desk } = deps;
  const tradeLimit = { max: deps.tradeLimitPerMinute, timeWindow: '1 minute' };

  registerCustomerRoute(app, guards, {
    path: '/trade/ticket',
    summary:
      'The order ticket: quote, book, sessions open now, leverage choices, fee rates, available funds',
    tag: 'trading',
    body: ticketRequest,
    data: ticketResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.ticket(requireCustomer(request), body.symbol),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/place',
    summary:
      'Place an order (long or short, market or limit, with leverage). Requires the idempotency-key header: one key per ticket; the same key answers the first order',
    tag: 'trading',
    body: placeOrderRequest,
    data: positionView,
    access: 'customer',
    // The key is kept with the order in the order's own transaction (crash-safe), not by the
    // platform's guard: see platform/idempotency.ts, requiredIdempotencyKey.
    idempotent: false,
    rateLimit: tradeLimit,
    handle: (request, body) =>
      service.place(requireCustomer(request), body, requiredIdempotencyKey(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/close',
    summary:
      'Sell (close) a holding position at market or at a limit. Requires the idempotency-key header',
    tag: 'trading',
    body: closeRequest,
    data: positionView,
    access: 'customer',
    idempotent: false,
    rateLimit: tradeLimit,
    handle: (request, body) =>
      service.close(requireCustomer(request), body, requiredIdempotencyKey(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/cancel',
    summary: 'Cancel a pending order, or a pending close order',
    tag: 'trading',
    body: positionIdRequest,
    data: positionView,
    access: 'customer',
    idempotent: true,
    rateLimit: tradeLimit,
    handle: (request, body) => service.cancel(requireCustomer(request), body.positionId),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/addMargin',
    summary:
      'Add margin (a positive whole number of yen) to a holding position. Requires the idempotency-key header',
    tag: 'trading',
    body: addMarginRequest,
    data: positionView,
    access: 'customer',
    idempotent: false,
    rateLimit: tradeLimit,
    handle: (request, body) =>
      service.addMargin(requireCustomer(request), body, requiredIdempotencyKey(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/positions',
    summary:
      'The customer’s orders and positions (open or closed), newest first, with live valuations and totals',
    tag: 'trading',
    body: positionsRequest,
    data: positionsResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.positions(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/position',
    summary: 'One of the customer’s positions with its fills and the money it moved',
    tag: 'trading',
    body: positionIdRequest,
    data: positionDetail,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.position(requireCustomer(request), body.positionId),
  });

  registerCustomerRoute(app, guards, {
    path: '/trade/summary',
    summary: 'Open positions at market: margin, market value, unrealised and realised profit',
    tag: 'trading',
    body: emptyRequest,
    data: positionsSummary,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.summary(requireCustomer(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/dayTrading/info',
    summary:
      'Day trading: the customer’s standing, applications, and when today’s day trades close',
    tag: 'trading',
    body: emptyRequest,
    data: dayTradingInfoResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.dayTradingInfo(requireCustomer(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/dayTrading/apply',
    summary: 'Apply for day trading (reviewed in the console)',
    tag: 'trading',
    body: dayTradingApplyRequest,
    data: dayTradingApplication,
    access: 'customer',
    idempotent: true,
    handle: (request) => service.applyForDayTrading(requireCustomer(request)),
  });

  /* Operators --------------------------------------------------------------------------------- */

  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/settings',
    summary: 'Trading settings: lot size, leverage choices, fees, maintenance level, sessions',
    body: emptyRequest,
    data: tradingSettings,
    roles: READERS,
    handle: () => desk.settings(),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/saveSettings',
    summary: 'Change the trading settings (audited with before and after)',
    body: saveTradingSettingsRequest,
    data: tradingSettings,
    roles: ADMINS,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.saveSettings(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/lendingQuotas',
    summary: 'Securities lending quotas for short selling, per symbol, with what is borrowed',
    body: emptyRequest,
    data: lendingQuotasResponse,
    roles: READERS,
    handle: () => desk.lendingQuotas(),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/saveLendingQuota',
    summary: 'Set or clear a symbol’s lending quota (audited)',
    body: saveLendingQuotaRequest,
    data: z.null(),
    roles: ADMINS,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.saveLendingQuota(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/positions',
    summary: 'Orders and positions, by customer, status and symbol, newest first',
    body: adminPositionsRequest,
    data: adminPositionsResponse,
    roles: READERS,
    handle: (_request, body) => desk.positions(body),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/position',
    summary: 'One position with its fills and ledger entries',
    body: positionIdRequest,
    data: adminPositionDetail,
    roles: READERS,
    handle: (_request, body) => desk.position(body.positionId),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/lockPosition',
    summary: 'Lock a holding position: its customer cannot sell it until it is unlocked (audited)',
    body: lockPositionRequest,
    data: adminPositionView,
    roles: COMPLIANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.lock(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/unlockPosition',
    summary: 'Unlock a locked position (audited)',
    body: lockPositionRequest,
    data: adminPositionView,
    roles: COMPLIANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.unlock(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/dayTradingQueue',
    summary: 'Day-trading applications by status, newest first',
    body: dayTradingQueueRequest,
    data: dayTradingQueueResponse,
    roles: COMPLIANCE,
    handle: (_request, body) => desk.dayTradingQueue(body),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/approveDayTrading',
    summary: 'Approve a day-trading application (audited)',
    body: dayTradingDecisionRequest,
    data: adminDayTradingApplication,
    roles: COMPLIANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.approveDayTrading(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/trading/rejectDayTrading',
    summary: 'Reject a day-trading application with a reason the customer sees (audited)',
    body: dayTradingDecisionRequest,
    data: adminDayTradingApplication,
    roles: COMPLIANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(deps.db, request, operator!, () =>
        desk.rejectDayTrading(operator!, body, request.ip),
      ),
  });
}
