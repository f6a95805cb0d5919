import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBelowMaintenance, pnlAtPrice } from '@kabuto/contract';
import { add, compare, divide, fromInteger, multiply, roundTo } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { decimalToTenths, tenthsToDecimal } from '../../market-data/price-units';
import {
  isOnTick,
  nextTickDownTenths,
  nextTickUpTenths,
  type TickTable,
} from '../../market-data/ticks';
import { marginAlerts, type MarginAlertSubject } from './margin-alerts';

/**
 * The warning and forced-close prices in exact yen (no app: the arithmetic alone). A customer
 * with 1 lot (1,000 shares) at ¥2,500 and 10x leverage has ¥250,000 of margin; at the default
 * levels (warning 50%, maintenance 30%) the long is warned at ¥2,375 and closed at ¥2,325, the
 * short warned at ¥2,625 and closed at ¥2,675.
 */
const LEVELS = { warningLevelPercent: dec('50'), maintenanceLevelPercent: dec('30') };

function position(
  direction: 'long' | 'short',
  addedMargin = '0',
): MarginAlertSubject & { openNotional: ReturnType<typeof dec> } {
  return {
    direction,
    openNotional: dec('2500000'),
    margin: dec('250000'),
    addedMargin: dec(addedMargin),
    shares: 1000,
  };
}

