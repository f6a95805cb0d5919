import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../platform/clock';
import { bundledInstruments } from './instruments';
import type { MarketUpdate } from './provider';
import { createSimulatedMarket } from './simulator';
import { changeOf } from './tape-quotes';
import { dec } from '@kabuto/money/testing';

const FEW = bundledInstruments().filter((i) => ['7203', '6758'].includes(i.symbol));

function market() {
  const clock = new ManualClock(new Date('2026-11-20T10:00:00+09:00'));
  const errors: unknown[] = [];
  const provider = createSimulatedMarket({
    clock,
    seed: 2,
    instruments: FEW,
    onError: (e) => errors.push(e),
  });
  return { clock, provider, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('provider time', () => {
  it('follows the clock after start() and stands still after stop()', () => {
    vi.useFakeTimers();
    const { clock, provider } = market();
    const updates: MarketUpdate[] = [];
    provider.subscribe((u) => updates.push(u));
    provider.start({ intervalMs: 100 });
    clock.advanceSeconds(30);
    vi.advanceTimersByTime(100);
    expect(provider.marketTime()).toEqual(clock.now());
    expect(updates.length).toBeGreaterThan(0);
    provider.stop();
    clock.advanceSeconds(30);
    vi.advanceTimersByTime(1000);
    expect(provider.marketTime().getTime()).toBe(clock.now().getTime() - 30_000);
  });

  it('keeps publishing to other listeners when one throws, and reports the failure', () => {
    const { clock, provider, errors } = market();
    const received: string[] = [];
    provider.subscribe(() => {
      throw new Error('listener broke');
    });
    provider.subscribe((u) => received.push(u.symbol));
    clock.advanceSeconds(10);
    expect(() => provider.advanceTo(clock.now())).toThrow(AggregateError);
    expect(received).toEqual(expect.arrayContaining(['7203', '6758']));

    vi.useFakeTimers();
    provider.start({ intervalMs: 50 });
    clock.advanceSeconds(10);
    vi.advanceTimersByTime(50);
    provider.stop();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(AggregateError);
  });

  it('answers quotes in the order asked', () => {
    const { provider } = market();
    expect(provider.quotes(['6758', '7203']).map((q) => q.symbol)).toEqual(['6758', '7203']);
    expect(provider.quotes().map((q) => q.symbol)).toEqual(FEW.map((i) => i.symbol));
  });
});

describe('change against the previous close', () => {
  it('is exact, with the percentage rounded half up to two decimals', () => {
    expect(changeOf(dec('2516'), dec('2520'))).toEqual({ change: '-4', changePercent: '-0.16' });
    expect(changeOf(dec('2801.5'), dec('2800'))).toEqual({ change: '1.5', changePercent: '0.05' });
    expect(changeOf(dec('100'), dec('100'))).toEqual({ change: '0', changePercent: '0.00' });
    expect(changeOf(dec('100'), null)).toEqual({ change: null, changePercent: null });
  });
});
