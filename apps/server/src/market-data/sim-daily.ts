import type { Instrument } from './instruments';
import {
  INITIAL_BROADENING_STATE,
  nextBroadeningState,
  outcomeOfBar,
  type BroadeningState,
} from './limit-broadening';
import {
  clampToLimitsTenths,
  priceLimitsTenths,
  type LimitBroadening,
  type PriceLimitsTenths,
} from './limits';
import { decimalToTenths, maxBigint, minBigint, type PriceTenths } from './price-units';
import { hashSeed, Prng } from './prng';
import { ClusteredVariance, SlowVolatility, type MarketFactor } from './sim-volatility';
import { snapModelValueToTick, type TickTable } from './ticks';

/**
 * The simulated exchange's daily model.
 *
 * Each name has a latent "fair value" that follows a mean-reverting log random walk (half-life
 * about a year, so two years of history stay near the reference prices) driven by a market-wide
 * shock and its own shock, with occasional jumps (news). Each day's open, high, low and close are
 * that walk snapped onto the tick grid and clamped into the day's price limits, so limit up and
 * limit down stop the quoted price while the fair value keeps moving (the next day opens towards
 * it, as real limit moves do). A day whose fair value stays beyond a limit from open to close
 * (its dip, or its bounce, included) trades only at that limit: it is stuck there, and two such
 * days in a row broaden that side of the limits (limit-broadening.ts), as on the exchange. The
 * intraday path (sim-intraday.ts) is generated afterwards to hit exactly these daily figures, so
 * daily and 1-minute data can never disagree.
 */

const BROADENED_UP = 1;
const BROADENED_DOWN = 2;

/** Trading days per year, for turning annual volatility into daily. */
const TRADING_DAYS_PER_YEAR = 245;

/** Sector flavour on top of per-name randomness: utilities and food are calmer than tech. */
const SECTOR_VOLATILITY_SHIFT: Record<string, number> = {
  'Electric Power & Gas': -0.05,
  Foods: -0.05,
  'Land Transportation': -0.04,
  Pharmaceutical: -0.02,
  Banks: 0.02,
  'Information & Communication': 0.04,
  'Electric Appliances': 0.03,
  'Marine Transportation': 0.08,
  'Securities & Commodity Futures': 0.05,
};

export interface SymbolModel {
  symbol: string;
  table: TickTable;
  /** Standard deviation of a day's log return. */
  dailySigma: number;
  /** Correlation of the name's shocks with the market's. */
  marketCorrelation: number;
  /** Fraction of the gap to the anchor closed per day. */
  meanReversionPerDay: number;
  /** ln(reference price in tenths): where the fair value reverts to. */
  logAnchor: number;
  jumpProbabilityPerDay: number;
  jumpSigma: number;
  /** A typical day's volume, in trading units. */
  typicalDailyUnits: number;
}

export function symbolModel(seed: number, instrument: Instrument, unitShares: number): SymbolModel {
  const rng = new Prng(hashSeed(seed, instrument.symbol, 'params'));
  const growth = instrument.tickTable === 'other';
  const annualVolatility =
    0.2 +
    0.18 * rng.next() +
    (growth ? 0.18 : 0) +
    (SECTOR_VOLATILITY_SHIFT[instrument.sector] ?? 0);
  const dailySigma = annualVolatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  // Growth names turn over a larger share of their stock each day than large caps.
  const turnoverFraction = growth ? 0.008 + 0.02 * rng.next() : 0.002 + 0.005 * rng.next();
  return {
    symbol: instrument.symbol,
    table: instrument.tickTable,
    dailySigma,
    marketCorrelation: growth ? 0.25 + 0.25 * rng.next() : 0.4 + 0.35 * rng.next(),
    meanReversionPerDay: Math.LN2 / TRADING_DAYS_PER_YEAR,
    logAnchor: Math.log(Number(decimalToTenths(instrument.referencePrice))),
    jumpProbabilityPerDay: 0.008 + 0.012 * rng.next(),
    jumpSigma: dailySigma * (3 + 2 * rng.next()),
    typicalDailyUnits: Math.max(1, (instrument.sharesOutstanding * turnoverFraction) / unitShares),
  };
}

