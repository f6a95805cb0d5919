import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { RefreshButton } from '../../shared/ui/button';
import {
  accountColumn,
  idColumn,
  openColumn,
  textColumn,
  timeColumn,
} from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { PagedTable, pagedRows } from '../../shared/ui/query-tables';
import { Text } from '../../shared/ui/text';
import { useKycQueue, type KycQueueItem } from './api';

/** Pending identity verifications, oldest first: the desk works from the top. */
export function VerificationQueueScreen() {
  const { t } = useTranslation();
  const queue = useKycQueue();
  const columns = useQueueColumns();
  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        subtitle={t('kyc.subtitle')}
        actions={<RefreshButton query={queue} />}
      />
      <PagedTable
        query={queue}
        rows={pagedRows(queue.data)}
        columns={columns}
        rowKey={(item) => item.id}
        empty={t('kyc.empty')}
      />
    </>
  );
}

function useQueueColumns(): Column<KycQueueItem>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  return [
    idColumn(t('kyc.columns.id'), (item) => item.id),
    timeColumn('submittedAt', t('kyc.columns.submittedAt'), (item) => item.submittedAt),
    accountColumn(t('kyc.columns.account')),
    {
      key: 'name',
      header: t('kyc.columns.name'),
      cell: (item) => (
        <>
          <div>{item.name}</div>
          {item.katakanaName ? (
            <Text block muted small>
              {item.katakanaName}
            </Text>
          ) : null}
        </>
      ),
    },
    textColumn(
      'documentType',
      t('kyc.columns.documentType'),
      (item) => labels.documentType(item.documentType),
      { nowrap: true },
    ),
    {
      key: 'previousRejections',
      header: t('kyc.columns.previousRejections'),
      cell: (item) =>
        item.previousRejections > 0 ? (
          <Badge tone="warning">
            {t('kyc.rejectedBefore', { count: item.previousRejections })}
          </Badge>
        ) : (
          <Text muted>{t('kyc.firstSubmission')}</Text>
        ),
    },
    openColumn({
      label: t('kyc.review'),
      to: (item) => `/verification/${item.id}`,
      text: () => t('kyc.review'),
      named: (item) => t('kyc.reviewNamed', { account: item.account }),
      primary: () => true,
    }),
  ];
}
