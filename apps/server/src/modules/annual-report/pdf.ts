import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { AnnualReport, AnnualReportTotals, Locale } from '@kabuto/contract';
import { formatMoney } from '@kabuto/money';
import { drawTable, type PdfColumn } from './pdf-table';
import { REPORT_TEXTS, japanDate, japanDateTime } from './texts';

/**
 * The annual report as an A4 portrait PDF in the customer's language (ADR 0042): pdfkit, with the
 * Noto Sans fonts of npm packages embedded as subsets (only the glyphs the document uses), never
 * a font of the machine it runs on. Japanese and English set in Noto Sans JP, Traditional Chinese
 * in Noto Sans TC, so each reader sees their own forms of the shared characters.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  jp: ['@expo-google-fonts/noto-sans-jp', 'NotoSansJP'],
  tc: ['@expo-google-fonts/noto-sans-tc', 'NotoSansTC'],
} as const;

const fontCache = new Map<string, Buffer>();
function fontBytes(family: keyof typeof FONT_FILES, weight: '400Regular' | '700Bold'): Buffer {
  const key = `${family}:${weight}`;
  let bytes = fontCache.get(key);
  if (!bytes) {
    const [pkg, prefix] = FONT_FILES[family];
    const folder = dirname(require.resolve(`${pkg}/package.json`));
    bytes = readFileSync(join(folder, weight, `${prefix}_${weight}.ttf`));
    fontCache.set(key, bytes);
  }
  return bytes;
}

const MARGIN = 40;

export function annualReportPdf(report: AnnualReport, locale: Locale): Promise<Buffer> {
  const t = REPORT_TEXTS[locale];
  const c = t.columns;
  const family = locale === 'zh-TW' ? 'tc' : 'jp';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: {
      Title: `${t.title} ${report.year}`,
      Author: 'Kabuto',
      CreationDate: new Date(report.generatedAt),
    },
    lang: locale,
    bufferPages: true,
  });
  doc.registerFont('regular', fontBytes(family, '400Regular'));
  doc.registerFont('bold', fontBytes(family, '700Bold'));
  const fonts = { regular: 'regular', bold: 'bold' };
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Header: what, whose, when, and whether the year is over.
  doc.font('bold').fontSize(18).text(`${t.title}  ${report.year}`);
  if (!report.final)
    doc.font('bold').fontSize(10).fillColor('#b42318').text(t.notFinal).fillColor('black');
  doc.moveDown(0.3).font('regular').fontSize(9);
  // The verified name when there is one (identity verification), always the customer number.
  const who = report.customer.name ? `${t.customer}: ${report.customer.name}   ` : '';
  doc.text(`${who}${t.account}: ${report.customer.account}`);
  doc.text(`${t.generatedAt}: ${japanDateTime(report.generatedAt)} (${t.timeZone})`);
  doc.moveDown(0.8);

  const heading = (text: string) => doc.font('bold').fontSize(12).text(text).moveDown(0.3);
  const money = formatMoney;

  heading(t.sections.totals);
  // Figures down, currencies across (four per table, so every column stays readable).
  const figures = Object.keys(t.figures) as (keyof typeof t.figures)[];
  for (let start = 0; start < report.totals.length; start += 4) {
    const group: AnnualReportTotals[] = report.totals.slice(start, start + 4);
    const share = 0.6 / 4;
    const columns: PdfColumn[] = [
      { title: t.currency, width: 1 - share * group.length },
      ...group.map((totals) => ({ title: totals.currency, width: share, align: 'right' as const })),
    ];
    const rows = figures.map((figure) => [
      t.figures[figure],
      ...group.map((totals) => money(totals[figure])),
    ]);
    drawTable(doc, fonts, columns, rows, { fontSize: 8.5, emptyText: t.none });
  }
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#555')
    .text(t.ledgerNote)
    .fillColor('black')
    .moveDown(0.8);

  heading(t.sections.closedTrades);
  drawTable(
    doc,
    fonts,
    [
      { title: c.openedAt, width: 0.085 },
      { title: c.closedAt, width: 0.085 },
      { title: c.name, width: 0.145 },
      { title: c.side, width: 0.095 },
      { title: c.shares, width: 0.06, align: 'right' },
      { title: c.openPrice, width: 0.09, align: 'right' },
      { title: c.closePrice, width: 0.09, align: 'right' },
      { title: c.fees, width: 0.1, align: 'right' },
      { title: c.stampDuty, width: 0.13, align: 'right' },
      { title: c.realizedPnl, width: 0.12, align: 'right' },
    ],
    report.closedTrades.map((trade) => [
      japanDate(trade.openedAt),
      japanDate(trade.closedAt),
      `${trade.symbol} ${trade.names[locale]}`,
      trade.direction === 'long' ? t.long : t.short,
      trade.shares.toLocaleString('en-US'),
      money(trade.openPrice),
      money(trade.closePrice),
      money(trade.fees),
      money(trade.stampDuty),
      money(trade.realizedPnl),
    ]),
    {
      fontSize: 7.5,
      emptyText: t.none,
      totalRow: [
        t.total,
        '',
        '',
        '',
        '',
        '',
        '',
        money(report.closedTradeTotals.fees),
        money(report.closedTradeTotals.stampDuty),
        money(report.closedTradeTotals.realizedPnl),
      ],
    },
  );

  const movement = [
    { title: c.orderNo, width: 0.25 },
    { title: c.date, width: 0.2 },
    { title: t.currency, width: 0.15 },
    { title: c.amount, width: 0.2, align: 'right' as const },
    { title: c.fee, width: 0.2, align: 'right' as const },
  ];
  heading(t.sections.deposits);
  drawTable(
    doc,
    fonts,
    movement.slice(0, 4),
    report.deposits.map((row) => [row.orderNo, japanDate(row.at), row.currency, money(row.amount)]),
    { fontSize: 8, emptyText: t.none },
  );
  heading(t.sections.withdrawals);
  drawTable(
    doc,
    fonts,
    movement,
    report.withdrawals.map((row) => [
      row.orderNo,
      japanDate(row.at),
      row.currency,
      money(row.amount),
      money(row.fee),
    ]),
    { fontSize: 8, emptyText: t.none },
  );
  heading(t.sections.exchanges);
  drawTable(
    doc,
    fonts,
    [
      { title: c.orderNo, width: 0.25 },
      { title: c.date, width: 0.15 },
      { title: c.from, width: 0.3, align: 'right' },
      { title: c.to, width: 0.3, align: 'right' },
    ],
    report.exchanges.map((row) => [
      row.orderNo,
      japanDate(row.at),
      `${money(row.fromAmount)} ${row.fromCurrency}`,
      `${money(row.toAmount)} ${row.toCurrency}`,
    ]),
    { fontSize: 8, emptyText: t.none },
  );
  heading(t.sections.loanInterest);
  drawTable(
    doc,
    fonts,
    [
      { title: c.loan, width: 0.4 },
      { title: t.currency, width: 0.2 },
      { title: c.amount, width: 0.4, align: 'right' },
    ],
    report.loanInterest.map((row) => [row.orderNo, row.currency, money(row.amount)]),
    { fontSize: 8, emptyText: t.none },
  );
  heading(t.sections.ipoAllotments);
  drawTable(
    doc,
    fonts,
    [
      { title: c.date, width: 0.15 },
      { title: c.name, width: 0.3 },
      { title: c.shares, width: 0.15, align: 'right' },
      { title: c.price, width: 0.2, align: 'right' },
      { title: c.amount, width: 0.2, align: 'right' },
    ],
    report.ipoAllotments.map((row) => [
      japanDate(row.at),
      `${row.symbol} ${row.names[locale]}`,
      row.shares.toLocaleString('en-US'),
      money(row.price),
      money(row.amount),
    ]),
    { fontSize: 8, emptyText: t.none },
  );

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor('#777')
      .text(
        `Kabuto · ${t.title} ${report.year} · ${index + 1} / ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 12,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
