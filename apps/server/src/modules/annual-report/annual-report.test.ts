import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { add, canonicalDecimal, negate, type DecimalString } from '@kabuto/money';
import { creditFromBankClearing } from '../../ledger';
import { useTestApp } from '../../test/use-test-app';
import { borrowed, signInAgain } from '../credit/testing';
import {
  expectLedgerProven,
  fund,
  jst,
  newCustomer,
  requestWithdrawal,
  withdrawingCustomer,
  type Customer,
  type Ready,
} from '../funding/testing';
import { publishedOffering, subscribe } from '../ipo/testing';
import { temporaryUploadDir } from '../kyc/testing';
import {
  advance,
  closePosition,
  expectOk,
  expectRefusal,
  place,
  ticketKey,
  withTradingSettings,
} from '../trading/testing';
import { japanYearOf } from './service';

/*
 * A scripted year (docs/annual-report.md): the file's clock starts on 30 December 2026, 10:00 in
 * Japan, and the customer deposits, withdraws, exchanges, trades (a long and a short closed, one
 * long left open), borrows and is charged interest, is allotted new shares, and closes a trade at
 * 23:30 on 31 December; then, in 2027, deposits and is charged interest again. Every total of the
 * 2026 report must equal the sum the test reads itself from the journal tables.
 */

const { t, admin, reviewer } = useTestApp({
  uploads: temporaryUploadDir(),
  operators: ['admin', 'reviewer'],
  clockStart: jst('2026-12-30', '10:00'),
  beforeClose: expectLedgerProven,
});

let customer: Ready;
let stranger: Customer;
const positions: number[] = [];

async function directDeposit(target: Customer, amount: string) {
  await t.database.db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      reason: 'Test deposit',
      idempotencyKey: `test-deposit:${target.id}:${ticketKey()}`,
      at: t.clock.now(),
      customerId: target.id,
      currency: 'JPY',
      amount: canonicalDecimal(amount),
    }),
  );
}

async function openAndClose(direction: 'long' | 'short') {
  const opened = expectOk<{ id: number }>(await place(t, customer, { direction }));
  positions.push(opened.id);
  await advance(t, 16 * 60);
  expectOk(await closePosition(t, customer, opened.id));
  await advance(t, 60);
  return opened.id;
}

// Without the day rule (the minimum holding time only), so the year's trades close within it.
beforeAll(() => withTradingSettings(t, { sellAfterTradingDays: 0 }, script), 180_000);

async function script() {
  customer = await withdrawingCustomer(t, reviewer);
  await fund(t, customer, '5000000', { admin, reviewer });
  stranger = await newCustomer(t);
  await directDeposit(stranger, '777777');

  const loan = await borrowed(t, customer, '100000');
  expect(loan.status).toBe('approved');

  const withdrawal = expectOk<{ id: number }>(await requestWithdrawal(t, customer, '50000'));
  const first = expectOk<{ status: string }>(
    await t.callAdmin('/funding/approveWithdraw', { withdrawalId: withdrawal.id }, admin),
  );
  if (first.status === 'awaiting_second_approval')
    expectOk(
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId: withdrawal.id }, reviewer),
    );

  const quote = expectOk(
    await t.call('/fx/quote', { from: 'JPY', to: 'USD', amount: '10000' }, customer.headers),
  );
  expectOk(await t.call('/fx/exchange', { quoteId: quote.quoteId }, customer.headers));

  await openAndClose('long');
  await openAndClose('short');
  const stillOpen = expectOk<{ id: number }>(await place(t, customer, { direction: 'long' }));
  positions.push(stillOpen.id);

  const offering = await publishedOffering(t, admin, { symbol: '9917', finalPrice: '1100' });
  expectOk(await subscribe(t, customer, { offeringId: offering.id, lots: 1, autoPurchase: true }));
  // Subscription closes 23 h from now, the draw 2 h later: 31 December, 11:00.
  t.clock.advanceSeconds(26 * 3600);
  await t.app.ipo.runDue();
  // The loan's first day (30 December) has ended: its interest is charged on the 31st.
  await t.app.credit.runDue();
  await signInAgain(t, customer);

  // A trade closed at 23:30 on 31 December belongs to 2026.
  t.clock.set(jst('2026-12-31', '23:10'));
  t.market.advanceTo(t.clock.now());
  const late = expectOk<{ id: number }>(await place(t, customer, { direction: 'long' }));
  positions.push(late.id);
  await advance(t, 20 * 60);
  expect(japanYearOf(t.clock.now())).toBe(2026);
  expectOk(await closePosition(t, customer, late.id));
  await advance(t, 60);

  // 2027: a deposit at midnight and the interest of the year's last day, neither in 2026.
  t.clock.set(jst('2027-01-01', '00:00'));
  await directDeposit(customer, '123456');
  t.clock.set(jst('2027-01-02', '09:00'));
  await t.app.credit.runDue();
  await signInAgain(t, customer);
  await signInAgain(t, stranger);
}