describe('the margin warning and forced-close prices', () => {
  it('a 10x long of ¥2,500,000 with ¥250,000 margin: warned at ¥2,375, closed at ¥2,325', () => {
    expect(marginAlerts(position('long'), 'topix500', LEVELS, dec('2500'))).toEqual({
      warningPrice: '2375',
      forcedClosePrice: '2325',
      marginWarning: false,
    });
    // At the warning price the level is exactly 50%: warned; one tick above it is not.
    expect(marginAlerts(position('long'), 'topix500', LEVELS, dec('2375')).marginWarning).toBe(
      true,
    );
    expect(marginAlerts(position('long'), 'topix500', LEVELS, dec('2375.5')).marginWarning).toBe(
      false,
    );
  });

  it('the same short: warned at ¥2,625, closed at ¥2,675', () => {
    expect(marginAlerts(position('short'), 'topix500', LEVELS, dec('2624.5'))).toEqual({
      warningPrice: '2625',
      forcedClosePrice: '2675',
      marginWarning: false,
    });
    expect(marginAlerts(position('short'), 'topix500', LEVELS, dec('2625')).marginWarning).toBe(
      true,
    );
  });

  it('off the ¥0.5 grid, a long warns a tick early and is closed where the level is met', () => {
    // Margin ¥250,333: warning at (2,500,000 − 0.5 × 250,333) ÷ 1,000 = ¥2,374.8335, rounded up to
    // ¥2,375; the close at (2,500,000 − 0.7 × 250,333) ÷ 1,000 = ¥2,324.7669, rounded down to
    // ¥2,324.5 (at ¥2,325 the level is still above 30%).
    const long = position('long', '333');
    expect(marginAlerts(long, 'topix500', LEVELS, dec('2375'))).toEqual({
      warningPrice: '2375',
      forcedClosePrice: '2324.5',
      // Level at ¥2,375: (250,333 − 125,000) ÷ 250,333 = 50.066…% — above 50%, warned by price.
      marginWarning: true,
    });
  });

  it('off the grid, a short warns a tick early (down) and is closed where the level is met (up)', () => {
    // Warning (2,500,000 + 125,166.5) ÷ 1,000 = ¥2,625.1665 → ¥2,625;
    // close (2,500,000 + 175,233.1) ÷ 1,000 = ¥2,675.2331 → ¥2,675.5.
    expect(marginAlerts(position('short', '333'), 'topix500', LEVELS, null)).toEqual({
      warningPrice: '2625',
      forcedClosePrice: '2675.5',
      marginWarning: false,
    });
  });

  it('a 1x long whose margin covers a fall to zero at a 0% level has no forced-close price', () => {
    const unleveraged = { ...position('long'), margin: dec('2500000') };
    const levels = { warningLevelPercent: dec('0.01'), maintenanceLevelPercent: dec('0') };
    expect(marginAlerts(unleveraged, 'other', levels, dec('1'))).toEqual({
      // (2,500,000 − 0.9999 × 2,500,000) ÷ 1,000 = ¥0.25, rounded up onto the ¥1 grid.
      warningPrice: '1',
      forcedClosePrice: null,
      marginWarning: true,
    });
  });

  it('on every grid and level: the close is the first price at the maintenance level, the warning the last price before the warning level (or at it)', () => {
    const subject = fc.record({
      direction: fc.constantFrom<'long' | 'short'>('long', 'short'),
      table: fc.constantFrom<TickTable>('topix500', 'other'),
      priceTenths: fc.integer({ min: 10, max: 500_000 }),
      lots: fc.integer({ min: 1, max: 50 }),
      leverage: fc.constantFrom(1, 2, 3, 5, 10),
      addedMarginYen: fc.integer({ min: 0, max: 500_000 }),
      maintenanceHundredths: fc.integer({ min: 0, max: 9_000 }),
      gapHundredths: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(subject, (p) => {
        const shares = p.lots * 1000;
        const openNotional = multiply(
          divide(fromInteger(p.priceTenths), dec('10')),
          fromInteger(shares),
        );
        const subjectPosition = {
          direction: p.direction,
          openNotional,
          margin: roundTo(divide(openNotional, fromInteger(p.leverage)), 0, 'up'),
          addedMargin: fromInteger(p.addedMarginYen),
          shares,
        };
        const maintenance = divide(fromInteger(p.maintenanceHundredths), dec('100'));
        const warning = add(maintenance, divide(fromInteger(p.gapHundredths), dec('100')));
        const levels = { warningLevelPercent: warning, maintenanceLevelPercent: maintenance };
        const alerts = marginAlerts(subjectPosition, p.table, levels, null);
        const atOrBelow = (price: string, level: string) =>
          isBelowMaintenance(
            add(subjectPosition.margin, subjectPosition.addedMargin),
            pnlAtPrice(p.direction, openNotional, dec(price), shares),
            dec(level),
          );
        const long = p.direction === 'long';
        // Toward the loss: down for a long, up for a short; and back.
        const further = (price: string) => {
          const next = long
            ? nextTickDownTenths(decimalToTenths(dec(price)), p.table)
            : nextTickUpTenths(decimalToTenths(dec(price)), p.table);
          return next === null ? null : tenthsToDecimal(next);
        };
        const back = (price: string) =>
          tenthsToDecimal(
            long
              ? nextTickUpTenths(decimalToTenths(dec(price)), p.table)
              : (nextTickDownTenths(decimalToTenths(dec(price)), p.table) ?? 0n),
          );
        if (alerts.forcedClosePrice !== null) {
          expect(isOnTick(alerts.forcedClosePrice, p.table)).toBe(true);
          expect(atOrBelow(alerts.forcedClosePrice, maintenance)).toBe(true);
          const before = back(alerts.forcedClosePrice);
          if (compare(before, dec('0')) > 0) expect(atOrBelow(before, maintenance)).toBe(false);
        } else {
          expect(long).toBe(true);
        }
        if (alerts.warningPrice !== null) {
          expect(isOnTick(alerts.warningPrice, p.table)).toBe(true);
          // One tick further the level is at or below the warning level: never a tick late.
          const next = further(alerts.warningPrice);
          if (next !== null) expect(atOrBelow(next, warning)).toBe(true);
          // The warning comes no later than the close.
          if (alerts.forcedClosePrice !== null) {
            const order = compare(alerts.warningPrice, alerts.forcedClosePrice);
            expect(long ? order >= 0 : order <= 0).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
