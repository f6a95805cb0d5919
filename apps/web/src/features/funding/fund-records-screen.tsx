import { useInfiniteQuery } from '@tanstack/react-query';
import type { FundRecord } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { isKnownEntryType, isKnownPurpose } from '../../shared/entry-types';
import { useLocale } from '../../shared/i18n/use-locale';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { Page } from '../../shared/ui/page';
import { toneClass } from '../../shared/ui/tone';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { fundRecordsQuery, type FundRecordTab } from './api';
import { StatusLabel } from './components';
import { formatDateTime, formatMovement } from './format';
import styles from './funding.module.css';

/** The spec's record types (trade, deposit, withdraw), after all of them. */
const TABS: readonly FundRecordTab[] = ['all', 'trade', 'deposit', 'withdraw'];
function RecordItem({ record }: { record: FundRecord }) {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const credit = !record.amount.startsWith('-') && /[1-9]/.test(record.amount);
  // The headline is the change to the available funds. Every other leg is listed with the account
  // it moved: an exchange's other currency, the margin a trade set aside or released, funds held.
  const headline = record.legs.find(
    (leg) =>
      leg.purpose === 'available' &&
      leg.currency === record.currency &&
      leg.amount === record.amount,
  );
  const otherLegs = record.legs.filter((leg) => leg !== headline);
  const legLabel = (leg: FundRecord['legs'][number]) =>
    leg.purpose === 'available'
      ? t('records.otherLeg')
      : isKnownPurpose(leg.purpose)
        ? t(`records.purposes.${leg.purpose}`)
        : t('records.purposes.other');
  return (
    <article className={styles.record} data-testid="fund-record" data-type={record.type}>
      <div className={styles.recordHead}>
        <div className={styles.recordType}>
          <span>
            {isKnownEntryType(record.type)
              ? t(`records.types.${record.type}`)
              : t('records.types.other')}
          </span>
          <StatusLabel status={record.status} />
        </div>
        <span
          className={credit ? `${styles.recordAmount} ${toneClass('up')}` : styles.recordAmount}
        >
          {formatMovement(record.amount, record.currency)}
        </span>
      </div>
      <dl className={styles.recordMeta}>
        {otherLegs.map((leg) => (
          <div key={`${leg.purpose}-${leg.currency}-${leg.amount}`} style={{ display: 'contents' }}>
            <dt>{legLabel(leg)}</dt>
            <dd>{formatMovement(leg.amount, leg.currency)}</dd>
          </div>
        ))}
        {/* A ledger entry's reason is the journal's internal English text; the translated type,
            order number and legs describe it. A request shows its channel (in the reader's
            language) or card, and a rejection's reason as the reviewer wrote it. */}
        {record.channelName ? (
          <>
            <dt>{t('channel.name')}</dt>
            <dd>{record.channelName[locale]}</dd>
          </>
        ) : record.remark && record.kind !== 'entry' ? (
          <>
            <dt>{t('records.remark')}</dt>
            <dd>{record.remark}</dd>
          </>
        ) : null}
        {record.reviewReason ? (
          <>
            <dt>{t('records.reviewReason')}</dt>
            <dd>
              <OperatorReasonText reason={record.reviewReason} />
            </dd>
          </>
        ) : null}
        <dt>{t('records.orderNo')}</dt>
        <dd>{record.orderNo}</dd>
        <dt>{t('records.time')}</dt>
        <dd>{formatDateTime(record.createdAt, locale)}</dd>
      </dl>
    </article>
  );
}

function RecordList({ tab }: { tab: FundRecordTab }) {
  const { t } = useTranslation('funding');
  const query = useInfiniteQuery(fundRecordsQuery(tab));
  if (!query.data) {
    return query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : <Loading />;
  }
  const records = query.data.pages.flatMap((page) => page.items);
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.records} data-testid={`records-${tab}`}>
        {records.length === 0 ? (
          <p className={styles.empty}>{t('records.empty')}</p>
        ) : (
          records.map((record) => <RecordItem key={record.id} record={record} />)
        )}
        {records.length > 0 ? (
          <MoreOnScroll
            hasMore={query.hasNextPage}
            loadMore={() => query.fetchNextPage()}
            endText={t('records.noMore')}
          />
        ) : null}
      </div>
    </PullRefresh>
  );
}

/** /user/FundingDetails: every movement of the customer's money, newest first. */
export function FundRecordsScreen() {
  const { t } = useTranslation('funding');
  const [tab, setTab] = useTabParam(TABS, 'all');
  return (
    <Page title={t('records.title')} backTo="/user/usercenter" className={styles.recordsPage}>
      <ScreenTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`records.tabs.${each}`)}
        belowNavBar
        small
      />
      <RecordList key={tab} tab={tab} />
    </Page>
  );
}
