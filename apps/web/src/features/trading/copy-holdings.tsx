import { useQuery } from '@tanstack/react-query';
import type { ResponseOf, copyApi } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { copyRecordsQuery } from './api';
import { Yen } from './components';
import styles from './positions.module.css';

type CopyRecord = ResponseOf<typeof copyApi.records>[number];

/** The records of products I still follow: in progress, with units held. */
export function copyHoldingsInProgress<
  Record extends { status: CopyRecord['status']; holding: Pick<CopyRecord['holding'], 'units'> },
>(records: readonly Record[]): Record[] {
  return records.filter(
    (record) => record.status === 'in_progress' && isPositive(record.holding.units),
  );
}

/** A profit over a day (a loss shows as a loss), or "—" while the pool's closes are too few to tell. */
function DayProfit({ value }: { value: CopyRecord['holding']['todayProfit'] }) {
  return value === null ? (
    <span className={styles.noFigure} data-testid="copy-holding-today" data-value="">
      —
    </span>
  ) : (
    <Yen value={value} signed testId="copy-holding-today" />
  );
}

function CopyHoldingRow({ record }: { record: CopyRecord }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const { product, holding } = record;
  return (
    <Link
      to={`/gdindex/detail?id=${product.id}`}
      className={styles.row}
      data-testid={`copy-holding-row-${product.id}`}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowName}>
          <strong>{product.names[locale]}</strong>
          <span>{product.issuer.names[locale]}</span>
        </div>
        <div className={styles.result}>
          <Yen value={holding.profit} signed testId="copy-holding-profit" />
          <span>{t('copy.profit')}</span>
        </div>
      </div>
      {isPositive(holding.pendingUnits) ? (
        <div className={styles.rowTags}>
          <span className={styles.dayTag} data-testid="copy-holding-waiting">
            {t('copy.waiting')}
          </span>
        </div>
      ) : null}
      <div className={styles.figures}>
        <div className={styles.figure}>
          <span>{t('copy.value')}</span>
          <strong>
            <Yen value={holding.value} testId="copy-holding-value" />
          </strong>
        </div>
        <div className={styles.figure}>
          <span>{t('copy.todayProfit')}</span>
          <strong>
            <DayProfit value={holding.todayProfit} />
          </strong>
        </div>
        <div className={styles.figure}>
          <span>{t('copy.invested')}</span>
          <strong>
            <Yen value={holding.invested} />
          </strong>
        </div>
      </div>
    </Link>
  );
}

/**
 * The Trade tab's "copy-trade" tab: the copy-trading products I follow (my records in progress),
 * each with its value, profit and today's profit, leading to the product's page.
 */
export function CopyHoldings() {
  const { t } = useTranslation('trading');
  const query = useQuery(copyRecordsQuery);
  const holdings = query.data ? copyHoldingsInProgress(query.data) : [];
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid="positions-copy">
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : holdings.length === 0 ? (
          <div className={styles.empty} data-testid="positions-empty">
            <p>{t('copy.empty')}</p>
            <Link to="/gdindex/gdindex" className={styles.emptyAction}>
              {t('copy.findProducts')}
            </Link>
          </div>
        ) : (
          <>
            {holdings.map((record) => (
              <CopyHoldingRow key={record.product.id} record={record} />
            ))}
            <p className={styles.summaryCounts}>{t('copy.note')}</p>
          </>
        )}
      </div>
    </PullRefresh>
  );
}
