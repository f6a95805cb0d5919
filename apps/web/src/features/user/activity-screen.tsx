import { useInfiniteQuery } from '@tanstack/react-query';
import { formatNonNegativeMoney } from '@kabuto/money';
import type { ActivityEntry } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { activityQuery } from './activity-api';
import { actionLabelKey, statusGroupOf } from './activity-labels';
import styles from './activity.module.css';

/** A status before and after, in the shared catalogue's words; nothing when it has none for them. */
function StatusChange({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('activity');
  const { t: tStatus } = useTranslation('statuses');
  const group = statusGroupOf(entry.action);
  const { fromStatus, toStatus } = entry.detail;
  if (!group || !fromStatus || !toStatus) return null;
  const from = `${group}.${fromStatus}`;
  const to = `${group}.${toStatus}`;
  if (!i18n.exists(from, { ns: 'statuses' }) || !i18n.exists(to, { ns: 'statuses' })) return null;
  return (
    <>
      <dt>{t('status')}</dt>
      <dd data-testid="activity-status">
        {tStatus(from as never)} → {tStatus(to as never)}
      </dd>
    </>
  );
}

/**
 * The reason: the operator's own words as written (one language, labelled as theirs), or the
 * server's catalogue reason in the reader's language.
 */
function Reason({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('activity');
  if (entry.operatorReason !== null)
    return (
      <>
        <dt>{t('reason')}</dt>
        <dd>
          <q data-testid="activity-operator-reason">{entry.operatorReason}</q>
          <small className={styles.words}>{t('operatorWords')}</small>
        </dd>
      </>
    );
  if (entry.reasonKey === null) return null;
  const params = { ...entry.reasonParams };
  if (params.side === 'front' || params.side === 'back') params.side = t(`sides.${params.side}`);
  return (
    <>
      <dt>{t('reason')}</dt>
      <dd data-testid="activity-reason">{t(`reasons.${entry.reasonKey}` as never, params)}</dd>
    </>
  );
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('activity');
  const locale = useLocale();
  const { detail } = entry;
  return (
    <article className={styles.item} data-testid="activity-entry" data-action={entry.action}>
      <div className={styles.head}>
        <strong>{t(actionLabelKey(entry.action) as never)}</strong>
        <span className={styles.role}>{t('byRole', { role: t(`roles.${entry.role}`) })}</span>
      </div>
      <dl className={styles.meta}>
        {detail.restriction ? (
          <>
            <dt>{t('restriction')}</dt>
            <dd>{t(`restrictions.${detail.restriction}` as never)}</dd>
          </>
        ) : null}
        {detail.amount !== null && detail.currency !== null ? (
          <>
            <dt>{t('amount')}</dt>
            <dd>
              {detail.currency === 'JPY' || detail.currency === 'USD' ? (
                <Money value={detail.amount} currency={detail.currency} />
              ) : (
                `${formatNonNegativeMoney(detail.amount)} ${detail.currency}`
              )}
            </dd>
          </>
        ) : null}
        <StatusChange entry={entry} />
        <Reason entry={entry} />
        <dt>{t('time')}</dt>
        <dd>{formatJapanTime(entry.createdAt, locale, 'minutes') ?? entry.createdAt}</dd>
      </dl>
    </article>
  );
}

/** /user/activity: what operators did to this account, from the audit log (docs/activity.md). */
export function ActivityScreen() {
  const { t } = useTranslation('activity');
  const query = useInfiniteQuery(activityQuery());
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('title')} backTo="/user/usercenter">
      <p className={styles.intro}>{t('intro')}</p>
      {!query.data ? (
        query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <PullRefresh onRefresh={() => query.refetch()}>
          <div className={styles.list} data-testid="activity-list">
            {entries.length === 0 ? (
              <p className={styles.empty}>{t('empty')}</p>
            ) : (
              entries.map((entry) => <ActivityItem key={entry.id} entry={entry} />)
            )}
            {entries.length > 0 ? (
              <MoreOnScroll
                hasMore={query.hasNextPage}
                loadMore={() => query.fetchNextPage()}
                endText={t('noMore')}
              />
            ) : null}
          </div>
        </PullRefresh>
      )}
    </Page>
  );
}
