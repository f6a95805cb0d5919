import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { AnnualReport } from '@kabuto/contract';
import { formatMoney, type DecimalString } from '@kabuto/money';
import { customerHeaders, post } from './credit-support';
import {
  customerWithAYear,
  inkBehindWords,
  poppler,
  report,
  REPORT_PASSWORD,
} from './annual-report-support';
import { expectNoRawKeys, expectRoute, snapshot } from './support/app';
import { MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';

/*
 * Issue 18 part 5, the annual report (docs/annual-report.md): a newcomer deposits ¥1,000,000
 * (approved by the reviewer) and opens and closes a day trade; in Mine → Annual report the
 * current year (not final) shows the ledger's totals and the closed trade, and the PDF it
 * downloads, read back with poppler's pdftotext, carries the same totals; its first page is
 * rendered to PNG with pdftoppm, shows ink where its text layer puts the totals, and is attached
 * for a person to look at. The CSV starts with a
 * byte-order mark and headings in the language. Chromium at 390x844, in Japanese, English and
 * Traditional Chinese.
 */

const PDF_TITLE = { ja: '年間取引報告書', 'zh-TW': '年度交易報告', en: 'Annual report' } as const;
const PDF_NOT_FINAL = { ja: '確定前', 'zh-TW': '尚未確定', en: 'Not final' } as const;

// Japanese and English as the issue asks, and Traditional Chinese for its own font (Noto Sans TC).
for (const locale of ['ja', 'en', 'zh-TW'] as const) {
  test(`${locale}: the year's totals on screen, in the downloaded PDF and CSV`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await customerWithAYear(request, '1000000');
    const headers = customerHeaders(session);
    const { years } = await post<{ years: { year: number; final: boolean }[] }>(
      request,
      '/api/vue/report/years',
      {},
      headers,
    );
    const current = years[0]!;
    expect(current.final).toBe(false);
    const data = await post<AnnualReport>(
      request,
      '/api/vue/report/annual',
      { year: current.year },
      headers,
    );
    const jpy = data.totals[0]!;
    expect(jpy.deposits).toBe('1000000');
    expect(data.closedTrades).toHaveLength(1);

    await signInWithToken(page, locale, { account: session.account, password: REPORT_PASSWORD });
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/usercenter`);
    await page.getByTestId('mine-annual-report').click();
    await expectRoute(page, '/user/annualReport');
    await expect(page.getByTestId('report-status')).toHaveText(report.text(locale, 'notFinal'));
    for (const figure of [
      'deposits',
      'realizedPnl',
      'tradingFees',
      'stampDuty',
      'closing',
    ] as const)
      await expect(page.getByTestId(`report-${figure}-JPY`)).toHaveAttribute(
        'data-value',
        jpy[figure],
      );
    await expect(page.getByTestId('report-trade')).toHaveCount(1);
    await expect(page.getByTestId('report-trade')).toContainText(report.text(locale, 'trade.long'));
    await expectNoRawKeys(page);
    await snapshot(page, `annual-report-${locale}`);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`kabuto-annual-report-${current.year}-${locale}.pdf`);
    const pdfFile = test.info().outputPath(pdf.suggestedFilename());
    await pdf.saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await poppler('pdftotext', ['-layout', pdfFile, '-']);
    expect(text).toMatch(new RegExp(`${PDF_TITLE[locale]}\\s+${current.year}`));
    expect(text).toContain(PDF_NOT_FINAL[locale]);
    expect(text).toContain(session.account);
    const money = (value: string) => formatMoney(value as DecimalString);
    for (const figure of [
      'deposits',
      'realizedPnl',
      'tradingFees',
      'stampDuty',
      'closing',
    ] as const)
      expect(text, figure).toContain(money(jpy[figure]));
    expect(text).toContain(money(data.closedTradeTotals.realizedPnl));
    // The first page as a picture, for a person to look at (and in the report of the run).
    const pngBase = test.info().outputPath(`annual-report-${locale}`);
    await poppler('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfFile,
      pngBase,
    ]);
    const png = readFileSync(`${pngBase}.png`);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The picture shows the totals: ink where the text layer puts the deposits and the closing.
    const shown = [money(jpy.deposits), money(jpy.closing)];
    for (const [word, share] of await inkBehindWords(pdfFile, `${pngBase}.png`, shown, 80))
      expect(share, `ink behind ${word} in the rendered page`).toBeGreaterThan(0.05);
    await test
      .info()
      .attach(`annual-report-${locale}.png`, { body: png, contentType: 'image/png' });

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download-csv').click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`kabuto-annual-report-${current.year}-${locale}.csv`);
    const csvFile = test.info().outputPath(csv.suggestedFilename());
    await csv.saveAs(csvFile);
    const bytes = readFileSync(csvFile);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.startsWith(`${PDF_TITLE[locale]},${current.year},`)).toBe(true);
    expect(lines[0]).toContain(PDF_NOT_FINAL[locale]);
    expect(lines.find((line) => line.startsWith('JPY,'))).toContain(`,${jpy.deposits},`);
  });
}
