import { describe, expect, it } from 'vitest';
import type { PositionView, TradingSettings } from '@kabuto/contract';
import {
  add,
  compare,
  divide,
  fromInteger,
  multiply,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import type { Customer } from '../funding/testing';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  DEFAULT_TRADING_SETTINGS,
  forgetReadTradingSettings,
  readTradingSettings,
  writeTradingSettings,
} from './settings';
import {
  advance,
  expectOk,
  expectRefusal,
  place,
  ticketKey,
  tradingCustomer,
  withTradingSettings,
} from './testing';

/**
 * The margin warning on the real app (docs/trading.md, "Settings"): every position that holds
 * shares carries the price at which its margin level reaches the warning level and the price at
 * which it is closed, and says when the warning applies; the Trade tab's summary counts them.
 */
const { t } = useTestApp();

/** Oisix ra daichi: a stock on the "other" tick table, where every price below ¥3,000 is whole yen. */
const WHOLE_YEN_SYMBOL = '3182';
const LOT_SHARES = 1000;

async function view(customer: Customer, positionId: number): Promise<PositionView> {
  return expectOk<PositionView>(await t.call('/trade/position', { positionId }, customer.headers));
}

/**
 * The expected prices, written out on their own: the trade value at which the margin level is L
 * is open value ∓ (1 − L/100) × margin; divided by the shares and rounded to whole yen, up or down.
 */
function expectedPrice(
  position: PositionView,
  levelPercent: string,
  rounding: 'up' | 'down',
): DecimalString {
  const marginTotal = add(position.margin, position.addedMargin);
  const cushion = multiply(subtract(dec('1'), divide(dec(levelPercent), dec('100'))), marginTotal);
  const value =
    position.direction === 'long'
      ? subtract(position.openNotional!, cushion)
      : add(position.openNotional!, cushion);
  return roundTo(divide(value, fromInteger(position.shares)), 0, rounding);
}

