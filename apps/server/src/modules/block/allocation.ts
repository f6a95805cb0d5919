import { and, asc, eq, lte } from 'drizzle-orm';
import { buildDrawDocument } from '@kabuto/lottery';
import { subtract } from '@kabuto/money';
import type { Database } from '../../db/client';
import { blockApplications, blockOfferings } from '../../db/schema-block';
import type { MarketDataProvider } from '../../market-data/provider';
import { jstDateOf } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { openAllotmentPosition, readTradingSettings } from '../trading';
import { payForBlock, releaseForBlock } from './money';
import { costOf, lockOffering, subjectOf } from './repo';

/**
 * The allocation of a block trade (docs/off-auction.md, "Allocation"), in one transaction under the
 * offering's row lock, so it runs once however many processes run the job, and as soon as a job
 * runs after the window closed (a server that was down allocates when it is back).
 *
 * The lots are the lottery's (packages/lottery, the IPO draw's): a pure function of the seed
 * committed when the offering was announced, the applications' pseudonymous entries and the lots
 * offered; when the lots asked for fit in the lots offered every entry gets all it asked for.
 * Each application filled (even in part) pays for its lots (held → margin) and gets back the rest,
 * and its lots become a long position without leverage at the offering price (no buying fee);
 * one not filled gets its whole hold back and is rejected as 'not_allocated'.
 */
export async function allocateOffering(
  deps: { db: Database; market: MarketDataProvider },
  offeringId: number,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const offering = await lockOffering(tx, offeringId);
    if (!offering || offering.status !== 'open' || offering.closesAt > now) return false;
    const applications = await tx
      .select()
      .from(blockApplications)
      .where(
        and(eq(blockApplications.offeringId, offering.id), eq(blockApplications.status, 'pending')),
      )
      .orderBy(asc(blockApplications.id));
    const document = buildDrawDocument({
      label: `block:${offering.id}:${offering.symbol}`,
      units: offering.lotsOffered,
      seed: offering.seed,
      entries: applications.map((row) => ({ entry: row.entryHash, lots: row.lots })),
    });
    const filled = new Map(document.allocation.map((item) => [item.entry, item.units]));
    const settings = await readTradingSettings(tx);
    const calendar = deps.market.calendar;
    const today = jstDateOf(now);
    const tradingDay = calendar.isTradingDay(today) ? today : calendar.nextTradingDay(today);
    for (const row of applications) {
      const lots = filled.get(row.entryHash) ?? 0;
      const cost = costOf(offering, lots);
      const money = {
        customerId: row.customerId,
        applicationId: row.id,
        subject: subjectOf(offering, row.id),
        at: now,
      };
      await payForBlock(tx, { ...money, amount: cost });
      await releaseForBlock(tx, { ...money, amount: subtract(row.amount, cost) });
      const positionId =
        lots === 0
          ? null
          : await openAllotmentPosition(
              tx,
              {
                origin: 'block',
                customerId: row.customerId,
                applicationId: row.id,
                symbol: offering.symbol,
                lots,
                shares: lots * offering.lotShares,
                price: offering.price,
                cost,
                paidAt: now,
                at: now,
                tradingDay,
              },
              settings,
            );
      await tx
        .update(blockApplications)
        .set({
          status: lots === 0 ? 'rejected' : 'approved',
          rejectReason: lots === 0 ? 'not_allocated' : null,
          lotsFilled: lots,
          positionId,
          decidedAt: now,
        })
        .where(eq(blockApplications.id, row.id));
    }
    await tx
      .update(blockOfferings)
      .set({ status: 'allocated', drawDocument: document, allocatedAt: now })
      .where(eq(blockOfferings.id, offering.id));
    return true;
  });
}

/** One run of the job: every open offering whose window has closed; answers how many it allocated. */
export async function runDueAllocations(
  deps: { db: Database; market: MarketDataProvider; clock: Clock },
  now?: Date,
): Promise<number> {
  const at = now ?? deps.clock.now();
  const due = await deps.db
    .select({ id: blockOfferings.id })
    .from(blockOfferings)
    .where(and(eq(blockOfferings.status, 'open'), lte(blockOfferings.closesAt, at)))
    .orderBy(asc(blockOfferings.id));
  let allocated = 0;
  for (const { id } of due) if (await allocateOffering(deps, id, at)) allocated += 1;
  return allocated;
}
