import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { canonicalDecimal, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { ipoApplications, ipoOfferingChanges, ipoOfferings } from '../../db/schema-ipo';
import type { ApplicationRow, ChangeRow, OfferingCounts, OfferingRow } from './views';

/** Queries of the IPO module; each takes the database or the caller's transaction. */

export async function findOffering(db: Queryable, id: number): Promise<OfferingRow | null> {
  const [row] = await db.select().from(ipoOfferings).where(eq(ipoOfferings.id, id)).limit(1);
  return row ?? null;
}

/** The offering's row, locked until the transaction ends (every change to it and its draw takes this lock first). */
/** The offerings with these ids, by id (one query for a page of applications). */
export async function offeringsByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, OfferingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ipoOfferings)
    .where(inArray(ipoOfferings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function lockOffering(db: Queryable, id: number): Promise<OfferingRow | null> {
  const [row] = await db
    .select()
    .from(ipoOfferings)
    .where(eq(ipoOfferings.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** What customers may see: published and drawn offerings, soonest subscription first. */
export function visibleOfferings(db: Queryable): Promise<OfferingRow[]> {
  return db
    .select()
    .from(ipoOfferings)
    .where(inArray(ipoOfferings.status, ['published', 'drawn']))
    .orderBy(desc(ipoOfferings.subscriptionOpensAt), desc(ipoOfferings.id));
}

export function allOfferings(db: Queryable): Promise<OfferingRow[]> {
  return db.select().from(ipoOfferings).orderBy(desc(ipoOfferings.id));
}

type Counts = OfferingCounts & { lotsWon: number; lotsPaid: number };
const NO_COUNTS: Counts = { applications: 0, lotsRequested: 0, lotsWon: 0, lotsPaid: 0 };

/** Applications and lots per offering (counted, never estimated). */
export async function countsByOffering(
  db: Queryable,
  offeringIds: readonly number[],
): Promise<(id: number) => Counts> {
  if (offeringIds.length === 0) return () => NO_COUNTS;
  const rows = await db
    .select({
      offeringId: ipoApplications.offeringId,
      applications: sql<number>`count(*)::int`,
      lotsRequested: sql<number>`coalesce(sum(${ipoApplications.lots}), 0)::int`,
      lotsWon: sql<number>`coalesce(sum(${ipoApplications.lotsWon}) FILTER (WHERE ${ipoApplications.status} IN ('pending_payment', 'paid')), 0)::int`,
      lotsPaid: sql<number>`coalesce(sum(${ipoApplications.lotsWon}) FILTER (WHERE ${ipoApplications.status} = 'paid'), 0)::int`,
    })
    .from(ipoApplications)
    .where(inArray(ipoApplications.offeringId, [...offeringIds]))
    .groupBy(ipoApplications.offeringId);
  const byId = new Map(rows.map((row) => [Number(row.offeringId), row]));
  return (id) => {
    const row = byId.get(id);
    return row
      ? {
          applications: Number(row.applications),
          lotsRequested: Number(row.lotsRequested),
          lotsWon: Number(row.lotsWon),
          lotsPaid: Number(row.lotsPaid),
        }
      : NO_COUNTS;
  };
}

export async function changesByOffering(
  db: Queryable,
  offeringIds: readonly number[],
): Promise<(id: number) => ChangeRow[]> {
  if (offeringIds.length === 0) return () => [];
  const rows = await db
    .select()
    .from(ipoOfferingChanges)
    .where(inArray(ipoOfferingChanges.offeringId, [...offeringIds]))
    .orderBy(asc(ipoOfferingChanges.id));
  return (id) => rows.filter((row) => row.offeringId === id);
}

/** The customer's applications for these offerings. */
export async function applicationsOf(
  db: Queryable,
  customerId: number,
  offeringIds: readonly number[],
): Promise<Map<number, ApplicationRow>> {
  if (offeringIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(ipoApplications)
    .where(
      and(
        eq(ipoApplications.customerId, customerId),
        inArray(ipoApplications.offeringId, [...offeringIds]),
      ),
    );
  return new Map(rows.map((row) => [row.offeringId, row]));
}

/** One of the customer's applications; another customer's and an unknown id answer the same. */
export async function findOwnApplication(
  db: Queryable,
  customerId: number,
  applicationId: number,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(ipoApplications)
    .where(and(eq(ipoApplications.id, applicationId), eq(ipoApplications.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function findByClientKey(
  db: Queryable,
  customerId: number,
  clientKey: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(ipoApplications)
    .where(
      and(eq(ipoApplications.customerId, customerId), eq(ipoApplications.clientKey, clientKey)),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's applications, newest first, `limit` per page below `cursor`. */
export function pageOfApplications(
  db: Queryable,
  customerId: number,
  cursor: number | null | undefined,
  limit: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(ipoApplications)
    .where(
      and(
        eq(ipoApplications.customerId, customerId),
        cursor ? lt(ipoApplications.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(ipoApplications.id))
    .limit(limit + 1);
}

export function applicationsOfOffering(
  db: Queryable,
  offeringId: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(ipoApplications)
    .where(eq(ipoApplications.offeringId, offeringId))
    .orderBy(asc(ipoApplications.id));
}

/** Offerings whose draw time has come and which have not been drawn (the draw job's work). */
export function dueForDraw(db: Queryable, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(and(eq(ipoOfferings.status, 'published'), sql`${ipoOfferings.drawAt} <= ${now}`))
    .orderBy(asc(ipoOfferings.drawAt));
}

/** Drawn offerings whose purchase deadline has passed and whose lapses are not settled yet. */
export function dueForLapses(db: Queryable, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(
      and(
        eq(ipoOfferings.status, 'drawn'),
        sql`${ipoOfferings.lapsesSettledAt} IS NULL`,
        sql`${ipoOfferings.purchaseDeadlineAt} <= ${now}`,
      ),
    )
    .orderBy(asc(ipoOfferings.purchaseDeadlineAt));
}

/**
 * What the customer has paid for new shares that are not listed yet: money in their margin
 * account that no position holds until listing (ADR 0026); the assets view shows it apart. Once
 * listed, the same money is the allotment position's margin.
 */
export async function paidAwaitingListing(
  db: Queryable,
  customerId: number,
): Promise<DecimalString> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${ipoApplications.paidAmount}), 0)::text` })
    .from(ipoApplications)
    .where(
      and(
        eq(ipoApplications.customerId, customerId),
        eq(ipoApplications.status, 'paid'),
        sql`${ipoApplications.positionId} IS NULL`,
      ),
    );
  return canonicalDecimal(row?.paid ?? '0');
}

/** Whether a symbol is a published or drawn offering's: a new share that will list. */
export async function offeringAwaitsListing(db: Queryable, symbol: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(
      and(eq(ipoOfferings.symbol, symbol), sql`${ipoOfferings.status} IN ('published', 'drawn')`),
    )
    .limit(1);
  return row !== undefined;
}
