import { createChart, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { cssColor, themedChartOptions } from '../../shared/chart/chart-theme';
import type { CopyHistory } from './api';
import { chartDay } from './copy-metrics';
import styles from './copy.module.css';

/*
 * The NAV line itself, in its own module so lightweight-charts is fetched only when a product page
 * draws it (nav-chart.tsx imports this file dynamically), on the stock chart's theme.
 */

/**
 * Chart coordinates only: lightweight-charts plots JS numbers, so the NAV strings are converted
 * here and nowhere else. Figures are shown to the customer from the strings themselves.
 */
function plotValue(nav: string): number {
  return Number(nav);
}

type NavChartProps = {
  points: CopyHistory['points'];
  label: string;
  /** BCP 47 tag for the axis labels (the app's language, not the browser's). */
  locale: string;
};

export default function NavChartCanvas({ points, label, locale }: NavChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const themed = themedChartOptions(locale, false);
    const chart = createChart(container, {
      ...themed,
      // No volume below: the line uses the height.
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.12, bottom: 0.08 } },
      // The whole history fills the width, however few closes it has.
      timeScale: { ...themed.timeScale, rightOffset: 0, fixLeftEdge: true, fixRightEdge: true },
    });
    const line = chart.addSeries(LineSeries, {
      color: cssColor('--kb-navy-700', '#1c3556'),
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: true,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    line.setData(
      points.map((point) => ({
        time: chartDay(point.day) as UTCTimestamp,
        value: plotValue(point.nav),
      })),
    );
    chart.timeScale().fitContent();
    // The container's size is known once laid out (autoSize): fit again then.
    const frame = window.requestAnimationFrame(() => chart.timeScale().fitContent());
    return () => {
      window.cancelAnimationFrame(frame);
      chart.remove();
    };
  }, [points, locale]);
  return (
    <div
      ref={containerRef}
      className={styles.chartCanvas}
      // A figure, not an image: the chart library puts a focusable link (its attribution) inside.
      role="figure"
      aria-label={label}
      data-testid="copy-nav-chart"
      data-points={points.length}
    />
  );
}
