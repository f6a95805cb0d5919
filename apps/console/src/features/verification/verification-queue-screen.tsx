import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../shared/labels';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { LoadMore } from '../../shared/ui/load-more';
import { useKycQueue } from './api';

/** Pending identity verifications, oldest first: the desk works from the top. */
export function VerificationQueueScreen() {
  const { t } = useTranslation();
  const labels = useLabels();
  const queue = useKycQueue();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        subtitle={t('kyc.subtitle')}
        actions={
          <button
            type="button"
            className="btn"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            {t('common.refresh')}
          </button>
        }
      />
      {queue.isError && !queue.data ? (
        <ErrorNotice error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.isPending ? <Loading /> : null}
      {queue.data ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th className="num">{t('kyc.columns.id')}</th>
                <th>{t('kyc.columns.submittedAt')}</th>
                <th>{t('kyc.columns.account')}</th>
                <th>{t('kyc.columns.name')}</th>
                <th>{t('kyc.columns.documentType')}</th>
                <th>{t('kyc.columns.previousRejections')}</th>
                <th aria-label={t('kyc.review')} />
              </tr>
            </thead>
            <tbody>
              {items.length === 0 ? <EmptyRow columns={7} text={t('kyc.empty')} /> : null}
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="num mono muted">{item.id}</td>
                  <td>
                    <DateTime iso={item.submittedAt} />
                  </td>
                  <td>
                    <Link to={`/customers/${item.customerId}`} className="mono">
                      {item.account}
                    </Link>
                  </td>
                  <td>
                    <div>{item.name}</div>
                    {item.katakanaName ? (
                      <div className="muted small">{item.katakanaName}</div>
                    ) : null}
                  </td>
                  <td className="nowrap">{labels.documentType(item.documentType)}</td>
                  <td>
                    {item.previousRejections > 0 ? (
                      <Badge tone="warning">
                        {t('kyc.rejectedBefore', { count: item.previousRejections })}
                      </Badge>
                    ) : (
                      <span className="muted">{t('kyc.firstSubmission')}</span>
                    )}
                  </td>
                  <td className="actions">
                    <Link
                      to={`/verification/${item.id}`}
                      className="btn btn-small btn-primary"
                      aria-label={t('kyc.reviewNamed', { account: item.account })}
                    >
                      {t('kyc.review')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {queue.data ? <LoadMore query={queue} shown={items.length} /> : null}
    </>
  );
}
