import { eq } from 'drizzle-orm';
import { creditSettings, type CreditSettings } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { creditSettingsTable } from '../../db/schema-credit';

/**
 * The credit settings (docs/credit.md): the published limit table, the loan products and the
 * second-approval threshold. Operators change them in the console (audited); until the first save
 * these defaults apply. The bands follow securities-backed lending (a share of the customer's own
 * assets, up to 60% as Rakuten Bank lends); the rates are within the law's lowest cap (15%) and the
 * late rate is Rakuten's 14%.
 */
export const DEFAULT_CREDIT_SETTINGS: CreditSettings = creditSettings.parse({
  bands: [
    { minScore: 0, collateralShare: '0', maxLimit: '0' },
    { minScore: 40, collateralShare: '0.2', maxLimit: '300000' },
    { minScore: 60, collateralShare: '0.4', maxLimit: '1000000' },
    { minScore: 80, collateralShare: '0.6', maxLimit: '3000000' },
  ],
  products: [
    { id: 'term30', termDays: 30, annualRate: '0.029', lateAnnualRate: '0.14' },
    { id: 'term90', termDays: 90, annualRate: '0.034', lateAnnualRate: '0.14' },
    { id: 'term180', termDays: 180, annualRate: '0.039', lateAnnualRate: '0.14' },
  ],
  secondApprovalAbove: '500000',
});

export async function readCreditSettings(db: Queryable): Promise<CreditSettings> {
  const [row] = await db
    .select({ settings: creditSettingsTable.settings })
    .from(creditSettingsTable)
    .where(eq(creditSettingsTable.id, 1))
    .limit(1);
  if (!row) return DEFAULT_CREDIT_SETTINGS;
  return creditSettings.parse(row.settings);
}

export async function writeCreditSettings(
  db: Queryable,
  settings: CreditSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(creditSettingsTable)
    .values({ id: 1, settings, updatedAt: now })
    .onConflictDoUpdate({ target: creditSettingsTable.id, set: { settings, updatedAt: now } });
}