describe('the warning and forced-close prices of a position', () => {
  it('a 10x long and a 10x short, in exact yen, and again after margin is added', async () => {
    const customer = await tradingCustomer(t);
    const long = expectOk<PositionView>(
      await place(t, customer, { symbol: WHOLE_YEN_SYMBOL, leverage: 10 }),
    );
    const short = expectOk<PositionView>(
      await place(t, customer, { symbol: WHOLE_YEN_SYMBOL, leverage: 10, direction: 'short' }),
    );
    expect(long.shares).toBe(LOT_SHARES);
    // Warned earlier: a long's price rounds up, a short's down. Closed where the engine closes it:
    // a long's rounds down, a short's up. (Default levels: warning 50%, maintenance 30%.)
    expect(long).toMatchObject({
      warningPrice: expectedPrice(long, '50', 'up'),
      forcedClosePrice: expectedPrice(long, '30', 'down'),
      marginWarning: false,
    });
    expect(short).toMatchObject({
      warningPrice: expectedPrice(short, '50', 'down'),
      forcedClosePrice: expectedPrice(short, '30', 'up'),
      marginWarning: false,
    });
    // The warning comes first: a long's warning price is above its close, a short's below.
    expect(compare(long.warningPrice!, long.forcedClosePrice!)).toBe(1);
    expect(compare(short.warningPrice!, short.forcedClosePrice!)).toBe(-1);

    // Added margin (an odd amount, off the yen grid once divided) moves both prices away.
    const added = expectOk<PositionView>(
      await t.call(
        '/trade/addMargin',
        { positionId: long.id, amount: '12345' },
        { ...customer.headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(added.addedMargin).toBe('12345');
    expect(added).toMatchObject({
      warningPrice: expectedPrice(added, '50', 'up'),
      forcedClosePrice: expectedPrice(added, '30', 'down'),
    });
    expect(compare(added.forcedClosePrice!, long.forcedClosePrice!)).toBe(-1);

    // A resting order holds no shares: it has neither price, and no warning.
    const ticket = expectOk(
      await t.call('/trade/ticket', { symbol: WHOLE_YEN_SYMBOL }, customer.headers),
    );
    const resting = expectOk<PositionView>(
      await place(t, customer, {
        symbol: WHOLE_YEN_SYMBOL,
        orderType: 'limit',
        limitPrice: ticket.quote.limitDown,
      }),
    );
    expect(resting).toMatchObject({
      status: 'pending',
      warningPrice: null,
      forcedClosePrice: null,
      marginWarning: false,
    });
    const listed = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
    expect(listed.summary.marginWarningCount).toBe(0);
  });
});

describe('a position crossing the warning level', () => {
  it('reports marginWarning, on its own view, in the list and in the summary count', async () => {
    const customer = await tradingCustomer(t);
    const long = expectOk<PositionView>(
      await place(t, customer, { symbol: WHOLE_YEN_SYMBOL, leverage: 10 }),
    );
    const short = expectOk<PositionView>(
      await place(t, customer, { symbol: WHOLE_YEN_SYMBOL, leverage: 10, direction: 'short' }),
    );
    // A warning at 95%: a move of half a percent against either position crosses it; the close
    // (30%) is far away.
    await withTradingSettings(t, { warningLevelPercent: dec('95') }, async () => {
      const both = async () => [await view(customer, long.id), await view(customer, short.id)];
      let views = await both();
      for (const each of views) {
        expect(compare(each.marginLevelPercent!, dec('95'))).toBe(1);
        expect(each.marginWarning).toBe(false);
      }
      // The market moves with the pinned clock: a minute at a time until one of them crosses.
      for (
        let minute = 0;
        minute < 24 * 60 && !views.some((each) => each.marginWarning);
        minute++
      ) {
        await advance(t, 60);
        views = await both();
      }
      const warned = views.filter((each) => each.marginWarning);
      expect(warned).toHaveLength(1);
      const [crossed] = warned;
      expect(crossed!.status).toBe('holding');
      // At or below the warning level, or at its price (rounded to warn a tick early).
      const reached =
        crossed!.direction === 'long'
          ? compare(crossed!.markPrice!, crossed!.warningPrice!) <= 0
          : compare(crossed!.markPrice!, crossed!.warningPrice!) >= 0;
      expect(compare(crossed!.marginLevelPercent!, dec('95')) <= 0 || reached).toBe(true);
      expect(reached).toBe(true);

      // The list and the summary say the same at the same market time.
      const listed = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
      const flagged = (listed.items as PositionView[]).filter((item) => item.marginWarning);
      expect(flagged.map((item) => item.id)).toEqual([crossed!.id]);
      expect(listed.summary.marginWarningCount).toBe(1);
      expect(
        expectOk(await t.call('/trade/summary', {}, customer.headers)).marginWarningCount,
      ).toBe(1);
    });
    // Back at the default 50%, the same prices warn of nothing.
    expect((await view(customer, long.id)).marginWarning).toBe(false);
    expect((await view(customer, short.id)).marginWarning).toBe(false);
  });
});

describe('the warning level setting', () => {
  it('is refused at or below the maintenance level, and changes nothing', async () => {
    const admin = await logInOperator(t, 'admin');
    for (const change of [
      { warningLevelPercent: '30' },
      { warningLevelPercent: '29.99' },
      { maintenanceLevelPercent: '60' },
    ] as Partial<TradingSettings>[]) {
      expectRefusal(
        await t.callAdmin(
          '/trading/saveSettings',
          { settings: { ...DEFAULT_TRADING_SETTINGS, ...change }, reason: 'Warning too low' },
          admin,
        ),
        'warning_level_not_above_maintenance',
      );
    }
    expect(expectOk(await t.callAdmin('/trading/settings', {}, admin))).toEqual(
      DEFAULT_TRADING_SETTINGS,
    );
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        {
          settings: { ...DEFAULT_TRADING_SETTINGS, warningLevelPercent: '30.01' },
          reason: 'Just above',
        },
        admin,
      ),
    );
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: DEFAULT_TRADING_SETTINGS, reason: 'Back to defaults' },
        admin,
      ),
    );
  });

  it('a row saved before the setting existed reads a warning level above its maintenance level', async () => {
    const older: Partial<TradingSettings> = { ...DEFAULT_TRADING_SETTINGS };
    delete older.warningLevelPercent;
    const db = t.database.db;
    try {
      await writeTradingSettings(db, older as TradingSettings, t.clock.now());
      forgetReadTradingSettings();
      expect((await readTradingSettings(db)).warningLevelPercent).toBe('50');
      await writeTradingSettings(
        db,
        { ...older, maintenanceLevelPercent: dec('85') } as TradingSettings,
        t.clock.now(),
      );
      forgetReadTradingSettings();
      // Halfway from 85% to 100%: the warning still comes before the close.
      expect(await readTradingSettings(db)).toMatchObject({
        maintenanceLevelPercent: '85',
        warningLevelPercent: '92.5',
      });
    } finally {
      await writeTradingSettings(db, DEFAULT_TRADING_SETTINGS, t.clock.now());
      forgetReadTradingSettings();
    }
  });
});
