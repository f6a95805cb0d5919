import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { DataTable } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Panel } from '../../shared/ui/panel';
import { LabelledCode, textClass } from '../../shared/ui/text';
import { useLedgerCheck, type LedgerReport } from './api';
import { Publications } from './publications';
import styles from './ledger.module.css';

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
          <Button variant="primary" onClick={() => check.mutate()} disabled={check.isPending}>
            <Icon name="ledger" />
            {check.isPending ? t('ledger.running') : t('ledger.run')}
          </Button>
        }
      />
      <Panel padded>
        <div className={styles.explain}>
          <p>{t('ledger.explain')}</p>
          <ul>
            <li>{t('ledger.rules.balanced')}</li>
            <li>{t('ledger.rules.cached')}</li>
            <li>{t('ledger.rules.negative')}</li>
          </ul>
          <p className={textClass({ muted: true, small: true })}>{t('ledger.audited')}</p>
        </div>
      </Panel>
      {check.isError ? <ErrorNotice error={check.error} onRetry={() => check.mutate()} /> : null}
      {check.data ? <Report report={check.data} /> : null}
      {!check.data && !check.isError && !check.isPending ? (
        <p className={textClass({ muted: true })}>{t('ledger.notRun')}</p>
      ) : null}
      <Publications />
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
        <Panel table>
          <DataTable
            rows={report.problems}
            rowKey={(_problem, index) => index}
            columns={[
              {
                key: 'kind',
                header: t('ledger.columns.kind'),
                cell: ({ kind }) => (
                  <LabelledCode
                    strong
                    label={isKnownProblem(kind) ? t(`ledger.kinds.${kind}`) : String(kind)}
                    code={String(kind)}
                  />
                ),
              },
              {
                key: 'details',
                header: t('ledger.columns.details'),
                cell: ({ kind: _kind, ...details }) => (
                  <DefinitionList look="dense">
                    {Object.entries(details).map(([key, value]) => (
                      <Definition key={key} label={key} className={textClass({ mono: true })}>
                        {String(value)}
                      </Definition>
                    ))}
                  </DefinitionList>
                ),
              },
            ]}
          />
        </Panel>
      ) : null}
    </>
  );
}
