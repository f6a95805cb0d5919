import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf, ipoApi } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTL_LOCALE, formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { ipoApplicationsQuery } from './api';
import styles from './positions.module.css';
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats';

type Application = ResponseOf<typeof ipoApi.records>['items'][number];
export type IpoTab = 'auction' | 'allotment';

/** Auction: applications still in progress (awaiting the draw, or a win awaiting payment). Allotment: paid wins. */
export function inIpoTab(tab: IpoTab, application: Pick<Application, 'status'>): boolean {
  return tab === 'auction'
    ? application.status === 'awaiting_draw' || application.status === 'pending_payment'
    : application.status === 'paid';
}

function IpoRow({ tab, application }: { tab: IpoTab; application: Application }) {
  const { t } = useTranslation('trading');
  const { t: tStatus } = useTranslation('statuses');
  const locale = useLocale();
  const time = (iso: string) => formatJapanTime(iso, locale, 'minutes') ?? iso;
  const count = (value: number) => numberFormat(INTL_LOCALE[locale]).format(value);
  // A calendar date of Japan ("2026-12-01") in the reader's language.
  const date = (day: string) =>
    dateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(`${day}T00:00:00+09:00`));
  // Once listed, the allotment is a position: the row leads to it (to sell), not to the offering.
  const listed = application.positionId !== null;
  return (
    <Link
      to={
        listed
          ? `/position/positionDetail?id=${application.positionId}`
          : `/market/subscribeDetail?id=${application.offeringId}`
      }
      className={styles.row}
      data-testid={`ipo-row-${application.id}`}
      data-status={application.status}
      data-listed={listed}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowName}>
          <strong>{application.names[locale]}</strong>
          <span>{application.symbol}</span>
        </div>
        <span className={styles.dayTag}>
          {listed ? t('ipo.listed') : tStatus(`ipo.${application.status}`)}
        </span>
      </div>
      <div className={styles.figures}>
        {tab === 'auction' ? (
          <>
            <div className={styles.figure}>
              <span>{t('ipo.lots')}</span>
              <strong>{count(application.lots)}</strong>
            </div>
            <div className={styles.figure}>
              <span>{t('ipo.held')}</span>
              <strong>
                <Money value={application.heldNow} currency="JPY" />
              </strong>
            </div>
            <div className={styles.figure}>
              <span>
                {application.status === 'pending_payment' ? t('ipo.payBy') : t('ipo.listingDate')}
              </span>
              <strong>
                {application.status === 'pending_payment'
                  ? time(application.purchaseDeadlineAt)
                  : date(application.listingDate)}
              </strong>
            </div>
          </>
        ) : (
          <>
            <div className={styles.figure}>
              <span>{t('ipo.sharesWon')}</span>
              <strong data-testid="ipo-row-shares">{count(application.sharesWon)}</strong>
            </div>
            <div className={styles.figure}>
              <span>{t('ipo.cost')}</span>
              <strong>
                <Money value={application.paidAmount} currency="JPY" />
              </strong>
            </div>
            <div className={styles.figure}>
              <span>{t('ipo.listingDate')}</span>
              <strong>{date(application.listingDate)}</strong>
            </div>
          </>
        )}
      </div>
    </Link>
  );
}

/** The Trade tab's new-share tabs, from the customer's applications (the IPO records). */
export function IpoApplications({ tab }: { tab: IpoTab }) {
  const { t } = useTranslation('trading');
  const query = useInfiniteQuery(ipoApplicationsQuery());
  const applications = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (application) => inIpoTab(tab, application),
  );
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid={`positions-${tab}`}>
        {tab === 'allotment' ? <p className={styles.summaryCounts}>{t('ipo.sellable')}</p> : null}
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : applications.length === 0 && !query.hasNextPage ? (
          <div className={styles.empty} data-testid="positions-empty">
            <p>{t(`ipo.empty_${tab}`)}</p>
            <Link to="/market/subscribe" className={styles.emptyAction}>
              {t('ipo.findOfferings')}
            </Link>
          </div>
        ) : (
          <>
            {applications.map((application) => (
              <IpoRow key={application.id} tab={tab} application={application} />
            ))}
            <MoreOnScroll
              hasMore={query.hasNextPage}
              loadMore={() => query.fetchNextPage()}
              endText={t('positions.noMore')}
            />
          </>
        )}
      </div>
    </PullRefresh>
  );
}
