import { useQuery } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import type { PositionView, Quote } from '@kabuto/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice } from '../../shared/realtime/quote-format';
import { Card } from '../../shared/ui/card';
import { positionCandlesQuery } from './api';
import { priceLinesOf, type PriceLineKind } from './position-math';
import styles from './position-chart.module.css';

// lightweight-charts is loaded only when a position's detail draws its chart.
const PositionChartCanvas = lazy(() => import('./position-chart-canvas'));

/** Each line's colour, on the canvas and beside its price under it. */
const LINE_COLORS: Record<PriceLineKind, string> = {
  entry: '#656e7e',
  warning: '#b7791f',
  forcedClose: '#b42318',
};

function ChartWaiting() {
  return (
    <div className={styles.state}>
      <SpinLoading color="primary" style={{ '--size': '24px' }} />
    </div>
  );
}

/**
 * A held position's stock today, minute by minute, with its entry price, the price where the
 * margin warning starts and the price where it is closed by forced liquidation drawn across it;
 * the same prices in words under the chart (the canvas says nothing to a screen reader).
 */
export function PositionChart({ position, live }: { position: PositionView; live: Quote | null }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const candles = useQuery(positionCandlesQuery(position.symbol));
  const list = candles.data?.candles ?? [];
  const lines = priceLinesOf(position).map((line) => ({
    ...line,
    title: t(`chart.lines.${line.kind}`),
    color: LINE_COLORS[line.kind],
  }));
  return (
    <Card title={t('chart.title')} testId="detail-chart">
      <div className={styles.box}>
        {candles.isPending ? (
          <ChartWaiting />
        ) : candles.isError ? (
          <p className={styles.state}>{t('chart.failed')}</p>
        ) : list.length === 0 ? (
          <p className={styles.state}>{t('chart.empty')}</p>
        ) : (
          <Suspense fallback={<ChartWaiting />}>
            <PositionChartCanvas
              candles={list}
              lines={lines}
              live={live ? { price: live.price, time: live.time } : null}
              label={t('chart.label', { name: position.names[locale] })}
              locale={INTL_LOCALE[locale]}
            />
          </Suspense>
        )}
      </div>
      <ul className={styles.legend}>
        {lines.map((line) => (
          <li key={line.kind} data-testid={`chart-line-${line.kind}`} data-price={line.price}>
            <span className={styles.swatch} style={{ color: line.color }} aria-hidden="true" />
            <span>{t(`chart.legend.${line.kind}`)}</span>
            <strong>{formatPrice(line.price)}</strong>
          </li>
        ))}
      </ul>
    </Card>
  );
}
