import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FundingSettingsView, saveSettingsRequest } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import type { Database } from '../../db/client';
import { fundingCurrencyLimits, fundingSettings } from '../../db/schema-funding';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import {
  clockToMinute,
  currencyLimitsAreValid,
  generalSettingsAreValid,
  minuteToClock,
  readAllCurrencyLimits,
  readGeneralSettings,
  type CurrencyLimits,
  type GeneralSettings,
} from './settings';

/** The console's funding settings screen: read them all, save some (admins, audited). */

export type SettingsDeps = { db: Database; clock: Clock };

function settingsView(general: GeneralSettings, currencies: CurrencyLimits[]): FundingSettingsView {
  return {
    general: {
      dualControlThresholdJpy: general.dualControlThresholdJpy,
      depositWindow: {
        opensAt: minuteToClock(general.depositOpensMinute),
        closesAt: minuteToClock(general.depositClosesMinute),
      },
      withdrawWindow: {
        opensAt: minuteToClock(general.withdrawOpensMinute),
        closesAt: minuteToClock(general.withdrawClosesMinute),
      },
      fxQuoteTtlSeconds: general.fxQuoteTtlSeconds,
      fxRatesSource: general.fxRatesSource,
      fundPasswordMaxFailures: general.fundPasswordMaxFailures,
      fundPasswordWindowSeconds: general.fundPasswordWindowSeconds,
    },
    currencies,
  };
}

export async function fundingSettingsView(db: Database): Promise<FundingSettingsView> {
  const [general, currencies] = await Promise.all([
    readGeneralSettings(db),
    readAllCurrencyLimits(db),
  ]);
  return settingsView(general, currencies);
}

type SaveSettings = z.output<typeof saveSettingsRequest>;

/** The request in the stored units (minutes, canonical amounts); refused when a rule fails. */
function checkedSettings(body: SaveSettings) {
  const general: GeneralSettings | undefined = body.general && {
    dualControlThresholdJpy: canonicalDecimal(body.general.dualControlThresholdJpy),
    depositOpensMinute: clockToMinute(body.general.depositWindow.opensAt),
    depositClosesMinute: clockToMinute(body.general.depositWindow.closesAt),
    withdrawOpensMinute: clockToMinute(body.general.withdrawWindow.opensAt),
    withdrawClosesMinute: clockToMinute(body.general.withdrawWindow.closesAt),
    fxQuoteTtlSeconds: body.general.fxQuoteTtlSeconds,
    fxRatesSource: body.general.fxRatesSource,
    fundPasswordMaxFailures: body.general.fundPasswordMaxFailures,
    fundPasswordWindowSeconds: body.general.fundPasswordWindowSeconds,
  };
  const currencies: CurrencyLimits[] = body.currencies.map((limits) => ({
    ...limits,
    depositMin: canonicalDecimal(limits.depositMin),
    depositMax: canonicalDecimal(limits.depositMax),
    quickAmounts: limits.quickAmounts.map(canonicalDecimal),
    withdrawMin: canonicalDecimal(limits.withdrawMin),
    withdrawMax: canonicalDecimal(limits.withdrawMax),
    withdrawFee: canonicalDecimal(limits.withdrawFee),
  }));
  if (new Set(currencies.map((limits) => limits.currency)).size !== currencies.length) {
    throw new AppError('funding_settings_invalid');
  }
  if (general && !generalSettingsAreValid(general)) throw new AppError('funding_settings_invalid');
  if (!currencies.every(currencyLimitsAreValid)) throw new AppError('funding_settings_invalid');
  if (!general && currencies.length === 0) throw new AppError('invalid_params');
  return { general, currencies };
}

/** Saves the general settings and/or some currencies, audited with what each replaced. */
export async function saveFundingSettings(
  { db, clock }: SettingsDeps,
  operator: AuthenticatedOperator,
  body: SaveSettings,
  ipAddress: string | null,
): Promise<FundingSettingsView> {
  const { general, currencies } = checkedSettings(body);
  const now = clock.now();
  await db.transaction(async (tx) => {
    // One settings edit at a time, so each audit entry's "before" is what it replaced.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kabuto:funding_settings'))`);
    const beforeGeneral = await readGeneralSettings(tx);
    const beforeCurrencies = await readAllCurrencyLimits(tx);
    if (general) {
      await tx
        .insert(fundingSettings)
        .values({ id: 1, ...general, updatedAt: now })
        .onConflictDoUpdate({ target: fundingSettings.id, set: { ...general, updatedAt: now } });
    }
    for (const limits of currencies) {
      await tx
        .insert(fundingCurrencyLimits)
        .values({ ...limits, updatedAt: now })
        .onConflictDoUpdate({
          target: fundingCurrencyLimits.currency,
          set: { ...limits, updatedAt: now },
        });
    }
    const touched = new Set(currencies.map((limits) => limits.currency));
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'funding.settings_update',
      targetType: 'funding_settings',
      targetId: 'funding',
      reason: body.reason,
      before: {
        ...(general ? { general: beforeGeneral } : {}),
        currencies: beforeCurrencies.filter((limits) => touched.has(limits.currency)),
      },
      after: { ...(general ? { general } : {}), currencies },
      ipAddress,
    });
  });
  return fundingSettingsView(db);
}
