import { useQuery } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import type { CandleInterval } from '@kabuto/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { chartCandlesQuery } from './api';
import type { LivePrint } from './candle-chart';
import styles from './market.module.css';

// lightweight-charts is loaded only when this screen draws a chart (not in Home's bundle).
const CandleChart = lazy(() => import('./candle-chart'));

const CHART_TABS = ['intraday', '1m', '5m', '10m', '30m', '1d', '1w', '1M'] as const;
type ChartTab = (typeof CHART_TABS)[number];

const BAR_SECONDS: Record<ChartTab, number | null> = {
  intraday: 60,
  '1m': 60,
  '5m': 300,
  '10m': 600,
  '30m': 1800,
  '1d': null,
  '1w': null,
  '1M': null,
};

function intervalOf(tab: ChartTab): CandleInterval {
  return tab === 'intraday' ? '1m' : tab;
}

function ChartWaiting() {
  return (
    <div className={styles.chartState}>
      <SpinLoading color="primary" style={{ '--size': '24px' }} />
    </div>
  );
}

/** What a chart draws: a stock's candles, or an index's (computed from its constituents). */
export type ChartSource = { symbol: string } | { indexCode: string };

/** The intraday chart and the 1/5/10/30-minute, day, week and month candlesticks with volume. */
export function ChartPanel({ source, live }: { source: ChartSource; live: LivePrint | null }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const [tab, setTab] = useState<ChartTab>('intraday');
  const candles = useQuery(chartCandlesQuery(source, intervalOf(tab)));
  const list = candles.data?.candles ?? [];
  return (
    <Card testId="chart-panel">
      <div className={styles.intervals} role="tablist" aria-label={t('detail.chartTitle')}>
        {CHART_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === tab}
            className={
              each === tab ? `${styles.interval} ${styles.intervalActive}` : styles.interval
            }
            onClick={() => setTab(each)}
            data-testid={`interval-${each}`}
          >
            {t(`interval.${each}`)}
          </button>
        ))}
      </div>
      <div className={styles.chartBox} data-testid="chart-box" data-interval={tab}>
        {candles.isPending ? (
          <ChartWaiting />
        ) : candles.isError ? (
          <p className={styles.chartState}>{t('detail.chartFailed')}</p>
        ) : list.length === 0 ? (
          <p className={styles.chartState}>{t('detail.chartEmpty')}</p>
        ) : (
          <Suspense fallback={<ChartWaiting />}>
            <CandleChart
              key={tab}
              candles={list}
              mode={tab === 'intraday' ? 'intraday' : 'candles'}
              barSeconds={BAR_SECONDS[tab]}
              live={live}
              label={`${t('detail.chartTitle')} ${t(`interval.${tab}`)}`}
              locale={locale === 'ja' ? 'ja-JP' : locale === 'zh-TW' ? 'zh-TW' : 'en-US'}
            />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
