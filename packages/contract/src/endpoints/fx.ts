import { z } from 'zod';
import { amountField, currencyField, moneyString } from './funding';
import { CUSTOMER, customerEndpoint } from '../endpoint';

/**
 * Currency exchange (/user/exchange): every pair through USD, no fee. A quote is held server-side
 * for a short validity; exchanging it honours the quoted rate exactly. The target amount is
 * `amount × rate` rounded DOWN to the target currency's minor unit (docs/funding.md).
 */
export const fxRatesRequest = z.object({}).optional();
export const fxRatesResponse = z.object({
  base: z.literal('USD'),
  source: z.object({ id: z.string(), label: z.string(), simulated: z.boolean() }),
  asOf: z.string(),
  /** Units of each currency per one US dollar. */
  rates: z.array(z.object({ currency: currencyField, perUsd: moneyString })),
});

export const fxQuoteRequest = z
  .object({ from: currencyField, to: currencyField, amount: amountField })
  .refine((body) => body.from !== body.to, { error: 'fx_same_currency', path: ['to'] });
export const fxQuoteResponse = z.object({
  quoteId: z.string(),
  from: currencyField,
  to: currencyField,
  amount: moneyString,
  /** Units of `to` per one unit of `from`. */
  rate: moneyString,
  toAmount: moneyString,
  fee: z.literal('0'),
  rounding: z.literal('down'),
  expiresAt: z.string(),
  source: z.object({ id: z.string(), label: z.string(), simulated: z.boolean() }),
});

export const fxExchangeRequest = z.object({
  quoteId: z.string({ error: 'fx_quote_expired' }).min(1, { error: 'fx_quote_expired' }).max(64, {
    error: 'fx_quote_expired',
  }),
});
export const fxExchangeResponse = z.object({
  quoteId: z.string(),
  from: currencyField,
  to: currencyField,
  fromAmount: moneyString,
  toAmount: moneyString,
  rate: moneyString,
  journalEntryId: z.number().int(),
  exchangedAt: z.string(),
  /** The two wallets after the exchange (available). */
  fromAvailable: moneyString,
  toAvailable: moneyString,
});

export const fxApi = {
  rates: customerEndpoint({
    path: '/fx/rates',
    summary: 'Current rates of the ten currencies per US dollar, with their source',
    request: fxRatesRequest,
    response: fxRatesResponse,
    access: CUSTOMER,
  }),
  quote: customerEndpoint({
    path: '/fx/quote',
    summary:
      'Quote an exchange: the rate and the amount received (rounded down to the target’s minor unit), valid for a short time; no fee',
    request: fxQuoteRequest,
    response: fxQuoteResponse,
    access: CUSTOMER,
    rateLimit: 'money',
  }),
  exchange: customerEndpoint({
    path: '/fx/exchange',
    summary: 'Exchange at a quoted rate within its validity: both legs in one journal entry',
    request: fxExchangeRequest,
    response: fxExchangeResponse,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'money',
  }),
};