/** Growable columns of daily bars (exact prices) for one name. */
export class DailyChain {
  open = new BigInt64Array(512);
  high = new BigInt64Array(512);
  low = new BigInt64Array(512);
  close = new BigInt64Array(512);
  volumeUnits = new Float64Array(512);
  /** Each day's broadened sides (BROADENED_UP | BROADENED_DOWN), decided by the days before it. */
  broadened = new Uint8Array(512);
  length = 0;
  /**
   * The name's first trading day (index from the history start): 0 for a name listed before the
   * history starts, the listing day for a new listing (nothing exists before it).
   */
  readonly firstDayIndex: number;
  /** The close before the first day: the base of the first day's limits. */
  readonly initialClose: PriceTenths;
  private fairValue: number; // ln(tenths)
  private previousClose: PriceTenths;
  private broadening: BroadeningState = INITIAL_BROADENING_STATE;
  private readonly rng: Prng;
  /** The name's own shocks' clustered variance (the market's is the MarketFactor's). */
  private readonly ownVariance = new ClusteredVariance();
  private readonly ownSlow: SlowVolatility;
  private readonly limitsCache = new Map<PriceTenths, PriceLimitsTenths>();
  /** What yesterday's headline lifted the fair value by: the news does not last (given back). */
  private headlineLift = 0;

  constructor(
    seed: number,
    private readonly model: SymbolModel,
    /** Each day trades at least this many units (one per print), so every print is a trade. */
    private readonly minimumDailyUnits: number,
    /**
     * A new listing: its first day and the base of that day's limits (the offering price, as the
     * exchange takes it for a new listing's first quote). Its own random stream and a fair value
     * drawn around its anchor (the offering price too) decide where it opens, inside the limits.
     */
    listing?: { firstDayIndex: number; basePrice: PriceTenths },
  ) {
    this.rng = new Prng(
      listing
        ? hashSeed(seed, model.symbol, 'listed', listing.firstDayIndex, String(listing.basePrice))
        : hashSeed(seed, model.symbol, 'days'),
    );
    this.ownSlow = new SlowVolatility(
      new Prng(
        listing
          ? hashSeed(seed, model.symbol, 'listed-volatility', listing.firstDayIndex)
          : hashSeed(seed, model.symbol, 'volatility'),
      ),
    );
    const stationarySpread = model.dailySigma / Math.sqrt(2 * model.meanReversionPerDay);
    // A name with years of history starts anywhere in its long-run spread; a new listing starts
    // one day's move from its offering price (the book-building found the price the market bears).
    this.fairValue =
      model.logAnchor + (listing ? model.dailySigma : 0.5 * stationarySpread) * this.rng.normal();
    this.firstDayIndex = listing?.firstDayIndex ?? 0;
    this.initialClose =
      listing?.basePrice ?? snapModelValueToTick(Math.exp(this.fairValue), model.table, 'nearest');
    this.previousClose = this.initialClose;
    if (listing) {
      this.length = listing.firstDayIndex;
      const capacity = listing.firstDayIndex + 512;
      this.open = new BigInt64Array(capacity);
      this.high = new BigInt64Array(capacity);
      this.low = new BigInt64Array(capacity);
      this.close = new BigInt64Array(capacity);
      this.volumeUnits = new Float64Array(capacity);
      this.broadened = new Uint8Array(capacity);
    }
  }

  /** Generates days up to `count` (exclusive index), using the shared market shocks. */
  extendTo(count: number, market: MarketFactor): void {
    while (this.length < count) {
      this.step(
        market.shock(this.length),
        market.variance(this.length),
        market.headlineOn(this.length) === this.model.symbol,
      );
    }
  }

  closeBefore(dayIndex: number): PriceTenths {
    return dayIndex <= this.firstDayIndex ? this.initialClose : this.close[dayIndex - 1]!;
  }

  /**
   * The sides of day `dayIndex`'s limits the exchange broadened: decided by the days before it, so
   * known once they are generated (the next day's too).
   */
  broadeningOn(dayIndex: number): LimitBroadening {
    if (dayIndex > this.length) throw new RangeError(`day ${dayIndex - 1} is not generated yet`);
    if (dayIndex === this.length) return this.broadening.next;
    const flags = this.broadened[dayIndex]!;
    return { up: (flags & BROADENED_UP) !== 0, down: (flags & BROADENED_DOWN) !== 0 };
  }

  /** Day `dayIndex`'s limits: from the close before it, broadened as the days before decided. */
  limitsOn(dayIndex: number): PriceLimitsTenths {
    return this.limitsFrom(this.closeBefore(dayIndex), this.broadeningOn(dayIndex));
  }

