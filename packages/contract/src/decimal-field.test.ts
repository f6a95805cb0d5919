import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { DecimalString } from '@kabuto/money';
import { decimalField, type DecimalRequestOptions } from './decimal-field';
import {
  addMarginRequest,
  placeOrderRequest,
  priceField,
  tradingSettings,
} from './endpoints/trading';
import {
  amountField,
  fundingCurrencySettings,
  moneyString,
  withdrawRequest,
} from './endpoints/funding';
import { quote } from './endpoints/market';

/** The error key a value is refused with, or the parsed value. */
function outcome(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success
    ? `ok ${String(result.data)}`
    : `refused ${result.error.issues[0]!.message}`;
}

// Forms a hand or a script might send that are not plain decimal syntax.
const NOT_CANONICAL = [
  '007',
  '01.5',
  '1.',
  '.5',
  '+1',
  '1e3',
  '1E3',
  '1,000',
  '0x10',
  'NaN',
  'Infinity',
  '',
  '-',
  '1..2',
  '١٢',
];

describe('decimalField', () => {
  it('refuses every non-canonical form with its catalogue key', () => {
    const field = decimalField({ sign: 'any', error: 'amount_invalid' });
    for (const text of NOT_CANONICAL)
      expect(outcome(field, text), text).toBe('refused amount_invalid');
  });

  it('accepts a table of values by sign, decimals and whole digits', () => {
    const table: [DecimalRequestOptions, unknown, string][] = [
      [{ sign: 'any', error: 'invalid_params' }, '-12.5', 'ok -12.5'],
      [{ sign: 'any', error: 'invalid_params' }, '0', 'ok 0'],
      [{ sign: 'nonNegative', error: 'invalid_params' }, '0', 'ok 0'],
      [{ sign: 'nonNegative', error: 'invalid_params' }, '-1', 'refused invalid_params'],
      [{ sign: 'positive', error: 'amount_invalid' }, '0.00', 'refused amount_invalid'],
      [{ sign: 'positive', error: 'amount_invalid' }, '0.01', 'ok 0.01'],
      [{ sign: 'positive', error: 'amount_invalid' }, '-5', 'refused amount_invalid'],
      [{ sign: 'positive', scale: 2, error: 'amount_invalid' }, '1.25', 'ok 1.25'],
      [{ sign: 'positive', scale: 2, error: 'amount_invalid' }, '1.255', 'refused amount_invalid'],
      [{ sign: 'positive', scale: 0, error: 'amount_invalid' }, '1.0', 'refused amount_invalid'],
      [{ sign: 'positive', integerDigits: 3, error: 'amount_invalid' }, '999.9', 'ok 999.9'],
      [
        { sign: 'positive', integerDigits: 3, error: 'amount_invalid' },
        '1000',
        'refused amount_invalid',
      ],
      [{ sign: 'nonNegative', below: '1', error: 'trading_settings_invalid' }, '0.999', 'ok 0.999'],
      [
        { sign: 'nonNegative', below: '1', error: 'trading_settings_invalid' },
        '1',
        'refused trading_settings_invalid',
      ],
      // Spaces around a typed value are trimmed; the value inside must still be canonical.
      [{ sign: 'positive', error: 'amount_invalid' }, ' 100 ', 'ok 100'],
      [{ sign: 'positive', error: 'amount_invalid' }, ' 007 ', 'refused amount_invalid'],
      // Money is never a JSON number.
      [{ sign: 'positive', error: 'amount_invalid' }, 100, 'refused amount_invalid'],
      [
        { sign: 'positive', error: 'price_not_on_tick', requiredError: 'limit_price_required' },
        100,
        'refused limit_price_required',
      ],
      [
        { sign: 'positive', error: 'price_not_on_tick', requiredError: 'limit_price_required' },
        '1e3',
        'refused price_not_on_tick',
      ],
    ];
    for (const [options, value, expected] of table) {
      expect(
        outcome(decimalField(options), value),
        `${JSON.stringify(options)} ${JSON.stringify(value)}`,
      ).toBe(expected);
    }
  });

  it('answers a branded DecimalString; a request field takes any string in', () => {
    expectTypeOf<z.output<typeof amountField>>().toEqualTypeOf<DecimalString>();
    expectTypeOf<z.input<typeof amountField>>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof moneyString>>().toEqualTypeOf<DecimalString>();
    // An answer field must be given a DecimalString by the server, not any string.
    expectTypeOf<z.input<typeof moneyString>>().toEqualTypeOf<DecimalString>();
  });

  it('documents its pattern in the JSON schema', () => {
    expect(z.toJSONSchema(moneyString)).toMatchObject({
      type: 'string',
      pattern: '^-?(?:0|[1-9]\\d*)(?:\\.\\d+)?$',
    });
    expect(z.toJSONSchema(amountField, { io: 'input' })).toMatchObject({
      pattern: '^(?!0(?:\\.0+)?$)(?:0|[1-9]\\d{0,17})(?:\\.\\d{1,8})?$',
    });
  });
});

describe('the contract money fields take what the apps send', () => {
  it('the order ticket: a limit price as typed, refused off the syntax', () => {
    const order = { symbol: '7203', direction: 'long', orderType: 'limit', lots: 1, leverage: 1 };
    expect(placeOrderRequest.safeParse({ ...order, limitPrice: '3699.5' }).success).toBe(true);
    expect(placeOrderRequest.safeParse({ ...order, limitPrice: '3699' }).success).toBe(true);
    expect(outcome(priceField, '03699')).toBe('refused price_not_on_tick');
    expect(outcome(priceField, '0')).toBe('refused price_not_on_tick');
    expect(outcome(priceField, undefined)).toBe('refused limit_price_required');
  });

  it('withdrawals, added margin and settings', () => {
    const withdrawal = { cardId: 1, fundPassword: '123456' };
    expect(withdrawRequest.safeParse({ ...withdrawal, amount: '10000' }).success).toBe(true);
    expect(withdrawRequest.safeParse({ ...withdrawal, amount: '10000.5' }).success).toBe(true);
    expect(outcome(withdrawRequest, { ...withdrawal, amount: '1e4' })).toBe(
      'refused amount_invalid',
    );
    expect(addMarginRequest.safeParse({ positionId: 1, amount: '5000' }).success).toBe(true);
    expect(outcome(addMarginRequest, { positionId: 1, amount: '5000.5' })).toBe(
      'refused amount_invalid',
    );
    const rates = tradingSettings.shape.buyFeeRate;
    expect(outcome(rates, '0.001425')).toBe('ok 0.001425');
    expect(outcome(rates, '1')).toBe('refused trading_settings_invalid');
    const level = tradingSettings.shape.maintenanceLevelPercent;
    expect(outcome(level, '30')).toBe('ok 30');
    expect(outcome(level, '05')).toBe('refused trading_settings_invalid');
    expect(outcome(fundingCurrencySettings.shape.withdrawFee, '0')).toBe('ok 0');
  });

  it('answers: a quote price is checked the same way', () => {
    const price = quote.shape.price;
    expect(outcome(price, '3699.5')).toBe('ok 3699.5');
    expect(outcome(price, '3699.50')).toBe('ok 3699.50');
    expect(price.safeParse('1e3').success).toBe(false);
  });
});
