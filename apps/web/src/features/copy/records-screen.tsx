import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Page } from '../../shared/ui/page';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import {
  recordsQuery,
  useServerNow,
  type CopyFlow,
  type CopyRecord,
  type CopyRedemption,
} from './api';
import { IssuerLine, RecordStatusTag, formatTime, useDaysText, useUnitsText } from './components';
import { RECORD_TABS, holdingDays, recordsOfTab, type RecordTab } from './copy-math';
import styles from './copy.module.css';
import { DayProfit, TargetLine } from './metrics';

/** A follow or a redemption: its units at its NAV, the amount, the fee and the net. */
function FlowItem({ flow }: { flow: CopyFlow }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const units = useUnitsText();
  return (
    <li className={styles.flow} data-testid="copy-flow" data-kind={flow.kind}>
      <div className={styles.flowHead}>
        <span>{t(`flowKind.${flow.kind}`)}</span>
        <time dateTime={flow.at}>{formatTime(flow.at, locale)}</time>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('records.units')}</dt>
          <dd>{units(flow.units)}</dd>
        </div>
        <div>
          <dt>{t('records.nav')}</dt>
          <dd>
            <Money value={flow.nav} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('records.amount')}</dt>
          <dd>
            <Money value={flow.amount} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('records.fee')}</dt>
          <dd data-testid="copy-flow-fee">
            <Money value={flow.fee} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('records.net')}</dt>
          <dd data-testid="copy-flow-net">
            <Money value={flow.net} currency="JPY" />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * A redemption: why it was made (I asked, my stop-loss fired, the product ended or was
 * terminated), whether it is paid or waits for the pool to sell, its units and what it paid.
 */
function RedemptionItem({ redemption }: { redemption: CopyRedemption }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const units = useUnitsText();
  return (
    <li
      className={styles.flow}
      data-testid="copy-redemption"
      data-reason={redemption.reason}
      data-status={redemption.status}
    >
      <div className={styles.flowHead}>
        <span className={styles.redemptionHead}>
          <span data-testid="copy-redemption-reason">
            {t(`redemptionReason.${redemption.reason}`)}
          </span>
          <span
            className={`${styles.status} ${styles[`redemption_${redemption.status}`]}`}
            data-testid="copy-redemption-status"
          >
            {t(`redemptionStatus.${redemption.status}`)}
          </span>
        </span>
        <time dateTime={redemption.requestedAt}>{formatTime(redemption.requestedAt, locale)}</time>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('records.units')}</dt>
          <dd>{units(redemption.units)}</dd>
        </div>
        <div>
          <dt>{t('records.net')}</dt>
          <dd data-testid="copy-redemption-net">
            {redemption.flow ? <Money value={redemption.flow.net} currency="JPY" /> : '—'}
          </dd>
        </div>
      </dl>
      {redemption.status === 'waiting' ? (
        <p className={styles.note}>{t('records.waitingNote')}</p>
      ) : null}
    </li>
  );
}

/** One product I followed: what I put in, what it is worth, my profit, the terms and every flow. */
function RecordItem({ record, nowMs }: { record: CopyRecord; nowMs: number | null }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const days = useDaysText();
  const held = nowMs === null ? null : holdingDays(record, nowMs);
  const { product, holding } = record;
  return (
    <article
      className={styles.row}
      data-testid={`copy-record-${product.id}`}
      data-status={record.status}
    >
      <div className={styles.rowHead}>
        <Link to={`/gdindex/detail?id=${product.id}`} className={styles.name}>
          <IssuerLine product={product} />
          <strong>{product.names[locale]}</strong>
        </Link>
        <div className={styles.tags}>
          <RecordStatusTag status={record.status} />
        </div>
      </div>
      <dl className={styles.headline}>
        <div>
          <dt>{t('records.totalValue')}</dt>
          <dd>
            <Money value={holding.value} currency="JPY" testId="copy-record-value" />
          </dd>
        </div>
        <div>
          <dt>{t('records.profit')}</dt>
          <dd>
            <Money value={holding.profit} currency="JPY" signed testId="copy-record-profit" />
          </dd>
        </div>
      </dl>
      <dl className={styles.figures}>
        <div>
          <dt>{t('holding.todayProfit')}</dt>
          <dd>
            <DayProfit value={holding.todayProfit} testId="copy-record-today" />
          </dd>
        </div>
        <div>
          <dt>{t('holding.yesterdayProfit')}</dt>
          <dd>
            <DayProfit value={holding.yesterdayProfit} testId="copy-record-yesterday" />
          </dd>
        </div>
        <div>
          <dt>{t('records.buyAmount')}</dt>
          <dd>
            <Money value={holding.invested} currency="JPY" testId="copy-record-invested" />
          </dd>
        </div>
        <div>
          <dt>{t('holding.withdrawn')}</dt>
          <dd>
            <Money value={holding.withdrawn} currency="JPY" testId="copy-record-withdrawn" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.fundSize')}</dt>
          <dd>
            <Money value={product.fundSize} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('records.holdingTime')}</dt>
          <dd data-testid="copy-record-held">
            {held === null ? '--' : held === 0 ? t('values.lessThanADay') : days(held)}
          </dd>
        </div>
        <div>
          <dt>{t('fields.minInvestment')}</dt>
          <dd>
            <Money value={product.minInvestment} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.lockup')}</dt>
          <dd>{days(product.lockupDays)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('holding.lockupEndsAt')}</dt>
          <dd>{formatTime(holding.lockupEndsAt, locale)}</dd>
        </div>
      </dl>
      <TargetLine rate={product.targetAnnualReturn} />
      {record.redemptions.length > 0 ? (
        <>
          <h3 className={styles.flowsTitle}>{t('records.redemptions')}</h3>
          <ul className={styles.flows} data-testid="copy-redemptions">
            {record.redemptions.map((redemption) => (
              <RedemptionItem key={redemption.id} redemption={redemption} />
            ))}
          </ul>
        </>
      ) : null}
      {record.flows.length > 0 ? (
        <>
          <h3 className={styles.flowsTitle}>{t('records.flows')}</h3>
          <ul className={styles.flows}>
            {record.flows.map((flow) => (
              <FlowItem key={flow.id} flow={flow} />
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

function RecordList({ tab }: { tab: RecordTab }) {
  const { t } = useTranslation('copy');
  const query = useQuery(recordsQuery);
  const nowMs = useServerNow();
  const records = query.data ? recordsOfTab(query.data, tab) : [];
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid={`copy-records-${tab}`}>
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : records.length === 0 ? (
          <div className={styles.empty} data-testid="copy-records-empty">
            <p>{t('records.empty')}</p>
            <Link to="/gdindex/gdindex" className={styles.emptyAction}>
              {t('records.emptyAction')}
            </Link>
          </div>
        ) : (
          records.map((record) => (
            <RecordItem key={record.product.id} record={record} nowMs={nowMs} />
          ))
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /gdindex/gdList: my copy-trading records in the spec's tabs (all, in progress, ended: a
 * terminated product's record is an ended one, labelled terminated), each with its figures and
 * every follow and redemption.
 */
export function CopyRecordsScreen() {
  const { t } = useTranslation('copy');
  const [tab, setTab] = useTabParam<RecordTab>(RECORD_TABS, 'all');
  return (
    <Page title={t('title.records')} backTo="/gdindex/gdindex" className={styles.page}>
      <ScreenTabs
        tabs={RECORD_TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`tabs.${each}`)}
        belowNavBar
      />
      <RecordList tab={tab} />
    </Page>
  );
}
