import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { tradeSummaryQuery } from './api';
import { Yen } from './components';
import type { LiveTotals } from './position-math';
import styles from './positions.module.css';

function Figure({
  term,
  value,
  signed = false,
  testId,
}: {
  term: string;
  value: DecimalString;
  signed?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <Yen value={value} signed={signed} testId={testId} />
      </dd>
    </div>
  );
}

/**
 * Totals of the open positions at market, and what closed ones made or lost net of every cost.
 * `live` (the open positions at live prices, when all are on screen) keeps the unrealised figures
 * moving with the rows; otherwise the server's figures from its last answer are shown.
 */
export function PositionsSummary({ live }: { live: LiveTotals | null }) {
  const { t } = useTranslation('trading');
  const summary = useQuery(tradeSummaryQuery);
  const data = summary.data;
  return (
    <section className={styles.summary} data-testid="positions-summary">
      {data ? (
        <>
          <div className={styles.summaryMain}>
            <span>{t('summary.unrealized')}</span>
            <Yen
              value={live?.unrealizedPnl ?? data.unrealizedPnl}
              signed
              testId="summary-unrealized"
            />
          </div>
          <dl className={styles.summaryGrid}>
            <Figure term={t('summary.margin')} value={data.marginTotal} testId="summary-margin" />
            <Figure term={t('summary.marketValue')} value={live?.marketValue ?? data.marketValue} />
            <Figure
              term={t('summary.realizedNet')}
              value={data.realizedPnlNet}
              signed
              testId="summary-realized"
            />
            <Figure term={t('summary.held')} value={data.heldTotal} testId="summary-held" />
          </dl>
          <p className={styles.summaryCounts}>
            {t('summary.counts', {
              open: String(data.openCount),
              pending: String(data.pendingCount),
            })}
          </p>
        </>
      ) : (
        <Skeleton.Paragraph lineCount={3} animated />
      )}
    </section>
  );
}