type LegSum = { currency: string; type: string; purpose: string; total: string };

/** The test's own reading of the journal: the customer's postings in [from, to) by type and purpose. */
async function ledgerSums(customerId: number, from: Date, to: Date): Promise<LegSum[]> {
  const result = await t.database.db.execute(
    sql`SELECT a.currency, e.type, a.purpose, SUM(p.amount)::text AS total
          FROM postings p
          JOIN ledger_accounts a ON a.id = p.account_id
          JOIN journal_entries e ON e.id = p.entry_id
         WHERE a.customer_id = ${customerId}
           AND e.created_at >= ${from.toISOString()}::timestamptz
           AND e.created_at < ${to.toISOString()}::timestamptz
         GROUP BY a.currency, e.type, a.purpose`,
  );
  return (result as { rows: LegSum[] }).rows;
}

function total(rows: LegSum[], currency: string, match: (row: LegSum) => boolean): DecimalString {
  return rows
    .filter((row) => row.currency === currency && match(row))
    .reduce<DecimalString>(
      (sum, row) => add(sum, canonicalDecimal(row.total)),
      canonicalDecimal('0'),
    );
}

const YEAR_START = jst('2026-01-01', '00:00');
const NEXT_YEAR = jst('2027-01-01', '00:00');

async function reportOf(who: Customer, year = 2026) {
  return expectOk(await t.call('/report/annual', { year }, who.headers));
}