  private step(marketShock: number, marketVariance: number, headline: boolean): void {
    const { model, rng } = this;
    // Yesterday's headline is given back overnight: the fair value returns to where the news
    // found it, so headlines lift a day and never drift a name's level over the years.
    this.fairValue -= this.headlineLift;
    this.headlineLift = 0;
    const rho = model.marketCorrelation;
    // Today's volatility: the name's long-run one scaled by where the market's and its own
    // clustered variances stand; the day's range and opening noise scale with it too.
    const ownSlow = this.ownSlow.next();
    const todayVariance =
      rho * rho * marketVariance + (1 - rho * rho) * ownSlow * this.ownVariance.current;
    const sigma = model.dailySigma * Math.sqrt(todayVariance);
    const own = Math.sqrt(ownSlow) * this.ownVariance.next(rng.normal());
    const diffusive = model.dailySigma * (rho * marketShock + Math.sqrt(1 - rho * rho) * own);
    const reversion = model.meanReversionPerDay * (model.logAnchor - this.fairValue);
    let jump = 0;
    let jumpOvernight = false;
    // News clusters too: jumps come more often, and larger, in a wild spell.
    if (rng.next() < model.jumpProbabilityPerDay * Math.min(todayVariance, 2)) {
      jump = model.jumpSigma * Math.sqrt(todayVariance) * rng.normal();
      jumpOvernight = rng.next() < 0.5;
    }
    const start = this.fairValue;
    let closeValue = start + reversion + diffusive + jump;
    // Part of the day's move happens overnight and shows in the open, plus some opening noise.
    const overnightShare = 0.1 + 0.3 * rng.next();
    let openValue =
      start +
      overnightShare * (reversion + diffusive) +
      (jumpOvernight ? jump : 0) +
      0.15 * sigma * rng.normal();

    const broadening = this.broadening.next;
    const limits = this.limitsFrom(this.previousClose, broadening);
    if (headline) {
      // The headline of the day (docs/market-data.md): news overnight takes the fair value three
      // of the day's sigmas beyond the upper limit, open and close, so the day is stuck there.
      const lift = Math.max(
        0,
        Math.log(Number(limits.limitUpTenths)) + 3 * sigma - Math.min(openValue, closeValue),
      );
      openValue += lift;
      closeValue += lift;
      this.headlineLift = lift;
    }
    const snap = (logValue: number, direction: 'down' | 'up' | 'nearest'): PriceTenths =>
      clampToLimitsTenths(snapModelValueToTick(Math.exp(logValue), model.table, direction), limits);
    const open = snap(openValue, 'nearest');
    const close = snap(closeValue, 'nearest');
    const top = maxBigint(open, close);
    const bottom = minBigint(open, close);
    // The day's extremes reach out from its open and close; on a day pinned at a limit from open
    // to close they reach out from where the fair value really was, so a day far beyond the
    // limit never comes back to trade below (above) it: it is stuck at the limit.
    const pinnedUp = open === limits.limitUpTenths && close === limits.limitUpTenths;
    const pinnedDown = open === limits.limitDownTenths && close === limits.limitDownTenths;
    const highFrom = pinnedDown ? Math.max(openValue, closeValue) : Math.log(Number(top));
    const lowFrom = pinnedUp ? Math.min(openValue, closeValue) : Math.log(Number(bottom));
    const high = maxBigint(top, snap(highFrom + Math.abs(rng.normal()) * 0.5 * sigma, 'up'));
    const low = minBigint(bottom, snap(lowFrom - Math.abs(rng.normal()) * 0.5 * sigma, 'down'));

    // Busier on big moves; lognormal day-to-day noise around the name's typical volume.
    const moveSize = Math.abs(closeValue - start) / model.dailySigma;
    const units = Math.round(
      model.typicalDailyUnits * Math.exp(0.35 * rng.normal() - 0.06) * (0.7 + 0.45 * moveSize),
    );

    this.ensureCapacity();
    const i = this.length;
    this.open[i] = open;
    this.high[i] = high;
    this.low[i] = low;
    this.close[i] = close;
    this.volumeUnits[i] = Math.max(this.minimumDailyUnits, units);
    this.broadened[i] = (broadening.up ? BROADENED_UP : 0) | (broadening.down ? BROADENED_DOWN : 0);
    this.broadening = nextBroadeningState(
      this.broadening,
      outcomeOfBar({ open, high, low, close }, limits),
    );
    this.length += 1;
    this.fairValue = closeValue;
    this.previousClose = close;
  }

  /**
   * Prices revisit the same grid points, so the (exact) limit computation is remembered; broadened
   * days are rare and computed each time.
   */
  private limitsFrom(base: PriceTenths, broadening: LimitBroadening): PriceLimitsTenths {
    if (broadening.up || broadening.down)
      return priceLimitsTenths(base, this.model.table, broadening);
    let limits = this.limitsCache.get(base);
    if (!limits) {
      limits = priceLimitsTenths(base, this.model.table);
      this.limitsCache.set(base, limits);
    }
    return limits;
  }

  private ensureCapacity(): void {
    if (this.length < this.open.length) return;
    const grow = <T extends BigInt64Array | Float64Array | Uint8Array>(column: T): T => {
      const bigger = new (column.constructor as new (length: number) => T)(column.length * 2);
      bigger.set(column as never);
      return bigger;
    };
    this.open = grow(this.open);
    this.high = grow(this.high);
    this.low = grow(this.low);
    this.close = grow(this.close);
    this.volumeUnits = grow(this.volumeUnits);
    this.broadened = grow(this.broadened);
  }
}
