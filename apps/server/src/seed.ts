import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './db/client';
import { invitationCodes } from './db/schema';
import { findCustomerByAccount } from './modules/auth/repo';
import { seedNewsArticles } from './modules/news/seed-articles';
import { ensureSiteConfigDefaults, SITE_CONFIG_DEFAULTS } from './modules/site-config';
import { registerCustomer } from './modules/auth/service';
import { ensureOperator } from './modules/operators';
import { seedDemoFunding } from './modules/funding/demo-seed';
import { seedDemoIpo } from './modules/ipo';
import { seedDemoOffAuction } from './modules/block';
import { demoCopyHistoryStart, seedDemoCopy } from './modules/copy';
import { demoPositionOpenedAt, seedDemoPosition, type DemoMarket } from './modules/trading';
import { ManualClock, type Clock } from './platform/clock';

export const DEMO_INVITATION_CODE = 'KABUTO';
export const DEMO_CUSTOMER = { account: '0900000001', password: 'demo1234' } as const;
/** The embedded default's operators: an admin, and a second reviewer for approvals that need two. */
export const DEMO_OPERATORS = [
  {
    username: 'admin',
    password: 'kabuto-admin',
    displayName: 'Demo administrator',
    roles: ['admin' as const],
  },
  {
    username: 'reviewer',
    password: 'kabuto-review',
    displayName: 'Demo reviewer',
    roles: ['compliance' as const, 'finance' as const, 'support' as const],
  },
];

/** Every deployment needs its site configuration; operators edit it afterwards. */
export async function seedBase(db: Database): Promise<void> {
  await ensureSiteConfigDefaults(db, SITE_CONFIG_DEFAULTS);
}

/**
 * The embedded default's demo data, so a newcomer can try everything at once. It goes through the
 * same registration, verification and deposit-review code as any customer, and runs again
 * harmlessly on every start. `uploadDir` is where the demo's document images are stored (pass the
 * configured upload directory; without it they go to a temporary directory). With `market` (the
 * server's simulated market), the demo customer also holds a position opened days ago on it, past
 * every closing rule, so a close can be tried at once, and follows two copy-trading pools with
 * weeks of history on it; the funding is then dated before all of it.
 */
export async function seedDemo(
  db: Database,
  clock: Clock,
  options: { uploadDir?: string; market?: DemoMarket } = {},
): Promise<void> {
  await seedNewsArticles(db, clock.now());
  for (const operator of DEMO_OPERATORS) await ensureOperator(db, operator);
  await db
    .insert(invitationCodes)
    .values({ code: DEMO_INVITATION_CODE, note: 'Operator-issued code seeded for the demo' })
    .onConflictDoNothing();
  if (!(await findCustomerByAccount(db, DEMO_CUSTOMER.account))) {
    await registerCustomer(db, {
      account: DEMO_CUSTOMER.account,
      password: DEMO_CUSTOMER.password,
      confirmPassword: DEMO_CUSTOMER.password,
      invitationCode: DEMO_INVITATION_CODE,
    });
  }
  const customer = await findCustomerByAccount(db, DEMO_CUSTOMER.account);
  const openedAt = options.market
    ? await demoPositionOpenedAt(db, options.market.calendar, clock.now())
    : null;
  // Verified and funded through a real, approved deposit, so a newcomer can trade at once; dated
  // before the demo's copy-trading history begins (weeks ago) when there is a market.
  const fundedAt = options.market
    ? new Date(demoCopyHistoryStart(options.market.calendar, clock.now()).getTime() - 3 * 3_600_000)
    : null;
  await seedDemoFunding(db, fundedAt ? new ManualClock(fundedAt) : clock, {
    customerId: customer!.id,
    uploadDir: options.uploadDir ?? path.join(tmpdir(), 'kabuto-demo-uploads'),
    firstApprover: DEMO_OPERATORS[0]!.username,
    secondApprover: DEMO_OPERATORS[1]!.username,
  });
  if (options.market && openedAt) {
    await seedDemoPosition(db, { customer: customer!, market: options.market, openedAt });
  }
  // With the server's market only (like the position): test databases keep no offerings.
  if (options.market) {
    await seedDemoIpo(db, { now: clock.now(), customer: customer! });
    // One open block trade and one open bidding, closing days ahead (modules/block/demo-seed.ts).
    await seedDemoOffAuction(db, { now: clock.now(), market: options.market });
  }
  if (options.market && openedAt) {
    await seedDemoCopy(db, { now: clock.now(), customer: customer!, market: options.market });
  }
}
