import { runLedgerCheck } from '../../ledger';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { ReviewDeps } from './review-context';

/**
 * The ledger check run from the console (docs/ledger.md): recomputes every balance from the
 * postings. Running it is audited, with what it found, so a finance desk's checks are on record.
 */
export async function ledgerCheck(
  { db, clock }: ReviewDeps,
  operator: AuthenticatedOperator,
  ipAddress: string | null,
) {
  const report = await runLedgerCheck(db, { now: clock.now() });
  await recordAudit(db, {
    operatorId: operator.id,
    action: 'ledger.check',
    targetType: 'ledger',
    targetId: 'journal',
    reason: { key: 'ledger_check_run' },
    before: null,
    after: { ok: report.ok, problems: report.problems.length, counts: report.counts },
    ipAddress,
  });
  return report;
}
