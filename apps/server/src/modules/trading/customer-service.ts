import type { z } from 'zod';
import type { addMarginRequest, closeRequest, positionsRequest } from '@kabuto/contract';
import { dayTradingApplications } from '../../db/schema-trading';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { toApplicationView } from './day-trading-repo';
import { placeOrder, assertMayOpen, type PlaceOrderBody, type TradingDeps } from './place-order';
import { addMargin, cancelOrder, closePosition } from './position-actions';
import { dayTradingStatusOf, listPositions, positionDetail, ticket } from './queries';
import { tradeSummary } from './valuation';
import { sessionClock } from './sessions';
import { readTradingSettings } from './settings';
import { toPositionView } from './views';

/** The customer side of trading (docs/trading.md). */
export function tradingService(deps: TradingDeps) {
  const { db, clock, market } = deps;

  async function view(row: Parameters<typeof toPositionView>[0]) {
    const settings = await readTradingSettings(db);
    return toPositionView(row, { market, settings, calendar: market.calendar });
  }

  return {
    ticket: (customer: AuthenticatedCustomer, symbol: string) => ticket(deps, customer, symbol),
    place: async (customer: AuthenticatedCustomer, body: PlaceOrderBody, key: string) =>
      view(await placeOrder(deps, customer, body, key)),
    close: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof closeRequest>,
      key: string,
    ) => view(await closePosition(deps, customer, body, key)),
    cancel: async (customer: AuthenticatedCustomer, positionId: number) =>
      view(await cancelOrder(deps, customer, positionId)),
    addMargin: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof addMarginRequest>,
      key: string,
    ) => view(await addMargin(deps, customer, body, key)),
    positions: (customer: AuthenticatedCustomer, request: z.output<typeof positionsRequest>) =>
      listPositions(deps, customer, request),
    position: async (customer: AuthenticatedCustomer, positionId: number) =>
      (await positionDetail(deps, customer.id, positionId)).detail,
    summary: (customer: AuthenticatedCustomer) => tradeSummary(deps, customer.id),

    async dayTradingInfo(customer: AuthenticatedCustomer) {
      const [settings, standing] = await Promise.all([
        readTradingSettings(db),
        dayTradingStatusOf(db, customer.id),
      ]);
      const sessions = sessionClock(market.calendar, settings, clock.now());
      return {
        status: standing.status,
        applicationsOpen: settings.dayTradingEnabled,
        applications: standing.applications.map(toApplicationView),
        sessionEndsAt: sessions.sessionEndsAt?.toISOString() ?? null,
      };
    },

    async applyForDayTrading(customer: AuthenticatedCustomer) {
      const settings = await readTradingSettings(db);
      if (!settings.dayTradingEnabled) throw new AppError('day_trading_applications_closed');
      assertMayOpen(customer);
      const standing = await dayTradingStatusOf(db, customer.id);
      if (standing.status === 'pending' || standing.status === 'approved') {
        throw new AppError('day_trading_already_applied');
      }
      // Two applications sent at once: the partial unique index (one pending or approved
      // application per customer) lets one row in; the other inserts nothing.
      const [row] = await db
        .insert(dayTradingApplications)
        .values({ customerId: customer.id, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('day_trading_already_applied');
      return toApplicationView(row);
    },
  };
}

export type TradingService = ReturnType<typeof tradingService>;
