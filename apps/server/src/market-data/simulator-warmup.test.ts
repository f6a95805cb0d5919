import { describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock';
import { createSimulatedMarket } from './simulator';

describe('simulated exchange start-up', () => {
  it('generates the history of all 123 names in a few seconds', () => {
    const clock = new ManualClock(new Date('2026-11-20T10:17:23+09:00'));
    const started = performance.now();
    const provider = createSimulatedMarket({ clock, seed: 42 });
    const timings = provider.warmUp();
    const quotes = provider.quotes();
    const totalMs = performance.now() - started;
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.info(
      `simulator warm-up for ${quotes.length} names (history from ${provider.historyStart}, ` +
        `1-minute bars from ${provider.firstMinuteDay}): daily ${ms(timings.dailyMs)}, ` +
        `1-minute ${ms(timings.minuteMs)}, indices ${ms(timings.indicesMs)}; ` +
        `with construction and first quotes ${ms(totalMs)}`,
    );
    expect(quotes).toHaveLength(123);
    // About a second on an idle two-core machine; the bound leaves room for a loaded CI runner.
    expect(totalMs).toBeLessThan(15_000);
  });
});
