import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ipoOfferingInput, ipoSaveOfferingRequest } from '@kabuto/contract';
import { commitmentOf, newSeed } from '@kabuto/lottery';
import { compare } from '@kabuto/money';
import type { Database, Transaction } from '../../db/client';
import { ipoApplications, ipoOfferingChanges, ipoOfferings } from '../../db/schema-ipo';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { readTradingSettings } from '../trading';
import { releaseForApplication } from './money';
import {
  allOfferings,
  applicationsOfOffering,
  changesByOffering,
  countsByOffering,
  findOffering,
  lockOffering,
} from './repo';
import { toAdminApplication, toAdminOffering, type OfferingRow } from './views';

export type IpoOperatorDeps = {
  db: Database;
  clock: Clock;
  /** Whether a code is listed on the market (an offering's code must not be). */
  isListed: (symbol: string) => boolean;
};
type Operator = { id: number };
type Input = z.output<typeof ipoOfferingInput>;

/** The fields a published offering may still change (with a reason every applicant reads). */
const CHANGEABLE_AFTER_PUBLICATION = [
  'names',
  'sector',
  'priceLow',
  'priceHigh',
  'finalPrice',
  'lotsOffered',
  'maxLotsPerApplication',
  'subscriptionOpensAt',
  'subscriptionClosesAt',
  'drawAt',
  'purchaseDeadlineAt',
  'listingDate',
] as const;

const tokyoDateOf = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The checks every version of an offering passes; the database's CHECKs stand behind them. */
function assertConsistent(input: Input) {
  if (compare(input.priceLow, input.priceHigh) > 0) throw new AppError('ipo_price_invalid');
  if (
    input.finalPrice !== null &&
    (compare(input.finalPrice, input.priceLow) < 0 ||
      compare(input.finalPrice, input.priceHigh) > 0)
  ) {
    throw new AppError('ipo_price_invalid');
  }
  if (input.maxLotsPerApplication > input.lotsOffered) throw new AppError('ipo_lots_invalid');
  const opens = new Date(input.subscriptionOpensAt);
  const closes = new Date(input.subscriptionClosesAt);
  const draw = new Date(input.drawAt);
  const deadline = new Date(input.purchaseDeadlineAt);
  if (!(opens < closes && closes <= draw && draw < deadline)) {
    throw new AppError('ipo_schedule_invalid');
  }
  if (input.listingDate < tokyoDateOf(deadline)) throw new AppError('ipo_schedule_invalid');
}

function columnsOf(input: Input) {
  return {
    symbol: input.symbol,
    names: input.names,
    sector: input.sector,
    priceLow: input.priceLow,
    priceHigh: input.priceHigh,
    finalPrice: input.finalPrice,
    lotsOffered: input.lotsOffered,
    maxLotsPerApplication: input.maxLotsPerApplication,
    subscriptionOpensAt: new Date(input.subscriptionOpensAt),
    subscriptionClosesAt: new Date(input.subscriptionClosesAt),
    drawAt: new Date(input.drawAt),
    purchaseDeadlineAt: new Date(input.purchaseDeadlineAt),
    listingDate: input.listingDate,
  };
}

/** Comparable form of a column's value: dates as instants, names as JSON with sorted keys (jsonb keeps its own key order). */
const comparable = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return JSON.stringify(entries);
  }
  return JSON.stringify(value ?? null);
};

/**
 * What the audit log keeps of an offering: everything but the draw's seed, which nobody may read
 * before the draw (the document publishes it then).
 */
function auditable(row: OfferingRow | undefined) {
  if (!row) return null;
  const { seed: _secret, ...rest } = row;
  return rest;
}

