import { eq } from 'drizzle-orm';
import type { DrawDocument } from '@kabuto/lottery';
import { add, fromInteger, multiply } from '@kabuto/money';
import type { Database, Queryable, Transaction } from '../../db/client';
import { ipoApplications, ipoOfferings } from '../../db/schema-ipo';
import { AppError } from '../../platform/app-error';
import { payForApplication, releaseForApplication } from './money';
import { applicationsOfOffering, lockOffering } from './repo';
import type { ApplicationRow, OfferingRow } from './views';

/**
 * The purchase deadline (docs/ipo.md, "Lapsed wins"): a win still unpaid lapses, its hold is given
 * back, and its lots are offered on to the entries that did not win, in the published draw order,
 * one lot each per pass. Only entries that asked to buy automatically can take one (the deadline
 * has passed, so nobody could be asked to pay in time), and only if their available money covers
 * it now (the guarded debit decides; a refusal passes the lot to the next entry). Runs once per
 * offering, under its row lock, like the draw.
 */
export async function settleLapses(db: Database, offeringId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const offering = await lockOffering(tx, offeringId);
    if (
      !offering ||
      offering.status !== 'drawn' ||
      offering.lapsesSettledAt !== null ||
      offering.purchaseDeadlineAt > now
    ) {
      return false;
    }
    const applications = await applicationsOfOffering(tx, offering.id);
    let lapsedLots = 0;
    for (const row of applications.filter((item) => item.status === 'pending_payment')) {
      await releaseForApplication(tx, {
        customerId: row.customerId,
        applicationId: row.id,
        offering,
        amount: row.cost!,
        why: 'lapsed',
        at: now,
      });
      await tx
        .update(ipoApplications)
        .set({
          status: 'lapsed',
          lapsedAt: now,
          releasedAmount: add(row.releasedAmount, row.cost!),
        })
        .where(eq(ipoApplications.id, row.id));
      lapsedLots += row.lotsWon;
    }
    if (lapsedLots > 0) await offerOn(tx, offering, applications, lapsedLots, now);
    await tx
      .update(ipoOfferings)
      .set({ lapsesSettledAt: now, updatedAt: now })
      .where(eq(ipoOfferings.id, offering.id));
    return true;
  });
}

type Tx = Transaction;

async function offerOn(
  tx: Tx,
  offering: OfferingRow,
  applications: readonly ApplicationRow[],
  lots: number,
  now: Date,
): Promise<void> {
  const byEntry = new Map(applications.map((row) => [row.entryHash, row]));
  const order = (offering.drawDocument as DrawDocument).drawOrder
    .map((entry) => byEntry.get(entry)!)
    .filter((row) => row.status === 'not_won' && row.autoPurchase);
  const paid = new Map<number, number>();
  const refused = new Set<number>();
  for (;;) {
    const left = lots - [...paid.values()].reduce((total, units) => total + units, 0);
    const eligible = order.filter((row) => !paid.has(row.id) && !refused.has(row.id));
    if (left <= 0 || eligible.length === 0) return;
    const given = inPasses(eligible, left);
    let failed = false;
    for (const row of eligible) {
      const units = given.get(row.id) ?? 0;
      if (units === 0) continue;
      if (await tryPay(tx, offering, row, units, now)) {
        paid.set(row.id, units);
      } else {
        // Its lots go round again among the entries after it.
        refused.add(row.id);
        failed = true;
        break;
      }
    }
    if (!failed) return;
  }
}

/** `lots` over `rows` in their order, one lot per entry per pass, none beyond what it asked for. */
function inPasses(rows: readonly ApplicationRow[], lots: number): Map<number, number> {
  const given = new Map<number, number>();
  let left = lots;
  while (left > 0) {
    const takers = rows.filter((row) => (given.get(row.id) ?? 0) < row.lots);
    if (takers.length === 0) break;
    for (const row of takers) {
      if (left === 0) break;
      given.set(row.id, (given.get(row.id) ?? 0) + 1);
      left -= 1;
    }
  }
  return given;
}

/**
 * Pays for `units` lots of a lapsed win offered on, from the available balance, in a savepoint:
 * refused (the money is not there), nothing of it stays and the lot goes to the next entry.
 */
async function tryPay(
  tx: Tx,
  offering: OfferingRow,
  row: ApplicationRow,
  units: number,
  now: Date,
): Promise<boolean> {
  const cost = multiply(offering.finalPrice!, fromInteger(units * offering.lotShares));
  try {
    await tx.transaction(async (inner) => {
      await payForApplication(inner, {
        customerId: row.customerId,
        applicationId: row.id,
        offering,
        amount: cost,
        at: now,
        from: 'available',
      });
      await inner
        .update(ipoApplications)
        .set({
          status: 'paid',
          lotsWon: units,
          cost,
          paidAmount: cost,
          paidAt: now,
          fromLapse: true,
        })
        .where(eq(ipoApplications.id, row.id));
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The lapses and where their lots went, as the draw's page publishes them. */
export async function lapseRecordOf(db: Queryable, offering: OfferingRow) {
  if (offering.lapsesSettledAt === null) return { lapses: [], reallocated: [] };
  const rows = await applicationsOfOffering(db, offering.id);
  return {
    lapses: rows
      .filter((row) => row.status === 'lapsed')
      .map((row) => ({ entry: row.entryHash, lots: row.lotsWon })),
    reallocated: rows
      .filter((row) => row.fromLapse)
      .map((row) => ({ entry: row.entryHash, lots: row.lotsWon })),
  };
}
