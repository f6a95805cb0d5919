import {
  AreaSeries,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '@kabuto/contract';
import { useEffect, useRef } from 'react';
import { cssColor, JST_OFFSET_SECONDS, themedChartOptions } from '../../shared/chart/chart-theme';
import styles from './market.module.css';

/**
 * The chart itself, in its own module so lightweight-charts is fetched only when a stock detail
 * screen shows a chart (chart-panel.tsx imports this file dynamically).
 */
export type ChartMode = 'intraday' | 'candles';

const DAY_SECONDS = 86_400;

/**
 * lightweight-charts labels its axis in UTC: bar times are moved into Japan's wall clock so the
 * axis reads exchange time (09:00, not 00:00; a day bar starting 15:00 UTC is that Japanese date).
 */
function chartTime(iso: string): UTCTimestamp {
  return (Math.floor(Date.parse(iso) / 1000) + JST_OFFSET_SECONDS) as UTCTimestamp;
}

/**
 * Chart coordinates only: lightweight-charts plots JS numbers, so the decimal price strings are
 * converted here and nowhere else. Prices are shown to the customer from the strings themselves
 * (formatPrice); a float rounding in the last digit of a plotted y-coordinate is invisible.
 */
function plotValue(price: string): number {
  return Number(price);
}

/** The latest session's minutes (the intraday chart), by Japan date of the last bar. */
function intradayCandles(candles: readonly Candle[]): Candle[] {
  const last = candles.at(-1);
  if (!last) return [];
  const day = Math.floor(chartTime(last.time) / DAY_SECONDS);
  return candles.filter((candle) => Math.floor(chartTime(candle.time) / DAY_SECONDS) === day);
}

export type LivePrint = { price: string; time: string };

type CandleChartProps = {
  candles: readonly Candle[];
  mode: ChartMode;
  /** Seconds per bar for minute intervals; null for day, week and month (the last bar grows). */
  barSeconds: number | null;
  live: LivePrint | null;
  label: string;
  /** BCP 47 tag for the axis labels (the app's language, not the browser's). */
  locale: string;
};

/** Axis precision follows the feed's own decimals (a 1-yen tick shows no decimals). */
function decimalsOf(price: string | undefined): number {
  const fraction = price?.split('.')[1];
  return fraction ? fraction.length : 0;
}

type Bar = { time: UTCTimestamp; open: number; high: number; low: number; close: number };

export default function CandleChart({
  candles,
  mode,
  barSeconds,
  live,
  label,
  locale,
}: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const priceSeriesRef = useRef<ISeriesApi<'Candlestick'> | ISeriesApi<'Area'> | null>(null);
  const lastBarRef = useRef<Bar | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const up = cssColor('--kb-up', '#c43a3a');
    const down = cssColor('--kb-down', '#127f50');
    const chart = createChart(container, themedChartOptions(locale, barSeconds !== null));
    const precision = Math.max(...candles.slice(-20).map((candle) => decimalsOf(candle.close)), 0);
    const priceFormat = { type: 'price' as const, precision, minMove: 1 / 10 ** precision };
    chartRef.current = chart;
    const shown = mode === 'intraday' ? intradayCandles(candles) : [...candles];
    const bars: Bar[] = shown.map((candle) => ({
      time: chartTime(candle.time),
      open: plotValue(candle.open),
      high: plotValue(candle.high),
      low: plotValue(candle.low),
      close: plotValue(candle.close),
    }));
    if (mode === 'intraday') {
      const navy = cssColor('--kb-navy-700', '#1c3556');
      const area = chart.addSeries(AreaSeries, {
        lineColor: navy,
        lineWidth: 2,
        topColor: 'rgba(28, 53, 86, 0.22)',
        bottomColor: 'rgba(28, 53, 86, 0.02)',
        priceLineVisible: true,
        priceFormat,
      });
      area.setData(bars.map((bar) => ({ time: bar.time, value: bar.close })));
      priceSeriesRef.current = area;
    } else {
      const series = chart.addSeries(CandlestickSeries, {
        upColor: up,
        downColor: down,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down,
        priceFormat,
      });
      series.setData(bars);
      priceSeriesRef.current = series;
    }
    const volume = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    volume.setData(
      shown.map((candle, index) => ({
        time: chartTime(candle.time),
        value: candle.volume,
        color: (bars[index]?.close ?? 0) >= (bars[index]?.open ?? 0) ? `${up}66` : `${down}66`,
      })),
    );
    lastBarRef.current = bars.at(-1) ?? null;
    chart.timeScale().fitContent();
    if (mode === 'candles' && bars.length > 90) {
      chart.timeScale().setVisibleLogicalRange({ from: bars.length - 90, to: bars.length + 2 });
    }
    return () => {
      chart.remove();
      chartRef.current = null;
      priceSeriesRef.current = null;
      lastBarRef.current = null;
    };
  }, [candles, mode, barSeconds, locale]);

  // A live print moves the last bar, or opens the next one when its minute bucket has started.
  useEffect(() => {
    const series = priceSeriesRef.current;
    const last = lastBarRef.current;
    if (!series || !last || !live) return;
    const time = chartTime(live.time);
    if (time < last.time) return;
    const price = plotValue(live.price);
    let bar: Bar;
    if (barSeconds !== null && time >= last.time + barSeconds) {
      const bucket = (Math.floor(time / barSeconds) * barSeconds) as UTCTimestamp;
      bar = { time: bucket, open: price, high: price, low: price, close: price };
    } else {
      bar = {
        ...last,
        close: price,
        high: Math.max(last.high, price),
        low: Math.min(last.low, price),
      };
    }
    lastBarRef.current = bar;
    if (mode === 'intraday')
      (series as ISeriesApi<'Area'>).update({ time: bar.time, value: bar.close });
    else (series as ISeriesApi<'Candlestick'>).update(bar);
  }, [live, barSeconds, mode]);

  return (
    <div
      ref={containerRef}
      className={styles.chartCanvas}
      // A figure, not an image: the chart library puts a focusable link (its attribution) inside.
      role="figure"
      aria-label={label}
      data-testid="chart"
      data-bars={candles.length}
    />
  );
}
