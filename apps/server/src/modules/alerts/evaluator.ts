import { and, eq } from 'drizzle-orm';
import type { DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import type { ListenForNotices, NoticeListener } from '../../db/notices';
import { priceAlerts } from '../../db/schema-alerts';
import type { MarketDataProvider, Quote } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/events';
import type { FeedLeadership } from '../../realtime/feed-leader';
import { transactionWithNotices } from '../notifications';
import { conditionMet, type PricePoint } from './condition';
import { armedAlerts, type ArmedAlert } from './repo';

export const PRICE_ALERTS_CHANNEL = 'kabuto_price_alerts';
/** While database notices are not heard, the leader reloads its index at most this often. */
const DEAF_RELOAD_MS = 5_000;

export type AlertEvaluatorLogger = { error: (object: object, message: string) => void };

export type AlertEvaluator = {
  /** Checks one quote against the armed alerts of its symbol (the market's listener calls it). */
  observe(quote: PricePoint & { symbol: string }): void;
  /** Alerts changed: the leader reloads its index (coalesced), then checks it at current prices. */
  reload(): void;
  /** Resolves once the index is loaded and every firing queued so far is done. */
  whenIdle(): Promise<void>;
  stop(): void;
};

/**
 * Price alerts are evaluated on every quote of the feed, on the feed leader only, so an alert fires
 * once across processes (docs/alerts.md, ADR 0040). The quote path stays in memory: the armed
 * alerts are an index per symbol, loaded from the database (at start, on gaining leadership, on
 * every change any process announces), and a quote only compares prices; an alert it meets is
 * queued and fired after, never awaited in the market's listener. A firing is one guarded update
 * (`status = 'armed'` and the arming the index saw) in the transaction that writes the inbox
 * notice, announced after the commit, so a stale index or a second evaluator cannot fire it twice.
 * Everything is in the database: after downtime, the reload checks every armed alert at the
 * current price, and the next quotes go on from there.
 */
export function createAlertEvaluator(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  leadership: FeedLeadership;
  logger: AlertEvaluatorLogger;
  events?: EventBus;
  listen?: ListenForNotices | undefined;
}): AlertEvaluator {
  const { db, clock, market, leadership, logger } = deps;
  let index = new Map<string, ArmedAlert[]>();
  let stopped = false;
  let wasLeader = false;
  let listening = false;
  let lastLoadAt = 0;
  let loading: Promise<void> | null = null;
  let loadAgain = false;
  /** Alerts met by a quote and not fired yet (in order), and the ids among them or firing now. */
  const queue: { alert: ArmedAlert; price: DecimalString }[] = [];
  const pending = new Set<number>();
  let draining: Promise<void> | null = null;

  function check(alert: ArmedAlert, price: PricePoint) {
    if (pending.has(alert.id) || !conditionMet(alert, price)) return;
    pending.add(alert.id);
    queue.push({ alert, price: price.last });
    if (!draining) draining = drain().finally(() => (draining = null));
  }

  function reload(): void {
    if (stopped || !leadership.isLeader()) return;
    if (loading) {
      loadAgain = true;
      return;
    }
    lastLoadAt = Date.now();
    loading = armedAlerts(db)
      .then((rows) => {
        const next = new Map<string, ArmedAlert[]>();
        for (const row of rows) next.set(row.symbol, [...(next.get(row.symbol) ?? []), row]);
        index = next;
        // What happened while the index was not there (downtime, a change just made) is judged
        // at the current price at once, not at the next move.
        for (const [symbol, alerts] of index) {
          if (!market.instrument(symbol)) continue;
          const quote = market.quote(symbol);
          for (const alert of alerts) check(alert, quote);
        }
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, 'alerts: loading armed alerts failed'),
      )
      .finally(() => {
        loading = null;
        if (loadAgain && !stopped) {
          loadAgain = false;
          reload();
        }
      });
  }

  async function fire(alert: ArmedAlert, price: DecimalString): Promise<boolean> {
    return transactionWithNotices(db, deps.events, async (tx, notices) => {
      const at = clock.now();
      const [row] = await tx
        .update(priceAlerts)
        .set({ status: 'fired', firedAt: at, firedPrice: price })
        .where(
          and(
            eq(priceAlerts.id, alert.id),
            eq(priceAlerts.status, 'armed'),
            // Armed again since the index saw it: that arming has not been crossed yet.
            eq(priceAlerts.armedAt, alert.armedAt),
          ),
        )
        .returning({ id: priceAlerts.id });
      if (!row) return false;
      await notices.record(
        tx,
        alert.customerId,
        {
          kind: 'price.alert',
          alertId: alert.id,
          symbol: alert.symbol,
          ...(market.instrument(alert.symbol)
            ? { names: market.instrument(alert.symbol)!.names }
            : {}),
          condition: alert.kind,
          threshold: alert.threshold,
          price,
        },
        at,
      );
      return true;
    });
  }

  async function drain() {
    while (queue.length > 0 && !stopped) {
      const { alert, price } = queue.shift()!;
      try {
        await fire(alert, price);
        // Fired now or before (by another evaluator): either way it is no longer armed here.
        const left = (index.get(alert.symbol) ?? []).filter((armed) => armed.id !== alert.id);
        if (left.length > 0) index.set(alert.symbol, left);
        else index.delete(alert.symbol);
      } catch (error) {
        // Still armed in the database: the next quote that meets it tries again.
        logger.error({ err: error, alertId: alert.id }, 'alerts: firing failed');
      } finally {
        pending.delete(alert.id);
      }
    }
  }

  function observe(quote: PricePoint & { symbol: string }) {
    if (stopped) return;
    if (!leadership.isLeader()) {
      wasLeader = false;
      return;
    }
    if (!wasLeader || (!listening && Date.now() - lastLoadAt > DEAF_RELOAD_MS)) {
      wasLeader = true;
      reload();
    }
    const alerts = index.get(quote.symbol);
    if (!alerts) return;
    for (const alert of alerts) check(alert, quote);
  }

  const unsubscribe = market.subscribe((update) => {
    if (update.kind === 'quote') observe(update.quote satisfies Quote);
  });

  let listener: NoticeListener | null = null;
  if (deps.listen) {
    deps
      .listen(PRICE_ALERTS_CHANNEL, {
        onNotice: () => reload(),
        onListening: (heard) => {
          listening = heard;
          // Changes made while deaf are read again once heard.
          if (heard) reload();
        },
      })
      .then((started) => {
        if (stopped) void started.stop();
        else listener = started;
      })
      .catch((error: unknown) => logger.error({ err: error }, 'alerts: listening failed'));
  }

  if (leadership.isLeader()) {
    wasLeader = true;
    reload();
  }

  return {
    observe,
    reload,
    async whenIdle() {
      while (loading || draining) {
        await loading;
        await draining;
      }
    },
    stop() {
      stopped = true;
      unsubscribe();
      void listener?.stop();
    },
  };
}
