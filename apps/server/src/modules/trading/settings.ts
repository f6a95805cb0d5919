import { eq } from 'drizzle-orm';
import { tradingSettings, type ErrorKey, type TradingSettings } from '@kabuto/contract';
import { add, canonicalDecimal, compare, divide, roundTo, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { tradingSettingsTable } from '../../db/schema-trading';

/**
 * Trading settings (docs/trading.md). Operators change them in the console (audited); until the
 * first save these defaults apply. The product spec fixes the lot (1000 shares), the 15-minute
 * rule and the "not on the buy day nor T+1" rule; the fees are Taiwan's conventions the spec
 * borrows (market-rules.md): 0.1425% commission each way and a 0.3% tax on the sale. The warning
 * level is a broker's alert before its margin call (SBI's 30% before 20%). Checked by the contract
 * like a saved row, which makes their rates DecimalStrings.
 */
export const DEFAULT_TRADING_SETTINGS: TradingSettings = tradingSettings.parse({
  lotShares: 1000,
  leverageChoices: [1, 2, 3, 5, 10],
  maxLotsPerOrder: 100,
  buyFeeRate: '0.001425',
  sellFeeRate: '0.001425',
  serviceFeeRate: '0.0005',
  stampDutyRate: '0.003',
  maintenanceLevelPercent: '30',
  warningLevelPercent: '50',
  sellAfterTradingDays: 2,
  defaultLendingQuotaShares: 1_000_000,
  preMarketOpensAt: '08:00',
  afterMarketOpensAt: '15:45',
  afterMarketClosesAt: '17:00',
  dayTradingEnabled: true,
});

/**
 * The engine reads the settings on every quote; a second's worth of reuse per database handle
 * spares the query. A save in this process clears it at once; other processes see a change
 * within the second.
 */
const SETTINGS_REUSE_MS = 1000;
let recentlyRead = new WeakMap<object, { readAtMs: number; settings: TradingSettings }>();

/** The settings in force: the saved row (checked against the contract) or the defaults. */
export async function readTradingSettings(db: Queryable): Promise<TradingSettings> {
  const recent = recentlyRead.get(db);
  if (recent && Date.now() - recent.readAtMs < SETTINGS_REUSE_MS) return recent.settings;
  const settings = await readSavedTradingSettings(db);
  recentlyRead.set(db, { readAtMs: Date.now(), settings });
  return settings;
}

async function readSavedTradingSettings(db: Queryable): Promise<TradingSettings> {
  const [row] = await db
    .select({ settings: tradingSettingsTable.settings })
    .from(tradingSettingsTable)
    .where(eq(tradingSettingsTable.id, 1))
    .limit(1);
  if (!row) return { ...DEFAULT_TRADING_SETTINGS };
  const saved = row.settings as Partial<Record<keyof TradingSettings, unknown>>;
  // A field added after the row was saved takes its default.
  const settings = tradingSettings.parse({ ...DEFAULT_TRADING_SETTINGS, ...saved });
  if (saved.warningLevelPercent === undefined) {
    settings.warningLevelPercent = warningLevelFor(settings.maintenanceLevelPercent);
  }
  return settings;
}

const HUNDRED = canonicalDecimal('100');

/**
 * The warning level of a row saved before the setting existed: the default, or, when the saved
 * maintenance level is not below it, halfway from the maintenance level to 100 (two decimals,
 * rounded down), so the warning still comes before the close.
 */
function warningLevelFor(maintenanceLevelPercent: DecimalString): DecimalString {
  const fallback = DEFAULT_TRADING_SETTINGS.warningLevelPercent;
  if (compare(fallback, maintenanceLevelPercent) > 0) return fallback;
  return roundTo(divide(add(maintenanceLevelPercent, HUNDRED), canonicalDecimal('2')), 2, 'down');
}

/** Call once a save has committed, so this process reads the new settings at once. */
export function forgetReadTradingSettings(): void {
  recentlyRead = new WeakMap();
}

export async function writeTradingSettings(
  db: Queryable,
  settings: TradingSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(tradingSettingsTable)
    .values({ id: 1, settings, updatedAt: now })
    .onConflictDoUpdate({ target: tradingSettingsTable.id, set: { settings, updatedAt: now } });
}

/** "08:00" → minutes after Japan midnight. */
export function minuteOfDay(hhmm: string): number {
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Rules the schema cannot express alone: the refusal a save answers, or null when there is none. */
export function tradingSettingsRefusal(settings: TradingSettings): ErrorKey | null {
  if (minuteOfDay(settings.afterMarketOpensAt) >= minuteOfDay(settings.afterMarketClosesAt)) {
    return 'trading_settings_invalid';
  }
  // The warning must come before the forced close, or it warns of nothing.
  if (compare(settings.warningLevelPercent, settings.maintenanceLevelPercent) <= 0) {
    return 'warning_level_not_above_maintenance';
  }
  return null;
}
