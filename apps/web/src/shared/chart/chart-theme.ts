import { ColorType, type ChartOptions, type DeepPartial } from 'lightweight-charts';
import { JAPAN_OFFSET_MS } from '../japan-time';
import { crosshairTimeFormatter, tickMarkFormatter } from './chart-time';

/*
 * The app's charts (a stock's candles, a copy-trading pool's NAV) drawn alike: the theme's colours,
 * the body's font, a transparent background, the axis and crosshair dates in the reader's language.
 * Imported only by the chart modules that are loaded on demand (lightweight-charts stays out of
 * the first bundle).
 */

/** Japan is UTC+9 all year (no daylight saving time). */
export const JST_OFFSET_SECONDS = JAPAN_OFFSET_MS / 1000;

/** A colour of the theme (a CSS custom property of the page), or `fallback` before it is set. */
export function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * The options every chart of the app starts from: `intraday` shows times on the axis and in the
 * crosshair (minute bars), else dates only; `locale` is the app's language as a BCP 47 tag.
 */
export function themedChartOptions(locale: string, intraday: boolean): DeepPartial<ChartOptions> {
  const muted = cssColor('--kb-muted', '#656e7e');
  const border = cssColor('--kb-border', '#e5e8ee');
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: muted,
      fontSize: 10,
      fontFamily: getComputedStyle(document.body).fontFamily,
    },
    grid: { vertLines: { color: border }, horzLines: { color: border } },
    rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.28 } },
    timeScale: {
      borderVisible: false,
      timeVisible: intraday,
      secondsVisible: false,
      rightOffset: 2,
      tickMarkFormatter: tickMarkFormatter(locale),
    },
    handleScale: { axisPressedMouseMove: false },
    localization: { locale, timeFormatter: crosshairTimeFormatter(locale, intraday) },
  };
}
