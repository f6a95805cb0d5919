import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liabilitiesApi, type LiabilityPublication } from '@kabuto/contract';
import { endpointQuery } from '../../shared/api';
import { publicApi } from '../../shared/api/public';
import { DataTable } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Amount } from '../../shared/ui/money';
import { Panel, PanelEmpty, PanelNote } from '../../shared/ui/panel';
import { textClass } from '../../shared/ui/text';
import styles from './ledger.module.css';

/**
 * The proof of liabilities as customers see it (docs/liabilities.md): each day's published root,
 * how many accounts it covers, and per currency what Kabuto owes its customers beside its money at
 * the bank by the ledger. Read from the same public endpoint the app uses, so the operator sees
 * exactly what was published, and a day the job did not run shows as a missing row.
 */
export function Publications() {
  const { t } = useTranslation();
  const published = useQuery(endpointQuery(publicApi, liabilitiesApi.published, {}));
  if (published.isError)
    return <ErrorNotice error={published.error} onRetry={() => void published.refetch()} />;
  const rows = published.data?.publications ?? [];
  return (
    <Panel title={t('ledger.proof.title')} count={rows.length} table testId="liability-publications">
      {published.isPending ? (
        <PanelEmpty>{t('ledger.proof.loading')}</PanelEmpty>
      ) : rows.length === 0 ? (
        <PanelEmpty>{t('ledger.proof.none')}</PanelEmpty>
      ) : (
        <DataTable<LiabilityPublication>
          rows={rows}
          rowKey={(row) => row.day}
          columns={[
            { key: 'day', header: t('ledger.proof.day'), cell: (row) => row.day },
            {
              key: 'takenAt',
              header: t('ledger.proof.takenAt'),
              cell: (row) => <DateTime iso={row.takenAt} />,
            },
            { key: 'leaves', header: t('ledger.proof.accounts'), cell: (row) => row.leafCount },
            {
              key: 'owed',
              header: t('ledger.proof.owed'),
              cell: (row) => (
                <div className={styles.figures}>
                  {row.totals.map((total) => (
                    <Amount key={total.currency} value={total.owed} currency={total.currency} />
                  ))}
                </div>
              ),
            },
            {
              key: 'bank',
              header: t('ledger.proof.bank'),
              cell: (row) => (
                <div className={styles.figures}>
                  {row.totals.map((total) => (
                    <Amount key={total.currency} value={total.bank} currency={total.currency} />
                  ))}
                </div>
              ),
            },
            {
              key: 'root',
              header: t('ledger.proof.root'),
              cell: (row) => (
                <code className={textClass({ mono: true, small: true })} title={row.rootHash}>
                  {`${row.rootHash.slice(0, 16)}…`}
                </code>
              ),
            },
          ]}
        />
      )}
      <PanelNote>{t('ledger.proof.note')}</PanelNote>
    </Panel>
  );
}
