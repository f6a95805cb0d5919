import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LIABILITY_PROOF_FORMAT,
  type CurrencyCode,
  type LiabilityProofAnswer,
  type LiabilityPublication,
} from '@kabuto/contract';
import { LIABILITIES_FORMAT, verifyLiabilityProof } from '@kabuto/liabilities';
import { add, canonicalDecimal, negate, sum, ZERO, type DecimalString } from '@kabuto/money';
import { ledgerAccounts } from '../../db/schema';
import { liabilityPublications } from '../../db/schema-liabilities';
import {
  creditFromBankClearing,
  getHouseBalances,
  holdFunds,
  NON_NEGATIVE_CUSTOMER_PURPOSES,
  runLedgerCheck,
} from '../../ledger';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer, type Customer } from '../funding/testing';
import { expectOk, tradingCustomer } from '../trading/testing';
import { createLiabilitiesJobs } from './jobs';
import { liabilitiesService } from './proofs';

/*
 * Proof of liabilities (docs/liabilities.md): a scripted day with customers in one and two
 * currencies, one with money held, one with nothing; the day published once however often and by
 * however many instances it is triggered; every customer's proof verified, tampered copies
 * refused; the total equal to the ledger's customer accounts; each customer sees only their own.
 */

const { t } = useTestApp();
const d = canonicalDecimal;
const DAY_S = 86_400;

async function deposit(customer: Customer, currency: CurrencyCode, amount: string) {
  await t.database.db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      reason: 'Test funding',
      idempotencyKey: `liabilities-test:${customer.id}:${currency}:${amount}`,
      customerId: customer.id,
      currency,
      amount: d(amount),
    }),
  );
}

async function myProof(customer: Customer): Promise<LiabilityProofAnswer> {
  return expectOk<LiabilityProofAnswer>(await t.call('/liabilities/myProof', {}, customer.headers));
}

/** The ledger's customer accounts per currency, summed independently of the job. */
async function ledgerCustomerTotals(): Promise<Map<string, DecimalString>> {
  const rows = await t.database.db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'customer'),
        inArray(ledgerAccounts.purpose, [...NON_NEGATIVE_CUSTOMER_PURPOSES]),
      ),
    );
  const totals = new Map<string, DecimalString>();
  for (const row of rows)
    totals.set(row.currency, add(totals.get(row.currency) ?? ZERO, row.balance));
  return totals;
}

