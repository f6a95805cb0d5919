import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { temporaryUploadDir } from '../kyc/testing';
import { useTestApp } from '../../test/use-test-app';
import {
  expectAnswer,
  expectLedgerProven,
  fundedCustomer,
  jst,
  requestDeposit,
  requestWithdrawal,
  newCustomer,
} from './testing';

/**
 * The README promises that everything can be tried at any hour on the embedded default, but
 * deposits and withdrawals closed at 19:30 JST and on weekends. With the demo's money hours (the
 * default with the demo market calendar) they are taken at any hour, and the window says so; the
 * real hours stay with MARKET_CALENDAR=jpx (deposits.test.ts and withdrawals.test.ts keep them).
 */

describe('money hours follow the market calendar unless set', () => {
  it('are the demo’s with the demo calendar (the embedded default), and the real ones with jpx', () => {
    expect(loadConfig({}).moneyHours).toBe('demo');
    expect(loadConfig({ MARKET_CALENDAR: 'jpx' }).moneyHours).toBe('business');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).moneyHours).toBe('business');
    expect(loadConfig({ MONEY_HOURS: 'business' }).moneyHours).toBe('business');
  });
});

const uploads = temporaryUploadDir();
const file = useTestApp({
  uploads,
  operators: ['admin', 'reviewer'],
  configure: (config) => ({ ...config, moneyHours: 'demo' }),
  // A Saturday night in Japan: the real windows are closed.
  clockStart: jst('2026-11-21', '23:30:00'),
  beforeClose: expectLedgerProven,
});
const { t } = file;

describe('the demo’s money hours', () => {
  it('take a deposit and a withdrawal on a Saturday night, and say they are open at any hour', async () => {
    const customer = await newCustomer(t);
    const info = await t.call('/funding/depositInfo', {}, customer.headers);
    expect(info.data.window).toMatchObject({
      openNow: true,
      alwaysOpen: true,
      businessDaysOnly: false,
      nextOpensAt: null,
    });
    expectAnswer(await requestDeposit(t, customer, '10000'), '');

    const ready = await fundedCustomer(t, file, '20000');
    const withdrawInfo = await t.call('/funding/withdrawInfo', {}, ready.headers);
    expect(withdrawInfo.data.rules.window).toMatchObject({ openNow: true, alwaysOpen: true });
    expectAnswer(await requestWithdrawal(t, ready, '5000'), '');
  });
});
