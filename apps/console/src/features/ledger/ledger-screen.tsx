import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { useLedgerCheck, type LedgerReport } from './api';

const KNOWN_PROBLEMS = [
  'entry_unbalanced',
  'entry_too_few_postings',
  'posting_currency_mismatch',
  'cached_balance_mismatch',
  'negative_customer_balance',
  'positive_loan_balance',
] as const;
type KnownProblem = (typeof KNOWN_PROBLEMS)[number];

function isKnownProblem(kind: unknown): kind is KnownProblem {
  return typeof kind === 'string' && (KNOWN_PROBLEMS as readonly string[]).includes(kind);
}

/** Integrity rule 2 on a button: the journal proves every balance, or the check lists what it does not. */
export function LedgerScreen() {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        subtitle={t('ledger.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => check.mutate()}
            disabled={check.isPending}
          >
            <Icon name="ledger" />
            {check.isPending ? t('ledger.running') : t('ledger.run')}
          </button>
        }
      />
      <section className="panel panel-padded ledger-explain">
        <p>{t('ledger.explain')}</p>
        <ul>
          <li>{t('ledger.rules.balanced')}</li>
          <li>{t('ledger.rules.cached')}</li>
          <li>{t('ledger.rules.negative')}</li>
        </ul>
        <p className="muted small">{t('ledger.audited')}</p>
      </section>
      {check.isError ? <ErrorNotice error={check.error} onRetry={() => check.mutate()} /> : null}
      {check.data ? <Report report={check.data} /> : null}
      {!check.data && !check.isError && !check.isPending ? (
        <p className="muted">{t('ledger.notRun')}</p>
      ) : null}
    </>
  );
}

function Report({ report }: { report: LedgerReport }) {
  const { t } = useTranslation();
  return (
    <>
      <Notice tone={report.ok ? 'success' : 'danger'}>
        <strong>
          {report.ok
            ? t('ledger.ok')
            : t('ledger.problemsFound', { count: report.problems.length })}
        </strong>
        <div>
          {t('ledger.checkedAt')} <DateTime iso={report.checkedAt} /> ·{' '}
          {t('ledger.counts', {
            accounts: report.counts.accounts,
            entries: report.counts.entries,
            postings: report.counts.postings,
          })}
        </div>
      </Notice>
      {report.truncated ? <Notice tone="warning">{t('ledger.truncated')}</Notice> : null}
      {report.problems.length > 0 ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th>{t('ledger.columns.kind')}</th>
                <th>{t('ledger.columns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => {
                const { kind, ...details } = problem;
                return (
                  <tr key={index}>
                    <td>
                      <div className="strong">
                        {isKnownProblem(kind) ? t(`ledger.kinds.${kind}`) : String(kind)}
                      </div>
                      <div className="mono muted small">{String(kind)}</div>
                    </td>
                    <td>
                      <dl className="problem-details">
                        {Object.entries(details).map(([key, value]) => (
                          <div key={key}>
                            <dt>{key}</dt>
                            <dd className="mono">{String(value)}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
