import { z } from 'zod';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';
import { emptyRequest } from './user';
import {
  addMarginRequest,
  closeRequest,
  dayTradingApplication,
  dayTradingApplyRequest,
  dayTradingInfoResponse,
  placeOrderRequest,
  positionDetail,
  positionIdRequest,
  positionView,
  positionsRequest,
  positionsResponse,
  positionsSummary,
  ticketRequest,
  ticketResponse,
  tradingSettings,
} from './trading';
import {
  adminDayTradingApplication,
  adminPositionDetail,
  adminPositionView,
  adminPositionsRequest,
  adminPositionsResponse,
  dayTradingDecisionRequest,
  dayTradingQueueRequest,
  dayTradingQueueResponse,
  lendingQuotasResponse,
  lockPositionRequest,
  saveLendingQuotaRequest,
  saveTradingSettingsRequest,
} from './trading-admin';

/** The trading endpoints, customer and operator (schemas in trading.ts; docs/trading.md). */
export const tradingApi = {
  ticket: customerEndpoint({
    path: '/trade/ticket',
    summary:
      'The order ticket: quote, book, sessions open now, leverage choices, fee rates, available funds',
    request: ticketRequest,
    response: ticketResponse,
    access: CUSTOMER,
  }),
  place: customerEndpoint({
    path: '/trade/place',
    summary:
      'Place an order (long or short, market or limit, with leverage). Requires the idempotency-key header: one key per ticket; the same key answers the first order',
    request: placeOrderRequest,
    response: positionView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'trade',
  }),
  close: customerEndpoint({
    path: '/trade/close',
    summary:
      'Sell (close) a holding position at market or at a limit. Requires the idempotency-key header',
    request: closeRequest,
    response: positionView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'trade',
  }),
  cancel: customerEndpoint({
    path: '/trade/cancel',
    summary: 'Cancel a pending order, or a pending close order',
    request: positionIdRequest,
    response: positionView,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'trade',
  }),
  addMargin: customerEndpoint({
    path: '/trade/addMargin',
    summary:
      'Add margin (a positive whole number of yen) to a holding position. Requires the idempotency-key header',
    request: addMarginRequest,
    response: positionView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'trade',
  }),
  positions: customerEndpoint({
    path: '/trade/positions',
    summary:
      'The customer’s orders and positions (open or closed), newest first, with live valuations, margin warnings and totals',
    request: positionsRequest,
    response: positionsResponse,
    access: CUSTOMER,
  }),
  position: customerEndpoint({
    path: '/trade/position',
    summary: 'One of the customer’s positions with its fills and the money it moved',
    request: positionIdRequest,
    response: positionDetail,
    access: CUSTOMER,
  }),
  summary: customerEndpoint({
    path: '/trade/summary',
    summary:
      'Open positions at market: margin, market value, unrealised and realised profit, and how many are near forced liquidation',
    request: emptyRequest,
    response: positionsSummary,
    access: CUSTOMER,
  }),
  info: customerEndpoint({
    path: '/dayTrading/info',
    summary:
      'Day trading: the customer’s standing, applications, and when today’s day trades close',
    request: emptyRequest,
    response: dayTradingInfoResponse,
    access: CUSTOMER,
  }),
  apply: customerEndpoint({
    path: '/dayTrading/apply',
    summary: 'Apply for day trading (reviewed in the console)',
    request: dayTradingApplyRequest,
    response: dayTradingApplication,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
};

export const tradingAdminApi = {
  settings: operatorEndpoint({
    path: '/trading/settings',
    summary: 'Trading settings: lot size, leverage choices, fees, maintenance level, sessions',
    request: emptyRequest,
    response: tradingSettings,
    access: operators('support', 'compliance', 'finance'),
  }),
  saveSettings: operatorEndpoint({
    path: '/trading/saveSettings',
    summary: 'Change the trading settings (audited with before and after)',
    request: saveTradingSettingsRequest,
    response: tradingSettings,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  lendingQuotas: operatorEndpoint({
    path: '/trading/lendingQuotas',
    summary: 'Securities lending quotas for short selling, per symbol, with what is borrowed',
    request: emptyRequest,
    response: lendingQuotasResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  saveLendingQuota: operatorEndpoint({
    path: '/trading/saveLendingQuota',
    summary: 'Set or clear a symbol’s lending quota (audited)',
    request: saveLendingQuotaRequest,
    response: z.null(),
    access: operators('admin'),
    idempotency: 'optional',
  }),
  positions: operatorEndpoint({
    path: '/trading/positions',
    summary: 'Orders and positions, by customer, status and symbol, newest first',
    request: adminPositionsRequest,
    response: adminPositionsResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  position: operatorEndpoint({
    path: '/trading/position',
    summary: 'One position with its fills and ledger entries',
    request: positionIdRequest,
    response: adminPositionDetail,
    access: operators('support', 'compliance', 'finance'),
  }),
  lockPosition: operatorEndpoint({
    path: '/trading/lockPosition',
    summary: 'Lock a holding position: its customer cannot sell it until it is unlocked (audited)',
    request: lockPositionRequest,
    response: adminPositionView,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
  unlockPosition: operatorEndpoint({
    path: '/trading/unlockPosition',
    summary: 'Unlock a locked position (audited)',
    request: lockPositionRequest,
    response: adminPositionView,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
  dayTradingQueue: operatorEndpoint({
    path: '/trading/dayTradingQueue',
    summary: 'Day-trading applications by status, newest first',
    request: dayTradingQueueRequest,
    response: dayTradingQueueResponse,
    access: operators('compliance'),
  }),
  approveDayTrading: operatorEndpoint({
    path: '/trading/approveDayTrading',
    summary: 'Approve a day-trading application (audited)',
    request: dayTradingDecisionRequest,
    response: adminDayTradingApplication,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
  rejectDayTrading: operatorEndpoint({
    path: '/trading/rejectDayTrading',
    summary: 'Reject a day-trading application with a reason the customer sees (audited)',
    request: dayTradingDecisionRequest,
    response: adminDayTradingApplication,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
};
