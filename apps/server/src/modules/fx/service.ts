import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrencyCode, fxQuoteRequest } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import type { Database } from '../../db/client';
import { fxQuotes } from '../../db/schema-funding';
import { customerAccount, exchangeCurrency, getAccountBalance } from '../../ledger';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { activeRestrictions } from '../customers';
import { parseAmount, readGeneralSettings } from '../funding-settings';
import { convertAtRate, crossRate, resolveRatesProvider } from './rates';

export type FxServiceDeps = { db: Database; clock: Clock };

export const fxOrderNo = (quoteId: string) => `FX${quoteId.slice(0, 12).toUpperCase()}`;

/**
 * Currency exchange (docs/funding.md): a quote fixes the rate for a short validity and is stored
 * server-side; exchanging it applies exactly that rate, both legs in one journal entry through the
 * house FX accounts, no fee. A quote is used once, by the customer it was quoted to.
 */
export function fxService({ db, clock }: FxServiceDeps) {
  async function rates() {
    const now = clock.now();
    const provider = await resolveRatesProvider(db);
    const table = await provider.ratesAt(db, now);
    return {
      base: 'USD' as const,
      source: provider.info,
      asOf: table.asOf.toISOString(),
      rates: Object.entries(table.perUsd).map(([currency, perUsd]) => ({
        currency: currency as CurrencyCode,
        perUsd,
      })),
    };
  }

  async function assertNotFrozen(customerId: number) {
    const restrictions = await activeRestrictions(db, customerId);
    if (restrictions.some((r) => r.kind === 'frozen')) throw new AppError('account_frozen');
  }

  async function quote(customer: AuthenticatedCustomer, body: z.output<typeof fxQuoteRequest>) {
    if (body.from === body.to) throw new AppError('fx_same_currency');
    await assertNotFrozen(customer.id);
    const amount = parseAmount(body.amount, body.from);
    const now = clock.now();
    const [settings, provider] = await Promise.all([
      readGeneralSettings(db),
      resolveRatesProvider(db),
    ]);
    const table = await provider.ratesAt(db, now);
    const rate = crossRate(table, body.from, body.to);
    const toAmount = convertAtRate(amount, rate, body.to);
    if (!isPositive(toAmount)) throw new AppError('fx_amount_too_small');
    const quoteId = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + settings.fxQuoteTtlSeconds * 1000);
    await db.insert(fxQuotes).values({
      id: quoteId,
      customerId: customer.id,
      fromCurrency: body.from,
      toCurrency: body.to,
      fromAmount: amount,
      rate,
      toAmount,
      ratesSource: provider.info.id,
      createdAt: now,
      expiresAt,
    });
    return {
      quoteId,
      from: body.from,
      to: body.to,
      amount,
      rate,
      toAmount,
      fee: '0' as const,
      rounding: 'down' as const,
      expiresAt: expiresAt.toISOString(),
      source: provider.info,
    };
  }

  async function exchange(customer: AuthenticatedCustomer, quoteId: string) {
    await assertNotFrozen(customer.id);
    const now = clock.now();
    return db.transaction(async (tx) => {
      // Someone else's quote, an unknown one, a used one and an expired one all answer the same.
      const [row] = await tx
        .select()
        .from(fxQuotes)
        .where(and(eq(fxQuotes.id, quoteId), eq(fxQuotes.customerId, customer.id)))
        .for('update');
      if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('fx_quote_expired');
      }
      const from = row.fromCurrency as CurrencyCode;
      const to = row.toCurrency as CurrencyCode;
      const { fromAmount, toAmount, rate } = row;
      const entry = await exchangeCurrency(tx, {
        type: 'exchange',
        reason: `Exchange ${fxOrderNo(row.id)}: ${fromAmount} ${from} → ${toAmount} ${to} at ${rate}`,
        reference: { type: 'fx_quote', id: row.id },
        idempotencyKey: `fx:${row.id}`,
        at: now,
        customerId: customer.id,
        sell: { currency: from, amount: fromAmount },
        buy: { currency: to, amount: toAmount },
      });
      await tx
        .update(fxQuotes)
        .set({ usedAt: now, journalEntryId: entry.entryId })
        .where(eq(fxQuotes.id, row.id));
      const fromAvailable = await getAccountBalance(tx, customerAccount(customer.id, from));
      const toAvailable = await getAccountBalance(tx, customerAccount(customer.id, to));
      return {
        quoteId: row.id,
        from,
        to,
        fromAmount,
        toAmount,
        rate,
        journalEntryId: entry.entryId,
        exchangedAt: now.toISOString(),
        fromAvailable,
        toAvailable,
      };
    });
  }

  return { rates, quote, exchange };
}

export type FxService = ReturnType<typeof fxService>;
