import { and, desc, eq } from 'drizzle-orm';
import { referralRules, type ReferralRules, type ReferralSettingsView } from '@kabuto/contract';
import { auditLog, operators } from '../../db/schema-operators';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { ReferralDeps } from './rewards';
import {
  DEFAULT_REFERRAL_RULES,
  lockReferralRules,
  savedReferralSettings,
  writeReferralRules,
} from './settings';

/** The audit log's name for the rules (one row, id 1) and for a change of them. */
const TARGET_TYPE = 'referral_settings';
const TARGET_ID = '1';
const SAVE_ACTION = 'referral.settings_update';

/**
 * Invite and share's console side (docs/referral.md): the rules in force and their last change;
 * the administrator saves new rules with a reason, audited with before and after in the save's
 * transaction. Friends who registered earlier keep the amount, hold and deadline their row was
 * made with; the yearly cap is read when a reward is paid.
 */
export function referralOperatorService(deps: ReferralDeps) {
  async function settings(): Promise<ReferralSettingsView> {
    const saved = await savedReferralSettings(deps.db);
    if (!saved) return { rules: DEFAULT_REFERRAL_RULES, lastChange: null };
    const [entry] = await deps.db
      .select({ operator: operators.username, reason: auditLog.reason, before: auditLog.before })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(and(eq(auditLog.targetType, TARGET_TYPE), eq(auditLog.targetId, TARGET_ID)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const before = referralRules.safeParse(entry?.before);
    return {
      rules: referralRules.parse(saved.settings),
      lastChange: {
        at: saved.updatedAt.toISOString(),
        operator: entry?.operator ?? null,
        reason: entry?.reason ?? '',
        before: before.success ? before.data : null,
      },
    };
  }

  async function saveSettings(
    operator: AuthenticatedOperator,
    body: { rules: ReferralRules; reason: string },
    ipAddress: string | null,
  ): Promise<ReferralSettingsView> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const before = await lockReferralRules(tx, now);
      await writeReferralRules(tx, body.rules, now);
      await recordAudit(tx, {
        operatorId: operator.id,
        action: SAVE_ACTION,
        targetType: TARGET_TYPE,
        targetId: TARGET_ID,
        reason: body.reason,
        before,
        after: body.rules,
        ipAddress,
      });
    });
    return settings();
  }

  return { settings, saveSettings };
}

export type ReferralOperatorService = ReturnType<typeof referralOperatorService>;
