import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { roundTo } from '@kabuto/money';
import {
  PRICE_ALERTS_PER_CUSTOMER,
  type PriceAlertView,
  type priceAlertCreateRequest,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { priceAlerts } from '../../db/schema-alerts';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { tickSize } from '../../market-data/ticks';
import { conditionMet, dailyLimitPercent, thresholdValid, type AlertCondition } from './condition';
import { alertsOf, countAlerts, lockCustomer, ownAlert, type PriceAlertRow } from './repo';

/**
 * The customer's own price alerts (docs/alerts.md): every query is scoped by the session's
 * customer id. An alert is armed only while its condition is not met at the current price, so the
 * evaluator's firing is always a crossing. `changed` tells the evaluator (database notices tell
 * the other processes').
 */
export function alertsService(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  changed: () => void;
}) {
  const { db, clock, market } = deps;

  function toView(row: PriceAlertRow): PriceAlertView {
    const names = market.instrument(row.symbol)?.names ?? {
      ja: row.symbol,
      en: row.symbol,
      'zh-TW': row.symbol,
    };
    return {
      id: row.id,
      symbol: row.symbol,
      names,
      kind: row.kind,
      threshold: row.threshold,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      firedAt: row.firedAt?.toISOString() ?? null,
      firedPrice: row.firedPrice,
    };
  }

  /** Refuses a condition the stock's current price already meets, or a threshold that makes no sense. */
  function checkArmable(symbol: string, condition: AlertCondition) {
    const instrument = market.instrument(symbol);
    if (!instrument) throw new AppError('product_unavailable');
    const quote = market.quote(symbol);
    if (condition.kind === 'day_move' && quote.prevClose === null) {
      throw new AppError('price_unavailable');
    }
    if (
      !thresholdValid(condition, { tickTable: instrument.tickTable, prevClose: quote.prevClose })
    ) {
      throw new AppError('price_alert_threshold_invalid');
    }
    if (conditionMet(condition, quote)) throw new AppError('price_alert_already_met');
  }

  /** What a new alert on `symbol` must fit at the current price (null for an unknown stock). */
  function stockRules(symbol: string | undefined) {
    const instrument = symbol ? market.instrument(symbol) : undefined;
    if (!symbol || !instrument) return null;
    const quote = market.quote(symbol);
    return {
      price: quote.last,
      tickSize: tickSize(quote.last, instrument.tickTable),
      maxDayMovePercent:
        quote.prevClose === null ? null : roundTo(dailyLimitPercent(quote.prevClose), 2, 'down'),
    };
  }

  async function list(customer: AuthenticatedCustomer, symbol?: string) {
    const rows = await alertsOf(db, customer.id, symbol);
    return { items: rows.map(toView), limit: PRICE_ALERTS_PER_CUSTOMER, stock: stockRules(symbol) };
  }

  async function create(
    customer: AuthenticatedCustomer,
    body: z.output<typeof priceAlertCreateRequest>,
  ): Promise<PriceAlertView> {
    checkArmable(body.symbol, body);
    const row = await db.transaction(async (tx) => {
      await lockCustomer(tx, customer.id);
      if ((await countAlerts(tx, customer.id)) >= PRICE_ALERTS_PER_CUSTOMER) {
        throw new AppError('price_alert_limit');
      }
      const now = clock.now();
      const [inserted] = await tx
        .insert(priceAlerts)
        .values({
          customerId: customer.id,
          symbol: body.symbol,
          kind: body.kind,
          threshold: body.threshold,
          createdAt: now,
          armedAt: now,
        })
        .returning();
      return inserted!;
    });
    deps.changed();
    return toView(row);
  }

  async function remove(customer: AuthenticatedCustomer, id: number): Promise<null> {
    const deleted = await db
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.customerId, customer.id)))
      .returning({ id: priceAlerts.id });
    if (deleted.length === 0) throw new AppError('price_alert_not_found');
    deps.changed();
    return null;
  }

  /** Arms a fired alert again; an armed one is answered as it is. */
  async function enable(customer: AuthenticatedCustomer, id: number): Promise<PriceAlertView> {
    const row = await ownAlert(db, customer.id, id);
    if (!row) throw new AppError('price_alert_not_found');
    if (row.status === 'armed') return toView(row);
    checkArmable(row.symbol, row);
    const [armed] = await db
      .update(priceAlerts)
      .set({ status: 'armed', armedAt: clock.now() })
      .where(
        and(
          eq(priceAlerts.id, id),
          eq(priceAlerts.customerId, customer.id),
          eq(priceAlerts.status, 'fired'),
        ),
      )
      .returning();
    deps.changed();
    // Enabled twice at once: the other call armed it.
    return toView(armed ?? (await ownAlert(db, customer.id, id))!);
  }

  return { list, create, remove, enable };
}

export type AlertsService = ReturnType<typeof alertsService>;
