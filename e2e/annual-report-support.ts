import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
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
