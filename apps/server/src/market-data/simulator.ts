import type { IsoDate } from '../platform/calendar';
import { DEFAULT_INDEX_DEFINITIONS } from './index-definitions';
import { SimulatedTape, type SimulatorOptions } from './sim-tape';
import { TapeMarket } from './tape-market';

export type { SimulatorOptions } from './sim-tape';

export interface WarmUpTimings {
  dailyMs: number;
  minuteMs: number;
  indicesMs: number;
  totalMs: number;
}

/** The built-in simulated exchange as a MarketDataProvider. Every quote says it is simulated. */
export class SimulatedMarket extends TapeMarket {
  private constructor(
    private readonly simulatedTape: SimulatedTape,
    options: SimulatorOptions,
  ) {
    super(simulatedTape, {
      clock: options.clock,
      indices: options.indices ?? DEFAULT_INDEX_DEFINITIONS,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }

  static create(options: SimulatorOptions): SimulatedMarket {
    return new SimulatedMarket(new SimulatedTape(options), options);
  }

  /** The first simulated day and the first day with 1-minute data. */
  get historyStart(): IsoDate {
    return this.simulatedTape.historyStart;
  }

  get firstMinuteDay(): IsoDate {
    return this.simulatedTape.firstMinuteDay;
  }

  /**
   * Generates the whole history now (every name's daily bars and 1-minute days, the indices'
   * quotes and histories) instead of on first use, and says how long it took in milliseconds.
   */
  warmUp(): WarmUpTimings {
    const started = performance.now();
    const { dailyMs, minuteMs } = this.simulatedTape.warmUp(this.marketTime().getTime());
    const indicesStarted = performance.now();
    this.indices();
    this.warmIndexHistory();
    const finished = performance.now();
    return { dailyMs, minuteMs, indicesMs: finished - indicesStarted, totalMs: finished - started };
  }
}

export function createSimulatedMarket(options: SimulatorOptions): SimulatedMarket {
  return SimulatedMarket.create(options);
}
