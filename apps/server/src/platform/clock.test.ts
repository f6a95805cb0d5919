import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ManualClock, ShiftedClock } from './clock';

describe('clocks', () => {
  it('a shifted clock starts at the chosen instant and runs on in real time', () => {
    let realMs = 1_000_000;
    const clock = new ShiftedClock(new Date('2026-11-20T10:00:00+09:00'), () => realMs);
    expect(clock.now().toISOString()).toBe('2026-11-20T01:00:00.000Z');
    realMs += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-20T01:01:30.000Z');
  });

  it('a manual clock moves only when told', () => {
    const clock = new ManualClock(new Date('2026-11-20T00:00:00Z'));
    clock.advanceSeconds(15 * 60);
    expect(clock.now().toISOString()).toBe('2026-11-20T00:15:00.000Z');
  });

  it('CLOCK_START is refused in production and read elsewhere', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CLOCK_START: '2026-11-20T10:00:00+09:00' }),
    ).toThrow(/CLOCK_START/);
    expect(loadConfig({ CLOCK_START: '2026-11-20T10:00:00+09:00' }).clockStart?.toISOString()).toBe(
      '2026-11-20T01:00:00.000Z',
    );
    expect(loadConfig({}).clockStart).toBeNull();
  });
});
