import {
  createChart,
  CrosshairMode,
  LineSeries,
  LineStyle,
  type AutoscaleInfo,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '@kabuto/contract';
import { useEffect, useRef } from 'react';
import { cssColor, JST_OFFSET_SECONDS, themedChartOptions } from '../../shared/chart/chart-theme';
import type { PriceLineKind } from './position-math';
import styles from './position-chart.module.css';

/*
 * The chart itself, in its own module so lightweight-charts is fetched only when a position's
 * detail draws it (position-chart.tsx imports this file dynamically), on the stock chart's theme.
 */

const DAY_SECONDS = 86_400;

/** Bar times in Japan's wall clock, so the axis reads exchange time (as the stock chart's). */
function chartTime(iso: string): UTCTimestamp {
  return (Math.floor(Date.parse(iso) / 1000) + JST_OFFSET_SECONDS) as UTCTimestamp;
}

/**
 * Chart coordinates only: lightweight-charts plots JS numbers, so the decimal price strings are
 * converted here and nowhere else. The prices are shown to the customer from the strings
 * themselves (the legend under the chart).
 */
function plotValue(price: string): number {
  return Number(price);
}

function decimalsOf(price: string | undefined): number {
  const fraction = price?.split('.')[1];
  return fraction ? fraction.length : 0;
}

export type ChartLine = { kind: PriceLineKind; price: string; title: string; color: string };

type Props = {
  candles: readonly Candle[];
  lines: readonly ChartLine[];
  live: { price: string; time: string } | null;
  label: string;
  /** BCP 47 tag for the axis labels (the app's language, not the browser's). */
  locale: string;
};

type Point = { time: UTCTimestamp; value: number };

/** The latest session's minutes, by Japan date of the last bar. */
function latestDay(candles: readonly Candle[]): Point[] {
  const last = candles.at(-1);
  if (!last) return [];
  const day = Math.floor(chartTime(last.time) / DAY_SECONDS);
  return candles
    .filter((candle) => Math.floor(chartTime(candle.time) / DAY_SECONDS) === day)
    .map((candle) => ({ time: chartTime(candle.time), value: plotValue(candle.close) }));
}

export default function PositionChartCanvas({ candles, lines, live, label, locale }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const seriesRef = useRef<ISeriesApi<'Line'> | null>(null);
  const lastRef = useRef<Point | null>(null);
  const linesKey = JSON.stringify(lines);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const drawn: readonly ChartLine[] = JSON.parse(linesKey) as ChartLine[];
    const themed = themedChartOptions(locale, true);
    const chart = createChart(container, {
      ...themed,
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.1, bottom: 0.1 } },
      // A picture of where the position stands on a long page: it does not take the finger
      // (scrolling the page over it scrolls the page), and the prices are in words beneath it.
      handleScroll: false,
      handleScale: false,
      crosshair: { mode: CrosshairMode.Hidden },
    });
    const precision = Math.max(
      ...candles.slice(-20).map((candle) => decimalsOf(candle.close)),
      ...drawn.map((line) => decimalsOf(line.price)),
      0,
    );
    const navy = cssColor('--kb-navy-700', '#1c3556');
    const linePrices = drawn.map((line) => plotValue(line.price));
    const series = chart.addSeries(LineSeries, {
      color: navy,
      lineWidth: 2,
      priceLineVisible: false,
      // The price now is in the headline; its label here would sit on the entry price's.
      lastValueVisible: false,
      priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision },
      // The scale takes in the position's prices too: how far the close is, is the point.
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const shown = original();
        if (!shown?.priceRange) return shown;
        return {
          ...shown,
          priceRange: {
            minValue: Math.min(shown.priceRange.minValue, ...linePrices),
            maxValue: Math.max(shown.priceRange.maxValue, ...linePrices),
          },
        };
      },
    });
    const points = latestDay(candles);
    series.setData(points);
    for (const line of drawn) {
      series.createPriceLine({
        price: plotValue(line.price),
        color: line.color,
        lineWidth: line.kind === 'entry' ? 1 : 2,
        lineStyle: line.kind === 'entry' ? LineStyle.Dotted : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.title,
      });
    }
    seriesRef.current = series;
    lastRef.current = points.at(-1) ?? null;
    chart.timeScale().fitContent();
    const frame = window.requestAnimationFrame(() => chart.timeScale().fitContent());
    return () => {
      window.cancelAnimationFrame(frame);
      chart.remove();
      seriesRef.current = null;
      lastRef.current = null;
    };
  }, [candles, linesKey, locale]);

  // A live print moves the last minute, or opens the next one.
  useEffect(() => {
    const series = seriesRef.current;
    const last = lastRef.current;
    if (!series || !last || !live) return;
    const time = chartTime(live.time);
    if (time < last.time) return;
    const bucket = (Math.floor(time / 60) * 60) as UTCTimestamp;
    const point = { time: bucket > last.time ? bucket : last.time, value: plotValue(live.price) };
    lastRef.current = point;
    series.update(point);
  }, [live]);

  return (
    <div
      ref={containerRef}
      className={styles.canvas}
      // A figure, not an image: the chart library puts a focusable link (its attribution) inside.
      role="figure"
      aria-label={label}
      data-testid="position-chart"
      data-lines={lines.length}
    />
  );
}
