import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { ipoApplications, ipoOfferings } from '../../db/schema-ipo';
import type { Instrument } from '../../market-data/instruments';
import type { MarketDataProvider } from '../../market-data/provider';
import { jstDateOf, type ExchangeCalendar, type IsoDate } from '../../platform/calendar';
import { openAllotmentPosition, readTradingSettings } from '../trading';
import { lockOffering } from './repo';
import type { OfferingRow } from './views';

/*
 * Listing (docs/ipo.md, "Listing"): on its listing date a drawn offering's stock joins the market
 * and every paid allotment becomes a long position without leverage at the final price.
 *
 * Two parts, because a process's market is its own (each process runs the same deterministic
 * simulation) while the positions are shared: every process lists every due offering on its own
 * market at every run (listing a known name again changes nothing, so a process started later
 * catches up), and once per offering, under its row lock, the positions are made.
 */

/** Shares outstanding of a new listing, per share Kabuto's customers were offered (docs/ipo.md). */
const SHARES_OUTSTANDING_PER_OFFERED_SHARE = 100;

/** The first day the stock trades: the listing date, or the next trading day if the exchange is shut. */
export function firstTradingDayOf(calendar: ExchangeCalendar, listingDate: IsoDate): IsoDate {
  return calendar.isTradingDay(listingDate) ? listingDate : calendar.nextTradingDay(listingDate);
}

/** The instrument a listed offering becomes: its names, its sector, the final price as reference. */
export function instrumentOf(offering: OfferingRow): Instrument {
  return {
    symbol: offering.symbol,
    names: offering.names,
    // The simulator reads the TSE sector name in English (for its volatility by sector).
    sector: offering.sector.en,
    // New listings are outside TOPIX 500: the wider tick table.
    tickTable: 'other',
    referencePrice: offering.finalPrice!,
    sharesOutstanding:
      offering.lotsOffered * offering.lotShares * SHARES_OUTSTANDING_PER_OFFERED_SHARE,
  };
}

/** Drawn offerings whose listing date is today or past (Japan date), with their final price. */
function offeringsListedBy(db: Queryable, today: IsoDate): Promise<OfferingRow[]> {
  return db
    .select()
    .from(ipoOfferings)
    .where(
      and(
        eq(ipoOfferings.status, 'drawn'),
        lte(ipoOfferings.listingDate, today),
        sql`${ipoOfferings.finalPrice} IS NOT NULL`,
      ),
    )
    .orderBy(asc(ipoOfferings.id));
}

/**
 * Lists on this process's market every offering whose first trading day has come. Returns the
 * offerings the market knows now (an offering the market cannot list, a replay's, is left out and
 * its positions wait).
 */
export async function listOnMarket(
  db: Queryable,
  market: MarketDataProvider,
  now: Date,
  onRefused: (offering: OfferingRow, error: unknown) => void,
): Promise<OfferingRow[]> {
  const today = jstDateOf(now);
  const listed: OfferingRow[] = [];
  for (const offering of await offeringsListedBy(db, today)) {
    const firstDay = firstTradingDayOf(market.calendar, offering.listingDate);
    if (firstDay > today) continue;
    if (!market.instrument(offering.symbol)) {
      try {
        market.list({ instrument: instrumentOf(offering), firstDay });
      } catch (error) {
        onRefused(offering, error);
        continue;
      }
    }
    listed.push(offering);
  }
  return listed;
}

/**
 * Makes the positions of a listed offering's paid allotments, once: under the offering's row lock,
 * only while it is not marked listed, after its purchase deadline was settled (lapsed lots offered
 * on are paid allotments too). Returns how many positions it opened, or null if nothing was due.
 */
export async function openListedPositions(
  db: Database,
  offeringId: number,
  now: Date,
  firstDay: IsoDate,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const offering = await lockOffering(tx, offeringId);
    if (
      !offering ||
      offering.status !== 'drawn' ||
      offering.listedAt !== null ||
      offering.lapsesSettledAt === null ||
      offering.finalPrice === null
    ) {
      return null;
    }
    const paid = await tx
      .select()
      .from(ipoApplications)
      .where(
        and(
          eq(ipoApplications.offeringId, offering.id),
          eq(ipoApplications.status, 'paid'),
          isNull(ipoApplications.positionId),
        ),
      )
      .orderBy(asc(ipoApplications.id));
    const settings = await readTradingSettings(tx);
    for (const application of paid) {
      const positionId = await openAllotmentPosition(
        tx,
        {
          customerId: application.customerId,
          applicationId: application.id,
          symbol: offering.symbol,
          lots: application.lotsWon,
          shares: application.lotsWon * offering.lotShares,
          price: offering.finalPrice,
          cost: application.paidAmount!,
          paidAt: application.paidAt!,
          at: now,
          tradingDay: firstDay,
        },
        settings,
      );
      await tx
        .update(ipoApplications)
        .set({ positionId })
        .where(eq(ipoApplications.id, application.id));
    }
    await tx
      .update(ipoOfferings)
      .set({ listedAt: now, updatedAt: now })
      .where(eq(ipoOfferings.id, offering.id));
    return paid.length;
  });
}
