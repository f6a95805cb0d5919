import { hashSeed, Prng } from './prng';

/*
 * The simulated market's clustered volatility (docs/market-data.md, "Clustered volatility"): a
 * GARCH(1,1) variance for weeks-long spells, a slow log-volatility for months-long regimes, and
 * the market-wide factor that draws each day's shock with both (and the demo's headline of the
 * day). Each name's own shocks use the same two pieces (sim-daily.ts).
 */
/**
 * Volatility clusters (R. Cont, "Empirical properties of asset returns", 2001: the autocorrelation
 * of absolute daily returns is about 0.2-0.3 and decays slowly): each shock is a standard normal
 * scaled by a GARCH(1,1) variance, h' = omega + alpha * shock² + beta * h, whose long-run mean is 1
 * (omega = 1 - alpha - beta), so a name's volatility over years is still its `dailySigma`. Calm and
 * wild spells follow each other; the persistence alpha + beta = 0.985 gives spells of weeks.
 */
export const GARCH = { alpha: 0.1, beta: 0.88 } as const;

/** One GARCH(1,1) variance, long-run mean 1: `next(z)` turns a standard normal into a shock. */
export class ClusteredVariance {
  private variance = 1;

  /** The variance the next shock is drawn with (for scaling what else happens that day). */
  get current(): number {
    return this.variance;
  }

  next(standardNormal: number): number {
    const shock = Math.sqrt(this.variance) * standardNormal;
    this.variance =
      1 - GARCH.alpha - GARCH.beta + GARCH.alpha * shock * shock + GARCH.beta * this.variance;
    return shock;
  }
}

/**
 * Volatility's slow spells: on top of GARCH's weeks, real markets have calm and turbulent regimes
 * lasting months, which is why the autocorrelation of absolute returns decays so slowly (Cont,
 * fact 9). A log-volatility AR(1), persistence `SLOW_VOLATILITY.persistence` a day, drawn from
 * its own random stream so the other draws stay as they were; the multiplier it gives the
 * variance has long-run mean 1.
 */
export const SLOW_VOLATILITY = { persistence: 0.99, logSpread: 0.45 } as const;

export class SlowVolatility {
  private logVolatility: number;
  private readonly step =
    SLOW_VOLATILITY.logSpread * Math.sqrt(1 - SLOW_VOLATILITY.persistence ** 2);

  constructor(private readonly rng: Prng) {
    this.logVolatility = SLOW_VOLATILITY.logSpread * rng.normal();
  }

  /** The day's variance multiplier (mean 1), then moves on to the next day. */
  next(): number {
    const spread = SLOW_VOLATILITY.logSpread;
    const multiplier = Math.exp(2 * this.logVolatility - 2 * spread * spread);
    this.logVolatility =
      SLOW_VOLATILITY.persistence * this.logVolatility + this.step * this.rng.normal();
    return multiplier;
  }
}

/** Market-wide daily shocks, one per trading day from the history start, in clustered volatility. */
export class MarketFactor {
  private readonly rng: Prng;
  private readonly shocks: number[] = [];
  private readonly variances: number[] = [];
  private readonly clustered = new ClusteredVariance();
  private readonly slow: SlowVolatility;

  constructor(
    private readonly seed: number,
    /**
     * The names a headline of the day may lift (the demo's `headlines`; none by default): each
     * trading day one of them, drawn by the seed and the day alone, so the choice never depends on
     * which names were generated first.
     */
    private readonly headlineCandidates: readonly string[] = [],
  ) {
    this.rng = new Prng(hashSeed(seed, 'market-days'));
    this.slow = new SlowVolatility(new Prng(hashSeed(seed, 'market-volatility')));
  }

  /** The name whose news lifts it to its upper limit on day `dayIndex`, or null (no headlines). */
  headlineOn(dayIndex: number): string | null {
    const count = this.headlineCandidates.length;
    if (count === 0) return null;
    return this.headlineCandidates[
      new Prng(hashSeed(this.seed, 'headline', dayIndex)).below(count)
    ]!;
  }

  shock(dayIndex: number): number {
    this.extendTo(dayIndex);
    return this.shocks[dayIndex]!;
  }

  /** The variance (long-run mean 1) the day's market shock was drawn with. */
  variance(dayIndex: number): number {
    this.extendTo(dayIndex);
    return this.variances[dayIndex]!;
  }

  private extendTo(dayIndex: number): void {
    while (this.shocks.length <= dayIndex) {
      const slow = this.slow.next();
      this.variances.push(slow * this.clustered.current);
      this.shocks.push(Math.sqrt(slow) * this.clustered.next(this.rng.normal()));
    }
  }
}
