/**
 * Time comes from a clock, never from `new Date()` in business code, so tests can pin it and move
 * it (a session expiring, a 15-minute rule passing) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  private currentMs: number;

  constructor(start: Date = new Date()) {
    this.currentMs = start.getTime();
  }

  now(): Date {
    return new Date(this.currentMs);
  }

  set(time: Date): void {
    this.currentMs = time.getTime();
  }

  advanceSeconds(seconds: number): void {
    this.currentMs += seconds * 1000;
  }
}

/**
 * A clock that runs in real time from a chosen start: what end-to-end tests and demos use to stand
 * inside the deposit window or a trading session whatever the hour. Never used in production
 * (config refuses CLOCK_START there).
 */
export class ShiftedClock implements Clock {
  private offsetMs: number;

  constructor(start: Date, realNow: () => number = Date.now) {
    this.offsetMs = start.getTime() - realNow();
    this.realNow = realNow;
  }

  private readonly realNow: () => number;

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  /** Jumps forward (never back): what an end-to-end test does to move past a waiting rule. */
  advanceSeconds(seconds: number): void {
    if (!(seconds > 0)) throw new RangeError('the clock only moves forward');
    this.offsetMs += seconds * 1000;
  }
}
