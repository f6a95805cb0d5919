import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Figure, StatusTag, formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { recordsQuery, type Application } from './api';
import { useLotsText } from './components';
import styles from '../../shared/ui/offering.module.css';

/**
 * One application, with the spec's fields: name/code, price, requested lots, requested amount,
 * turnover, status (with the reason of a rejection), purchase price, application time.
 */
function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const price = usePriceText();
  const lots = useLotsText();
  const approved = application.status === 'approved';
  return (
    <article
      className={styles.row}
      data-testid={`block-application-${application.id}`}
      data-symbol={application.symbol}
      data-status={application.status}
    >
      <div className={styles.rowHead}>
        <div className={styles.name}>
          <strong>{application.names[locale]}</strong>
          <span>{application.symbol}</span>
        </div>
        <StatusTag status={application.status} testId="block-status" />
      </div>
      <dl className={styles.figures}>
        <Figure term={t('fields.price')}>{price(application.price)}</Figure>
        <Figure term={t('records.lots')} testId="block-record-lots">
          {lots(application.lots, application.shares)}
        </Figure>
        <Figure term={t('records.amount')}>
          <Money value={application.amount} currency="JPY" testId="block-record-amount" />
        </Figure>
        <Figure term={t('records.turnover')}>
          {/* Nothing is traded before the allocation: a dash, not ¥0.00. */}
          {application.status === 'pending' ? (
            '—'
          ) : (
            <Money value={application.turnover} currency="JPY" testId="block-record-turnover" />
          )}
        </Figure>
        <Figure term={t('records.purchasePrice')} testId="block-record-purchase-price">
          {approved ? price(application.price) : '—'}
        </Figure>
        <Figure term={t('records.lotsFilled')} testId="block-record-filled">
          {application.status === 'pending' ? '—' : formatCount(application.lotsFilled, locale)}
        </Figure>
        <Figure term={t('records.appliedAt')}>{formatTime(application.appliedAt, locale)}</Figure>
        <Figure term={t('records.decidedAt')}>{formatTime(application.decidedAt, locale)}</Figure>
        {application.status === 'rejected' ? (
          <Figure term={t('records.rejectReason')} wide testId="block-record-reason">
            {application.rejectReason ? t(`reasons.${application.rejectReason}`) : '—'}
          </Figure>
        ) : null}
      </dl>
      {application.status === 'pending' ? (
        <p className={styles.note}>{t('records.pendingNote')}</p>
      ) : null}
      <div className={styles.links}>
        {application.positionId !== null ? (
          <Link
            to={`/position/positionDetail?id=${application.positionId}`}
            className={styles.link}
            data-testid="block-position-link"
          >
            {t('records.positionLink')}
          </Link>
        ) : null}
        {application.status !== 'pending' ? (
          <Link
            to={`/common/dividendDraw?id=${application.offeringId}`}
            className={styles.link}
            data-testid="block-record-draw-link"
          >
            {t('offering.drawLink')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** /common/dividend2 (the spec's block trade applications): mine, newest first. */
export function BlockRecordsScreen() {
  const { t } = useTranslation('block');
  const query = useQuery(recordsQuery);
  return (
    <Page title={t('title.records')} backTo="/common/dividend" className={styles.page}>
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.list} data-testid="block-records">
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} title={t('records.failed')} />
            ) : (
              <Loading />
            )
          ) : query.data.length === 0 ? (
            <div className={styles.empty} data-testid="block-records-empty">
              <p>{t('records.empty')}</p>
              <Link to="/common/dividend" className={styles.emptyAction}>
                {t('records.emptyAction')}
              </Link>
            </div>
          ) : (
            query.data.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
