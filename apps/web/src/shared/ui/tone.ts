import { isDecimalString, signOf } from '@kabuto/money';
import styles from './tone.module.css';

/**
 * Direction of a change or a signed amount, for colour. Colours come from the theme (--kb-up /
 * --kb-down): red rises and green falls in Japanese and Chinese, as on Japanese and Taiwanese broker
 * screens; English readers get green for up and red for down.
 */
export type Tone = 'up' | 'down' | 'flat';

export function toneOf(value: string | null | undefined): Tone {
  if (value == null || !isDecimalString(value)) return 'flat';
  const sign = signOf(value);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

const TEXT: Record<Tone, string | undefined> = {
  up: styles.up,
  down: styles.down,
  flat: styles.flat,
};
const FILL: Record<Tone, string | undefined> = {
  up: styles.fillUp,
  down: styles.fillDown,
  flat: styles.fillFlat,
};

/** The tone as a text colour (a price, a profit). */
export function toneClass(tone: Tone): string {
  return TEXT[tone] ?? '';
}

/** The tone as a background (a change pill, a breadth bar). */
export function toneFillClass(tone: Tone): string {
  return FILL[tone] ?? '';
}

/** Figures that line up in columns and never wrap. */
export const numberClass = styles.number ?? '';
