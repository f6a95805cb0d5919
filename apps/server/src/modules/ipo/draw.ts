import { eq } from 'drizzle-orm';
import { buildDrawDocument } from '@kabuto/lottery';
import { fromInteger, multiply, subtract } from '@kabuto/money';
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime/events';
import { transactionWithNotices } from '../notifications';
import { ipoApplications, ipoOfferings } from '../../db/schema-ipo';
import { payForApplication, releaseForApplication } from './money';
import { applicationsOfOffering, lockOffering } from './repo';

export type DrawOutcome = 'drawn' | 'not_due' | 'no_final_price';

/**
 * The draw of one offering (docs/ipo.md, "The draw"), in one transaction under the offering's
 * row lock: whichever process takes the lock first draws; any other then finds the offering drawn
 * and does nothing, so the draw runs once however many processes run the job, and a job that
 * missed the draw time (the server was down) draws as soon as it runs again.
 *
 * The allocation is the lottery's (packages/lottery): a pure function of the seed committed at
 * publication, the applications' pseudonymous entries and the lots offered. Then each
 * application's money: not won, the whole hold given back; won, the shares' cost at the final
 * price kept (paid at once with automatic purchase) and the rest of the hold given back. Every
 * applicant is told the result (ADR 0039): inbox row here, live event after the commit.
 */
export async function drawOffering(
  db: Database,
  offeringId: number,
  now: Date,
  events?: EventBus,
): Promise<DrawOutcome> {
  return transactionWithNotices(db, events, async (tx, notices) => {
    const offering = await lockOffering(tx, offeringId);
    if (!offering || offering.status !== 'published' || offering.drawAt > now) return 'not_due';
    if (offering.finalPrice === null) return 'no_final_price';
    const applications = (await applicationsOfOffering(tx, offering.id)).filter(
      (row) => row.status === 'awaiting_draw',
    );
    const document = buildDrawDocument({
      label: `ipo:${offering.id}:${offering.symbol}`,
      units: offering.lotsOffered,
      seed: offering.seed!,
      entries: applications.map((row) => ({ entry: row.entryHash, lots: row.lots })),
    });
    const won = new Map(document.allocation.map((item) => [item.entry, item.units]));
    for (const row of applications) {
      const lots = won.get(row.entryHash) ?? 0;
      const base = { customerId: row.customerId, applicationId: row.id, offering, at: now };
      const drawn = {
        kind: 'ipo.drawn',
        offeringId: offering.id,
        applicationId: row.id,
        symbol: offering.symbol,
        names: offering.names,
      } as const;
      await notices.record(tx, row.customerId, { ...drawn, allotted: lots > 0 }, now);
      if (lots === 0) {
        await releaseForApplication(tx, { ...base, amount: row.heldAmount, why: 'not_won' });
        await tx
          .update(ipoApplications)
          .set({ status: 'not_won', drawnAt: now, releasedAmount: row.heldAmount })
          .where(eq(ipoApplications.id, row.id));
        continue;
      }
      const cost = multiply(offering.finalPrice, fromInteger(lots * offering.lotShares));
      const aboveCost = subtract(row.heldAmount, cost);
      await releaseForApplication(tx, { ...base, amount: aboveCost, why: 'above_cost' });
      if (row.autoPurchase) {
        await payForApplication(tx, { ...base, amount: cost, from: 'held' });
      }
      await tx
        .update(ipoApplications)
        .set({
          status: row.autoPurchase ? 'paid' : 'pending_payment',
          lotsWon: lots,
          cost,
          releasedAmount: aboveCost,
          drawnAt: now,
          ...(row.autoPurchase ? { paidAmount: cost, paidAt: now } : {}),
        })
        .where(eq(ipoApplications.id, row.id));
    }
    await tx
      .update(ipoOfferings)
      .set({ status: 'drawn', drawDocument: document, drawnAt: now, updatedAt: now })
      .where(eq(ipoOfferings.id, offering.id));
    return 'drawn';
  });
}
