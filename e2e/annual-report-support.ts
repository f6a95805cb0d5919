import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { approvedDeposit, customerHeaders, operatorHeaders, post } from './credit-support';
import { newAccount } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { INVITATION_CODE } from './support/servers';
import type { Session } from './support/session';

/**
 * Helpers of e2e/annual-report.spec.ts: a newcomer with a year of activity made through the same
 * API the apps use (a deposit approved by the reviewer, and a day trade opened and closed: day
 * trades are exempt from the T+1 and 15-minute rules, so the close needs no clock of its own),
 * the report's texts, and poppler's pdftotext and pdftoppm.
 */

export const REPORT_PASSWORD = 'abcd1234';

export async function customerWithAYear(
  request: APIRequestContext,
  deposit: string,
): Promise<Session> {
  const account = newAccount();
  const session = await post<Session>(request, '/api/vue/user/register', {
    account,
    password: REPORT_PASSWORD,
    confirmPassword: REPORT_PASSWORD,
    invitationCode: INVITATION_CODE,
  });
  const headers = customerHeaders(session);
  await approvedDeposit(request, session, deposit);

  await post(request, '/api/vue/dayTrading/apply', { acknowledged: true }, headers);
  const info = await post<{ applications: { id: number }[] }>(
    request,
    '/api/vue/dayTrading/info',
    {},
    headers,
  );
  const operator = await operatorHeaders(request);
  await post(
    request,
    '/api/admin/trading/approveDayTrading',
    { applicationId: info.applications[0]!.id, reason: 'e2e: annual report', reasonLocale: 'en' },
    operator(),
  );
  const placed = await post<{ id: number }>(
    request,
    '/api/vue/trade/place',
    {
      symbol: '7203',
      direction: 'long',
      orderType: 'market',
      lots: 1,
      leverage: 5,
      dayTrade: true,
    },
    { ...headers, 'idempotency-key': randomUUID() },
  );
  await post(
    request,
    '/api/vue/trade/close',
    { positionId: placed.id, orderType: 'market' },
    { ...headers, 'idempotency-key': randomUUID() },
  );
  return session;
}

/** The report namespace's texts (apps/web/src/locales/report). */
export const report = webNamespaceTexts('report');

const run = promisify(execFile);

/**
 * A poppler tool, or a failure that says how to get it: the spec never skips for want of it
 * (scripts/ensure-browser.sh installs poppler-utils with the browser).
 */
export async function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]): Promise<string> {
  try {
    return (await run(tool, args)).stdout;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    expect(
      missing,
      `${tool} is missing: install Debian's poppler-utils (bash scripts/ensure-browser.sh does)`,
    ).toBe(false);
    throw error;
  }
}

/**
 * Where the first page's text layer puts each of `words`, and whether the page rendered to PNG
 * (`pngFile`, at `dpi`) has ink there: the picture shows those figures, in glyphs the embedded
 * font really has, rather than only carrying them as text. Answers each word's share of dark
 * pixels in its box (a rendered figure is well above 5%; a blank or missing glyph is 0).
 */
export async function inkBehindWords(
  pdfFile: string,
  pngFile: string,
  words: readonly string[],
  dpi: number,
): Promise<Map<string, number>> {
  const layer = await poppler('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdfFile, '-']);
  const boxes = [
    ...layer.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    box: match.slice(1, 5).map(Number) as [number, number, number, number],
    text: match[5]!.replace(/&amp;/g, '&'),
  }));
  const image = PNG.sync.read(readFileSync(pngFile));
  const scale = dpi / 72;
  const ink = new Map<string, number>();
  for (const word of words) {
    const found = boxes.find((box) => box.text === word);
    expect(found, `"${word}" on the PDF's first page`).toBeDefined();
    const [x0, y0, x1, y1] = found!.box.map((value) => Math.round(value * scale)) as [
      number,
      number,
      number,
      number,
    ];
    let dark = 0;
    let all = 0;
    for (let y = y0; y < Math.min(y1, image.height); y += 1)
      for (let x = x0; x < Math.min(x1, image.width); x += 1) {
        const at = (y * image.width + x) * 4;
        const luminance =
          0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
        all += 1;
        if (luminance < 160) dark += 1;
      }
    ink.set(word, all === 0 ? 0 : dark / all);
  }
  return ink;
}
