import { describe, expect, it, vi } from 'vitest';
import { alwaysOpenDemoCalendar } from '../platform/calendar';
import { ManualClock } from '../platform/clock';
import { createSimulatedMarket } from './simulator';
import { SimulatedTape } from './sim-tape';
import * as intraday from './sim-intraday';

vi.mock('./sim-intraday', async (importOriginal) => {
  const original = await importOriginal<typeof intraday>();
  return { ...original, generatePrints: vi.fn(original.generatePrints) };
});

const START_MS = Date.parse('2026-11-30T01:00:07.000Z');
const options = { seed: 7, calendar: alwaysOpenDemoCalendar };

/** What the tape shows of a symbol at an instant. */
function shown(tape: SimulatedTape, symbol: string, atMs: number) {
  const day = tape.quoteDayAt(atMs);
  return {
    stats: tape.tradeStats(symbol, day, atMs),
    dayBar: tape.dayBarAt(symbol, day, atMs),
    minutes: tape.minuteBarsAt(symbol, day, atMs).slice(-3),
    revision: tape.revisionAt(symbol, atMs),
  };
}

describe("the next minute's prints made ahead", () => {
  it('change nothing the tape shows, tick by tick across minute turns', () => {
    const clock = new ManualClock(new Date(START_MS));
    const plain = new SimulatedTape({ clock, ...options });
    const prepared = new SimulatedTape({ clock, ...options });
    const symbols = plain.instruments.slice(0, 6).map((instrument) => instrument.symbol);
    for (let atMs = START_MS; atMs < START_MS + 150_000; atMs += 250) {
      prepared.prepareAhead(atMs);
      for (const symbol of symbols)
        expect(shown(prepared, symbol, atMs), `${symbol} at ${atMs}`).toEqual(
          shown(plain, symbol, atMs),
        );
    }
  });

  it("leave a minute's turn nothing to make for the symbols made ready", () => {
    const clock = new ManualClock(new Date(START_MS));
    const market = createSimulatedMarket({ clock, ...options });
    market.subscribe(() => {});
    const generated = vi.mocked(intraday.generatePrints);
    // Through one minute's turn, so every kept minute is settled, then up to the next one.
    const nextTurnMs = (Math.floor(START_MS / 60_000) + 2) * 60_000;
    while (clock.now().getTime() < nextTurnMs - 250) {
      clock.set(new Date(clock.now().getTime() + 250));
      market.advanceTo(clock.now());
    }
    generated.mockClear();
    clock.set(new Date(nextTurnMs));
    market.advanceTo(clock.now());
    // Made ahead in the minute's last ticks: at most one tick's share (and its own look-ahead).
    expect(generated.mock.calls.length).toBeLessThanOrEqual(4);
    expect(market.quotes().length).toBeGreaterThan(100);
  });
});
