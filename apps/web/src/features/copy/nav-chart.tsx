import { useQuery } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { historyQuery } from './api';
import { canDrawNav } from './copy-metrics';
import styles from './copy.module.css';

// lightweight-charts is loaded only when a product page draws its NAV.
const NavChartCanvas = lazy(() => import('./nav-chart-canvas'));

function ChartWaiting() {
  return (
    <div className={styles.chartState}>
      <SpinLoading color="primary" style={{ '--size': '24px' }} />
    </div>
  );
}

/**
 * The pool's NAV per unit at each recorded close (one a trading day), as a line; with fewer than
 * two closes there is no line to draw, and the box says so.
 */
export function NavChart({ productId }: { productId: number }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const history = useQuery(historyQuery(productId));
  const points = history.data?.points ?? [];
  // Without a line to draw, the box is only as tall as its sentence.
  const drawn = history.isPending || canDrawNav(points);
  return (
    <div
      className={drawn ? styles.chartBox : `${styles.chartBox} ${styles.chartBoxShort}`}
      data-testid="copy-nav-box"
    >
      {history.isPending ? (
        <ChartWaiting />
      ) : history.isError ? (
        <p className={styles.chartState} data-testid="copy-nav-failed">
          {t('chart.failed')}
        </p>
      ) : !canDrawNav(points) ? (
        <p className={styles.chartState} data-testid="copy-nav-empty">
          {t('chart.empty', { count: points.length })}
        </p>
      ) : (
        <Suspense fallback={<ChartWaiting />}>
          <NavChartCanvas points={points} label={t('chart.label')} locale={INTL_LOCALE[locale]} />
        </Suspense>
      )}
    </div>
  );
}