/** The console's side: offerings from draft to publication, changes with reasons, withdrawal. */
export function ipoOperatorService({ db, clock, isListed }: IpoOperatorDeps) {
  async function adminView(row: OfferingRow) {
    const [counts, changes] = await Promise.all([
      countsByOffering(db, [row.id]),
      changesByOffering(db, [row.id]),
    ]);
    return toAdminOffering(row, clock.now(), counts(row.id), changes(row.id));
  }

  async function offerings() {
    const rows = await allOfferings(db);
    const ids = rows.map((row) => row.id);
    const [counts, changes] = await Promise.all([
      countsByOffering(db, ids),
      changesByOffering(db, ids),
    ]);
    const now = clock.now();
    return rows.map((row) => toAdminOffering(row, now, counts(row.id), changes(row.id)));
  }

  async function assertSymbolFree(tx: Transaction, symbol: string, except: number | null) {
    if (isListed(symbol)) throw new AppError('ipo_symbol_listed');
    const [taken] = await tx
      .select({ id: ipoOfferings.id })
      .from(ipoOfferings)
      .where(
        and(
          eq(ipoOfferings.symbol, symbol),
          ne(ipoOfferings.status, 'cancelled'),
          except === null ? undefined : ne(ipoOfferings.id, except),
        ),
      );
    if (taken) throw new AppError('ipo_symbol_listed');
  }

  async function save(
    operator: Operator,
    body: z.output<typeof ipoSaveOfferingRequest>,
    ipAddress: string | null,
  ) {
    assertConsistent(body.offering);
    const now = clock.now();
    // Read before the transaction: on PGlite there is one connection, and the transaction holds it.
    const lotShares = await lotSharesNow();
    const id = await db.transaction(async (tx) => {
      if (body.offeringId === undefined) {
        await assertSymbolFree(tx, body.offering.symbol, null);
        const [created] = await tx
          .insert(ipoOfferings)
          .values({
            ...columnsOf(body.offering),
            lotShares,
            status: 'draft',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'ipo.create_offering',
          targetType: 'ipo_offering',
          targetId: created!.id,
          reason: body.reason ?? 'New draft offering',
          before: null,
          after: auditable(created),
          ipAddress,
        });
        return created!.id;
      }
      const before = await lockOffering(tx, body.offeringId);
      if (!before) throw new AppError('ipo_not_found');
      if (before.status === 'drawn' || before.status === 'cancelled') {
        throw new AppError('ipo_offering_locked');
      }
      const next = columnsOf(body.offering);
      if (before.status === 'published') {
        if (!body.reason) throw new AppError('reason_required');
        if (next.symbol !== before.symbol) throw new AppError('ipo_offering_locked');
        // Applicants' holds were taken at the old top of the range; it may only come down.
        if (compare(next.priceHigh, before.priceHigh) > 0) {
          throw new AppError('ipo_price_range_raised');
        }
      } else if (next.symbol !== before.symbol) {
        await assertSymbolFree(tx, next.symbol, before.id);
      }
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      for (const field of CHANGEABLE_AFTER_PUBLICATION) {
        if (comparable(before[field]) !== comparable(next[field])) {
          changes[field] = { before: before[field], after: next[field] };
        }
      }
      const [after] = await tx
        .update(ipoOfferings)
        .set({ ...next, updatedAt: now })
        .where(eq(ipoOfferings.id, before.id))
        .returning();
      if (before.status === 'published' && Object.keys(changes).length > 0) {
        await tx.insert(ipoOfferingChanges).values({
          offeringId: before.id,
          operatorId: operator.id,
          changes,
          reason: body.reason!,
          reasonLocale: body.reasonLocale ?? null,
          changedAt: now,
        });
      }
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'ipo.change_offering',
        targetType: 'ipo_offering',
        targetId: before.id,
        reason: body.reason ?? 'Draft edited',
        before: auditable(before),
        after: auditable(after),
        ipAddress,
      });
      return before.id;
    });
    return adminView((await findOffering(db, id))!);
  }

  /** The lot size in force (trading settings), fixed on the offering when it is created. */
  async function lotSharesNow(): Promise<number> {
    return (await readTradingSettings(db)).lotShares;
  }

  async function publish(
    operator: Operator,
    body: { offeringId: number; reason: string },
    ipAddress: string | null,
  ) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await lockOffering(tx, body.offeringId);
      if (!before) throw new AppError('ipo_not_found');
      if (before.status !== 'draft') throw new AppError('ipo_not_draft');
      if (now >= before.subscriptionClosesAt) throw new AppError('ipo_schedule_invalid');
      // The seed is drawn now and only its commitment is shown until the draw (docs/lottery.md).
      const seed = newSeed();
      const [after] = await tx
        .update(ipoOfferings)
        .set({
          status: 'published',
          seed,
          commitment: commitmentOf(seed),
          publishedAt: now,
          updatedAt: now,
        })
        .where(eq(ipoOfferings.id, before.id))
        .returning();
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'ipo.publish_offering',
        targetType: 'ipo_offering',
        targetId: before.id,
        reason: body.reason,
        before: { status: before.status },
        after: auditable(after),
        ipAddress,
      });
    });
    return adminView((await findOffering(db, body.offeringId))!);
  }

  /** Withdraws an offering before its draw; every application's hold is given back at once. */
  async function cancel(
    operator: Operator,
    body: { offeringId: number; reason: string },
    ipAddress: string | null,
  ) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await lockOffering(tx, body.offeringId);
      if (!before) throw new AppError('ipo_not_found');
      if (before.status === 'drawn' || before.status === 'cancelled') {
        throw new AppError('ipo_offering_locked');
      }
      const applications = await applicationsOfOffering(tx, before.id);
      for (const row of applications) {
        await releaseForApplication(tx, {
          customerId: row.customerId,
          applicationId: row.id,
          offering: before,
          amount: row.heldAmount,
          why: 'cancelled',
          at: now,
        });
        await tx
          .update(ipoApplications)
          .set({ status: 'withdrawn', drawnAt: now, releasedAmount: row.heldAmount })
          .where(eq(ipoApplications.id, row.id));
      }
      await tx
        .update(ipoOfferings)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(ipoOfferings.id, before.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'ipo.cancel_offering',
        targetType: 'ipo_offering',
        targetId: before.id,
        reason: body.reason,
        before: { status: before.status },
        after: { status: 'cancelled', released: applications.length },
        ipAddress,
      });
    });
    return adminView((await findOffering(db, body.offeringId))!);
  }

  async function applications(offeringId: number) {
    const row = await findOffering(db, offeringId);
    if (!row) throw new AppError('ipo_not_found');
    const items = await applicationsOfOffering(db, offeringId);
    return { offering: await adminView(row), items: items.map(toAdminApplication) };
  }

  return { offerings, save, publish, cancel, applications };
}

export type IpoOperatorService = ReturnType<typeof ipoOperatorService>;
