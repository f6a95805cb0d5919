import type { AnnualReport, Locale } from '@kabuto/contract';
import { REPORT_TEXTS, japanDate, japanDateTime } from './texts';

/**
 * The annual report as one CSV file (RFC 4180, CRLF), UTF-8 with a byte-order mark so that Excel
 * in Japan opens it as UTF-8. Sections follow each other, each with a title line and its own
 * header row, headings in the customer's language; amounts are the exact decimal strings.
 */
export function annualReportCsv(report: AnnualReport, locale: Locale): Buffer {
  const t = REPORT_TEXTS[locale];
  const c = t.columns;
  const lines: string[][] = [
    [t.title, String(report.year), report.final ? t.final : t.notFinal],
    [t.customer, report.customer.name ?? '', t.account, report.customer.account],
    [t.generatedAt, `${japanDateTime(report.generatedAt)} (${t.timeZone})`],
    [],
    [t.sections.totals],
    [t.currency, ...Object.values(t.figures)],
    ...report.totals.map((totals) => [
      totals.currency,
      ...(Object.keys(t.figures) as (keyof typeof t.figures)[]).map((figure) => totals[figure]),
    ]),
    [],
    [t.sections.closedTrades],
    [
      c.orderNo,
      c.openedAt,
      c.closedAt,
      c.symbol,
      c.name,
      c.side,
      c.shares,
      c.openPrice,
      c.closePrice,
      c.fees,
      c.stampDuty,
      c.realizedPnl,
    ],
    ...report.closedTrades.map((trade) => [
      trade.orderNo,
      japanDate(trade.openedAt),
      japanDate(trade.closedAt),
      trade.symbol,
      trade.names[locale],
      trade.direction === 'long' ? t.long : t.short,
      String(trade.shares),
      trade.openPrice,
      trade.closePrice,
      trade.fees,
      trade.stampDuty,
      trade.realizedPnl,
    ]),
    [
      t.total,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      report.closedTradeTotals.fees,
      report.closedTradeTotals.stampDuty,
      report.closedTradeTotals.realizedPnl,
    ],
    [],
    [t.sections.deposits],
    [c.orderNo, c.date, t.currency, c.amount],
    ...report.deposits.map((row) => [row.orderNo, japanDate(row.at), row.currency, row.amount]),
    [],
    [t.sections.withdrawals],
    [c.orderNo, c.date, t.currency, c.amount, c.fee],
    ...report.withdrawals.map((row) => [
      row.orderNo,
      japanDate(row.at),
      row.currency,
      row.amount,
      row.fee,
    ]),
    [],
    [t.sections.exchanges],
    [c.orderNo, c.date, c.from, c.amount, c.to, c.amount],
    ...report.exchanges.map((row) => [
      row.orderNo,
      japanDate(row.at),
      row.fromCurrency,
      row.fromAmount,
      row.toCurrency,
      row.toAmount,
    ]),
    [],
    [t.sections.loanInterest],
    [c.loan, t.currency, c.amount],
    ...report.loanInterest.map((row) => [row.orderNo, row.currency, row.amount]),
    [],
    [t.sections.ipoAllotments],
    [c.orderNo, c.date, c.symbol, c.name, c.shares, c.price, c.amount],
    ...report.ipoAllotments.map((row) => [
      row.orderNo,
      japanDate(row.at),
      row.symbol,
      row.names[locale],
      String(row.shares),
      row.price,
      row.amount,
    ]),
    [],
    [t.ledgerNote],
  ];
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

/**
 * One field: quoted when it holds a separator, a quote or a line break; and a leading = + - @
 * of text (not of a number) is prefixed with ' so a spreadsheet never runs it as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