describe('the daily proof of liabilities', () => {
  it('declares the proof format the verifier reads', () => {
    expect(LIABILITY_PROOF_FORMAT).toBe(LIABILITIES_FORMAT);
  });

  it('publishes a scripted day once, and every customer verifies their own proof', async () => {
    const yenOnly = await tradingCustomer(t, '50000');
    const nothing = await newCustomer(t);
    const twoCurrencies = await tradingCustomer(t, '1200');
    await deposit(twoCurrencies, 'USD', '35.5');
    // Part of the money held (a withdrawal request): still owed to the customer.
    await t.database.db.transaction((tx) =>
      holdFunds(tx, {
        type: 'withdrawal_hold',
        reason: 'Test hold',
        idempotencyKey: `liabilities-test:hold:${twoCurrencies.id}`,
        customerId: twoCurrencies.id,
        currency: 'JPY',
        amount: d('200'),
      }),
    );
    const customersOfDay = [yenOnly, nothing, twoCurrencies];

    // Before the first publication: nothing to show, nothing refused.
    expect(await myProof(yenOnly)).toEqual({ publication: null, proof: null });

    // Triggered twice in this instance and once from a second instance on the same database.
    const second = createLiabilitiesJobs({
      db: t.database.db,
      clock: t.clock,
      logger: t.app.log,
      intervalMs: 0,
    });
    const runs = await Promise.all([
      t.app.liabilities.runDue(),
      t.app.liabilities.runDue(),
      second.runDue(),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await second.runDue()).toBe(false);
    second.stop();
    expect(await t.database.db.select().from(liabilityPublications)).toHaveLength(1);

    // The published total is the ledger's customer accounts, and the bank is beside it.
    const published = expectOk<{ publications: LiabilityPublication[] }>(
      await t.call('/liabilities/published', {}),
    ).publications;
    expect(published).toHaveLength(1);
    const [publication] = published;
    expect(publication!.day).toBe('2026-11-20');
    const ledger = await ledgerCustomerTotals();
    const bank = (await getHouseBalances(t.database.db)).filter(
      (row) => row.purpose === 'bank_clearing',
    );
    for (const total of publication!.totals) {
      expect(total.owed, total.currency).toBe(ledger.get(total.currency) ?? '0');
      const atBank = bank.find((row) => row.currency === total.currency)?.balance ?? ZERO;
      expect(total.bank, total.currency).toBe(negate(atBank));
    }
    expect(publication!.totals.map((total) => total.currency)).toEqual(['JPY', 'USD']);
    expect(publication!.totals.find((total) => total.currency === 'USD')!.owed).toBe('35.5');
    expect(JSON.stringify(published)).not.toContain(`"${yenOnly.id}"`);

    // Every customer's proof verifies; their leaf is their own money.
    const expected = new Map([
      [yenOnly.id, ['50000', '0']],
      [nothing.id, ['0', '0']],
      [twoCurrencies.id, ['1200', '35.5']],
    ]);
    const answers = new Map<number, LiabilityProofAnswer>();
    for (const customer of customersOfDay) {
      const answer = await myProof(customer);
      answers.set(customer.id, answer);
      expect(answer.publication).toEqual(publication);
      const proof = answer.proof!;
      expect(verifyLiabilityProof(proof)).toEqual({ ok: true });
      expect(proof.leaf.customerId).toBe(String(customer.id));
      expect(proof.leaf.balances).toEqual(expected.get(customer.id));
      expect(proof.root.hash).toBe(publication!.rootHash);
      expect(proof.root.sums).toEqual(publication!.totals.map((total) => total.owed));
    }
    expect(sum(publication!.totals.map((total) => total.owed))).not.toBe('0');

    // A customer gets nothing of another's: not their id, not their salt.
    const mine = JSON.stringify(answers.get(nothing.id));
    for (const other of [yenOnly, twoCurrencies]) {
      const theirs = answers.get(other.id)!.proof!;
      expect(mine).not.toContain(theirs.leaf.salt);
      expect(mine).not.toContain(`"customerId":"${other.id}"`);
    }
    // Without a session, no proof at all.
    expect((await t.call('/liabilities/myProof', {})).status).not.toBe(1);

    // Any balance, sum or sibling hash changed: refused.
    const proof = answers.get(twoCurrencies.id)!.proof!;
    const changes: ((copy: typeof proof) => void)[] = [
      (copy) => (copy.leaf.balances[0] = d('1201')),
      (copy) => (copy.leaf.balances[1] = d('0')),
      (copy) => (copy.path[0]!.sums[0] = add(copy.path[0]!.sums[0]!, d('1'))),
      (copy) => (copy.root.sums[1] = d('0')),
      (copy) =>
        (copy.path[0]!.hash = copy.path[0]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
    ];
    for (const change of changes) {
      const copy = structuredClone(proof);
      change(copy);
      expect(verifyLiabilityProof(copy).ok).toBe(false);
    }

    // A process builds a day's tree once, whoever asks: the same proofs from a fresh service.
    const service = liabilitiesService({ db: t.database.db, clock: t.clock });
    for (const customer of customersOfDay) {
      const again = await service.myProof({ id: customer.id } as Parameters<
        typeof service.myProof
      >[0]);
      expect(again).toEqual(answers.get(customer.id));
    }
    expect(service.treesBuilt()).toBe(1);

    // The ledger is proven after the day (nothing moved money).
    expect((await runLedgerCheck(t.database.db)).ok).toBe(true);

    // A customer who registered after the day's publication has no proof in it.
    const late = await newCustomer(t);
    expect(await myProof(late)).toMatchObject({ publication, proof: null });

    // The next day: a new root, the latecomer included, the salts new (unlinkable across days).
    t.clock.advanceSeconds(DAY_S);
    expect(await t.app.liabilities.runDue()).toBe(true);
    expect(await t.app.liabilities.runDue()).toBe(false);
    const nextDay = await myProof(yenOnly);
    expect(nextDay.publication!.day).toBe('2026-11-21');
    expect(verifyLiabilityProof(nextDay.proof)).toEqual({ ok: true });
    expect(nextDay.proof!.leaf.salt).not.toBe(answers.get(yenOnly.id)!.proof!.leaf.salt);
    expect(verifyLiabilityProof((await myProof(late)).proof)).toEqual({ ok: true });
    // A new day is a new tree: the cached one is not served for it.
    const nextFromService = await service.myProof({ id: yenOnly.id } as Parameters<
      typeof service.myProof
    >[0]);
    expect(nextFromService).toEqual(nextDay);
    expect(service.treesBuilt()).toBe(2);
  });
});
