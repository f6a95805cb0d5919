import type { AnnualReport, AnnualReportFormat, Locale } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { customerActivityYears, customerLegsBetween, customerTotalsBefore } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import { JST_OFFSET_MS } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import type { FileAnswer } from '../../platform/serve';
import { verifiedVerification } from '../kyc';
import { annualReportCsv } from './csv';
import { annualReportPdf } from './pdf';
import { closedTrades, movementSections } from './sections';
import { yearTotals } from './totals';

export type AnnualReportDeps = { db: Database; clock: Clock; market: MarketDataProvider };

/** The first instant of a Japan calendar year. */
export function japanYearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1) - JST_OFFSET_MS);
}

/** The Japan calendar year an instant falls in (a trade closed 31 December 23:30 JST is that year's). */
export function japanYearOf(instant: Date): number {
  return new Date(instant.getTime() + JST_OFFSET_MS).getUTCFullYear();
}

/** The annual report (docs/annual-report.md): years, the report, and its CSV and PDF. */
export function annualReportService({ db, clock, market }: AnnualReportDeps) {
  async function years(customerId: number) {
    const current = japanYearOf(clock.now());
    const active = await customerActivityYears(db, customerId);
    const all = [...new Set([...active.filter((year) => year <= current), current])];
    return {
      years: all.sort((a, b) => b - a).map((year) => ({ year, final: year < current })),
    };
  }

  async function report(customerId: number, year: number): Promise<AnnualReport> {
    const offered = await years(customerId);
    const entry = offered.years.find((each) => each.year === year);
    if (!entry) throw new AppError('report_year_unavailable');
    const from = japanYearStart(year);
    const to = japanYearStart(year + 1);
    const generatedAt = clock.now();
    // One read of the customer's year: the legs, the balances at its start, the trades it closed.
    const [legs, opening, trades, [customer], verification] = await Promise.all([
      customerLegsBetween(db, customerId, from, to),
      customerTotalsBefore(db, customerId, from),
      closedTrades(db, market, customerId, from, to),
      db.select({ account: customers.account }).from(customers).where(eq(customers.id, customerId)),
      verifiedVerification(db, customerId),
    ]);
    return {
      year,
      final: entry.final,
      generatedAt: generatedAt.toISOString(),
      customer: { account: customer?.account ?? '', name: verification?.name ?? null },
      totals: yearTotals(legs, opening),
      closedTrades: trades.trades,
      closedTradeTotals: trades.totals,
      ...(await movementSections(db, legs)),
    };
  }

  async function file(
    customerId: number,
    request: { year: number; format: AnnualReportFormat; locale: Locale },
  ): Promise<FileAnswer> {
    const data = await report(customerId, request.year);
    const name = `kabuto-annual-report-${request.year}-${request.locale}`;
    if (request.format === 'csv')
      return {
        bytes: annualReportCsv(data, request.locale),
        contentType: 'text/csv',
        fileName: `${name}.csv`,
      };
    return {
      bytes: await annualReportPdf(data, request.locale),
      contentType: 'application/pdf',
      fileName: `${name}.pdf`,
    };
  }

  return { years, report, file };
}

export type AnnualReportService = ReturnType<typeof annualReportService>;
