import { z } from 'zod';
import { CUSTOMER, customerEndpoint } from '../endpoint';
import { localeField, localizedNames } from '../localized';
import { currencyField, moneyString } from './funding';
import { priceField } from './trading';

/**
 * The annual report (docs/annual-report.md, ADR 0042; anchor: SBI's 年間取引報告書): per Japan
 * calendar year, every trade closed, the deposits, withdrawals, exchanges, loan interest and IPO
 * allotments, with totals per currency that are sums of the ledger's postings on the customer's
 * accounts in that year. As JSON for the screen, and as a CSV or a PDF in the customer's language.
 */

/** A Japan calendar year. */
const yearField = z
  .number({ error: 'report_year_unavailable' })
  .int({ error: 'report_year_unavailable' })
  .min(2000, { error: 'report_year_unavailable' })
  .max(2999, { error: 'report_year_unavailable' });

export const annualReportYear = z.object({
  year: z.number().int(),
  /** False for the year still running: the figures can still change. */
  final: z.boolean(),
});

export const annualReportRequest = z.object({ year: yearField });

export const ANNUAL_REPORT_FORMATS = ['csv', 'pdf'] as const;
export type AnnualReportFormat = (typeof ANNUAL_REPORT_FORMATS)[number];

export const annualReportFileRequest = annualReportRequest.extend({
  format: z.enum(ANNUAL_REPORT_FORMATS, { error: 'invalid_params' }),
  /** The language of the document's headings (the app's). */
  locale: localeField,
});

/**
 * One currency's figures, each the sum of the customer's postings of one kind of entry in the
 * year (docs/annual-report.md, "Totals"). Costs are positive amounts; `realizedPnl`, `exchanges`,
 * `copyTrading`, `rewards`, `other` and `netChange` are signed. opening + netChange = closing, and netChange is the sum of
 * deposits − withdrawals − withdrawalFees + realizedPnl − tradingFees − stampDuty − loanInterest
 * + exchanges + copyTrading + rewards + other. `ipoAllotments` moved money within the customer's accounts (into the
 * position's margin), so it is not part of netChange.
 */
export const annualReportTotals = z.object({
  currency: currencyField,
  opening: moneyString,
  deposits: moneyString,
  withdrawals: moneyString,
  withdrawalFees: moneyString,
  realizedPnl: moneyString,
  tradingFees: moneyString,
  stampDuty: moneyString,
  loanInterest: moneyString,
  exchanges: moneyString,
  /** Money into copy-trading products (negative) and redeemed from them (positive). */
  copyTrading: moneyString,
  /** Referral rewards and bonuses credited. */
  rewards: moneyString,
  other: moneyString,
  netChange: moneyString,
  closing: moneyString,
  ipoAllotments: moneyString,
});
export type AnnualReportTotals = z.infer<typeof annualReportTotals>;

/** A position closed in the year (yen): its charges and result as the ledger posted them. */
export const annualReportTrade = z.object({
  orderNo: z.string(),
  symbol: z.string(),
  names: localizedNames,
  direction: z.enum(['long', 'short']),
  shares: z.number().int(),
  openedAt: z.string(),
  closedAt: z.string(),
  openPrice: priceField,
  closePrice: priceField,
  /** Buy, service and sell fees of this trade, whenever they were charged. */
  fees: moneyString,
  stampDuty: moneyString,
  /** The profit paid or the loss charged at the close (before fees). */
  realizedPnl: moneyString,
});
export type AnnualReportTrade = z.infer<typeof annualReportTrade>;

export const annualReportMovement = z.object({
  orderNo: z.string(),
  at: z.string(),
  currency: currencyField,
  amount: moneyString,
  /** A withdrawal's fee; "0" for a deposit. */
  fee: moneyString,
});

export const annualReportExchange = z.object({
  orderNo: z.string(),
  at: z.string(),
  fromCurrency: currencyField,
  fromAmount: moneyString,
  toCurrency: currencyField,
  toAmount: moneyString,
});

/** One loan's interest charged in the year. */
export const annualReportLoanInterest = z.object({
  orderNo: z.string(),
  currency: currencyField,
  amount: moneyString,
});

export const annualReportAllotment = z.object({
  orderNo: z.string(),
  at: z.string(),
  symbol: z.string(),
  names: localizedNames,
  shares: z.number().int(),
  price: priceField,
  amount: moneyString,
});

export const annualReport = z.object({
  year: z.number().int(),
  final: z.boolean(),
  generatedAt: z.string(),
  customer: z.object({
    account: z.string(),
    /** The verified name; null before identity verification. */
    name: z.string().nullable(),
  }),
  /** Per currency the customer's accounts hold or moved in the year, JPY first. */
  totals: z.array(annualReportTotals),
  closedTrades: z.array(annualReportTrade),
  /** Sums of the closed trades' columns (yen). */
  closedTradeTotals: z.object({
    fees: moneyString,
    stampDuty: moneyString,
    realizedPnl: moneyString,
  }),
  deposits: z.array(annualReportMovement),
  withdrawals: z.array(annualReportMovement),
  exchanges: z.array(annualReportExchange),
  loanInterest: z.array(annualReportLoanInterest),
  ipoAllotments: z.array(annualReportAllotment),
});
export type AnnualReport = z.infer<typeof annualReport>;

export const annualReportApi = {
  years: customerEndpoint({
    path: '/report/years',
    summary:
      'The years with an annual report: those with activity on the customer’s accounts and the current one (not final), newest first',
    request: z.object({}).optional(),
    response: z.object({ years: z.array(annualReportYear) }),
    access: CUSTOMER,
  }),
  annual: customerEndpoint({
    path: '/report/annual',
    summary: 'The caller’s annual report for one Japan calendar year, totals equal to the ledger’s',
    request: annualReportRequest,
    response: annualReport,
    access: CUSTOMER,
  }),
  file: customerEndpoint({
    path: '/report/annualFile',
    summary:
      'The annual report as a CSV (UTF-8 with BOM) or a PDF (A4) in the given language, as an attachment',
    request: annualReportFileRequest,
    response: z.null(),
    access: CUSTOMER,
    answer: 'file',
    // A PDF takes about half a second of the server's CPU: a budget of its own per address.
    rateLimit: 'report',
  }),
};
