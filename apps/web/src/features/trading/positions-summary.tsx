import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { tradeSummaryQuery } from './api';
import { Yen } from './components';
import type { LiveTotals } from './position-math';
import styles from './positions.module.css';

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
            <div>
              <dt>{t('summary.margin')}</dt>
              <dd>
                <Yen value={data.marginTotal} />
              </dd>
            </div>
            <div>
              <dt>{t('summary.marketValue')}</dt>
              <dd>
                <Yen value={live?.marketValue ?? data.marketValue} />
              </dd>
            </div>
            <div>
              <dt>{t('summary.realizedNet')}</dt>
              <dd>
                <Yen value={data.realizedPnlNet} signed testId="summary-realized" />
              </dd>
            </div>
            <div>
              <dt>{t('summary.held')}</dt>
              <dd>
                <Yen value={data.heldTotal} />
              </dd>
            </div>
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
