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