describe('the annual report', () => {
  it('puts an instant in its Japan calendar year', () => {
    expect(japanYearOf(new Date('2026-12-31T14:30:00Z'))).toBe(2026); // 23:30 JST
    expect(japanYearOf(new Date('2026-12-31T15:00:00Z'))).toBe(2027); // midnight JST
    expect(japanYearOf(new Date('2026-01-01T00:00:00Z'))).toBe(2026); // 09:00 JST
  });

  it('offers the years with activity and the current one, not final', async () => {
    expect(expectOk(await t.call('/report/years', {}, customer.headers))).toEqual({
      years: [
        { year: 2027, final: false },
        { year: 2026, final: true },
      ],
    });
    expectRefusal(
      await t.call('/report/annual', { year: 2025 }, customer.headers),
      'report_year_unavailable',
    );
    expectRefusal(
      await t.call('/report/annual', { year: 26 }, customer.headers),
      'report_year_unavailable',
    );
  });

  it('has totals equal to the ledger’s postings of the year, and nothing of 2027', async () => {
    const report = await reportOf(customer);
    const rows = await ledgerSums(customer.id, YEAR_START, NEXT_YEAR);
    const opening = await ledgerSums(customer.id, new Date(0), YEAR_START);
    const closing = await ledgerSums(customer.id, new Date(0), NEXT_YEAR);
    expect(report.totals.map((row: { currency: string }) => row.currency)).toEqual(['JPY', 'USD']);
    for (const totals of report.totals) {
      const c = totals.currency as string;
      const expected = {
        currency: c,
        opening: total(opening, c, () => true),
        deposits: total(rows, c, (row) => row.type === 'deposit'),
        withdrawals: negate(total(rows, c, (row) => row.type === 'withdrawal_payout')),
        withdrawalFees: negate(total(rows, c, (row) => row.type === 'withdrawal_fee')),
        realizedPnl: total(rows, c, (row) => /_(profit|loss)$/.test(row.type)),
        tradingFees: negate(total(rows, c, (row) => /^(trade|grab)_[a-z]+_fee$/.test(row.type))),
        stampDuty: negate(total(rows, c, (row) => row.type === 'trade_stamp_duty')),
        loanInterest: negate(total(rows, c, (row) => row.type === 'loan_interest')),
        exchanges: total(rows, c, (row) => row.type === 'exchange'),
        copyTrading: total(rows, c, (row) => /^copy_(follow|redeem)$/.test(row.type)),
        rewards: total(rows, c, (row) => ['referral_reward', 'bonus'].includes(row.type)),
        netChange: total(rows, c, () => true),
        closing: total(closing, c, () => true),
        ipoAllotments: total(
          rows,
          c,
          (row) => row.type === 'ipo_payment' && row.purpose === 'margin',
        ),
      };
      expect(totals).toMatchObject(expected);
    }
    const jpy = report.totals[0];
    // Activity the script made: all of it, in 2026 only.
    expect(jpy.deposits).toBe('5000000');
    expect(jpy.withdrawals).toBe('50000');
    expect(jpy.ipoAllotments).toBe('1100000'); // one lot of 1,000 shares at ¥1,100
    expect(Number(jpy.loanInterest)).toBeGreaterThan(0);
    expect(report.totals[1].exchanges).not.toBe('0');
    expect(report.deposits).toHaveLength(1);
    expect(report.ipoAllotments).toEqual([
      expect.objectContaining({ symbol: '9917', shares: 1000, price: '1100', amount: '1100000' }),
    ]);
    expect(report.loanInterest.map((row: { amount: string }) => row.amount)).toEqual([
      jpy.loanInterest,
    ]);
    expect(report.withdrawals).toEqual([
      expect.objectContaining({ amount: '50000', currency: 'JPY' }),
    ]);
    expect(report.exchanges).toEqual([
      expect.objectContaining({ fromCurrency: 'JPY', fromAmount: '10000', toCurrency: 'USD' }),
    ]);
  });

  it('lists the trades closed in the year with the ledger’s charges, the open one not', async () => {
    const report = await reportOf(customer);
    const [first, second, stillOpen, late] = positions;
    expect(report.closedTrades.map((trade: { direction: string }) => trade.direction)).toEqual([
      'long',
      'short',
      'long',
    ]);
    const orderNos = report.closedTrades.map((trade: { orderNo: string }) => trade.orderNo);
    expect(orderNos.join()).not.toContain(String(stillOpen).padStart(8, '0'));
    expect(report.closedTrades[2].closedAt).toBe(jst('2026-12-31', '23:30').toISOString());
    expect([first, second, late]).toHaveLength(3);
    const jpy = report.totals[0];
    // The profit or loss and the tax are charged at the close: the closed trades are all of it.
    expect(report.closedTradeTotals.realizedPnl).toBe(jpy.realizedPnl);
    expect(report.closedTradeTotals.stampDuty).toBe(jpy.stampDuty);
    // The fees of the year are the closed trades' and the opening fees of the one still open.
    const openFees = await t.database.db.execute(
      sql`SELECT COALESCE(SUM(p.amount), 0)::text AS total FROM postings p
            JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
           WHERE a.customer_id = ${customer.id} AND e.reference_type = 'position'
             AND e.reference_id = ${String(stillOpen)} AND e.type LIKE '%fee'`,
    );
    const open = negate(
      canonicalDecimal((openFees as { rows: { total: string }[] }).rows[0]!.total),
    );
    expect(add(report.closedTradeTotals.fees, open)).toBe(jpy.tradingFees);
    for (const trade of report.closedTrades) {
      expect(trade).toMatchObject({ symbol: '7203', shares: 1000 });
      expect(Number(trade.fees)).toBeGreaterThan(0);
    }
  });

  it('is the caller’s own: another customer sees only theirs, and a session is needed', async () => {
    const mine = JSON.stringify(await reportOf(customer));
    const theirs = await reportOf(stranger);
    expect(theirs.totals).toEqual([
      expect.objectContaining({ currency: 'JPY', deposits: '777777' }),
    ]);
    expect(theirs.closedTrades).toEqual([]);
    expect(theirs.customer.account).toBe(stranger.account);
    expect(JSON.stringify(theirs)).not.toContain(customer.account);
    expect(mine).not.toContain('777777');
    expect((await t.call('/report/annual', { year: 2026 })).httpStatus).toBe(401);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/vue/report/annualFile',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ year: 2026, format: 'csv', locale: 'en' }),
    });
    expect(file.statusCode).toBe(401);
  });

  it('downloads as a CSV with a byte-order mark, headings in the language and exact amounts', async () => {
    const report = await reportOf(customer);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/vue/report/annualFile',
      headers: { 'content-type': 'application/json', ...customer.headers },
      payload: JSON.stringify({ year: 2026, format: 'csv', locale: 'ja' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('kabuto-annual-report-2026-ja.csv');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = answer.rawPayload.subarray(3).toString('utf8');
    expect(text.startsWith('年間取引報告書,2026,確定')).toBe(true);
    const jpy = report.totals[0];
    expect(text).toContain(
      ['JPY', jpy.opening, jpy.deposits, jpy.withdrawals, jpy.withdrawalFees, jpy.realizedPnl].join(
        ',',
      ),
    );
    expect(text).toContain('新規売');
  });

  it('downloads as a PDF, and refuses a year it does not offer', async () => {
    for (const locale of ['ja', 'zh-TW', 'en']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/vue/report/annualFile',
        headers: { 'content-type': 'application/json', ...customer.headers },
        payload: JSON.stringify({ year: 2026, format: 'pdf', locale }),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/vue/report/annualFile',
      headers: { 'content-type': 'application/json', ...customer.headers },
      payload: JSON.stringify({ year: 2024, format: 'pdf', locale: 'en' }),
    });
    expect(refused.json()).toMatchObject({ status: 0, msg: 'report_year_unavailable' });
  });
});
