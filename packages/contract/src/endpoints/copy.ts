import { z } from 'zod';
import { compare, isDecimalString, type DecimalString } from '@kabuto/money';
import { decimalField } from '../decimal-field';
import { localizedNames } from '../localized';
import { CUSTOMER, OPTIONAL_CUSTOMER, customerEndpoint } from '../endpoint';
import { amountField } from './funding';
import {
  copyLeaderApplicationView,
  copyLeaderApplyRequest,
  copyLeaderStrategyView,
} from './copy-leaders';

/**
 * Copy trading (docs/copy-trading.md): products that follow a strategy, a pool per product with
 * units at a net asset value (NAV), follows and redemptions. Integrity rule 5: only realised
 * figures are shown, never a promised return.
 */

const decimal = decimalField();

/** The journal entry types a follow and a redemption move on the follower's accounts. */
export const COPY_ENTRY_TYPES = ['copy_follow', 'copy_redeem'] as const;

export const COPY_PRODUCT_STATUSES = ['draft', 'open', 'ended', 'terminated'] as const;
export const COPY_STRATEGY_KINDS = ['house', 'leader'] as const;
/** The house strategies' published rules (docs/copy-trading.md). */
export const COPY_HOUSE_RULES = ['trend', 'rebound'] as const;
/** A follower's record: the spec's in progress, ended or terminated. */
export const COPY_RECORD_STATUSES = ['in_progress', 'ended', 'terminated'] as const;

export const copyProductIdField = z
  .number({ error: 'copy_product_not_found' })
  .int({ error: 'copy_product_not_found' })
  .positive({ error: 'copy_product_not_found' });

/** Units as a customer types them: positive, at most six decimals. */
export const copyUnitsField = decimalField({
  sign: 'positive',
  integerDigits: 24,
  scale: 6,
  error: 'copy_units_invalid',
});

export const copyHoldingView = z.object({
  units: decimal,
  /** What the units are worth now (whole yen, rounded down). */
  value: decimal,
  /** Money put in, and net money taken out. */
  invested: decimal,
  withdrawn: decimal,
  /** value + withdrawn − invested: a loss shows as a loss. */
  profit: decimal,
  firstFollowedAt: z.string(),
  /** Redemption opens at this instant (the follow time limit). */
  lockupEndsAt: z.string(),
  /** Units in a redemption that waits for the pool to sell (paid at the NAV of that moment). */
  pendingUnits: decimal,
  /** The copy stop-loss: a share of the investment ("0.2" = redeem at a 20% loss), or none. */
  stopLossRate: decimal.nullable(),
  stopLossFiredAt: z.string().nullable(),
  /**
   * Profit since the last daily close the pool's NAV was recorded at, and over the trading day
   * before it (flows in between counted as money in and out); null without that history.
   */
  todayProfit: decimal.nullable(),
  yesterdayProfit: decimal.nullable(),
});

export const copyProductView = z.object({
  id: z.number().int(),
  names: localizedNames,
  issuer: z.object({
    kind: z.enum(COPY_STRATEGY_KINDS),
    names: localizedNames,
    /** A house strategy's published rules, or a leader's profile. */
    description: localizedNames,
  }),
  status: z.enum(COPY_PRODUCT_STATUSES),
  minInvestment: decimal,
  lockupDays: z.number().int(),
  subscriptionDeadlineAt: z.string(),
  /** Share of the gain above the high-water mark charged at redemption ("0.2" = 20%). */
  performanceFeeRate: decimal,
  capacity: decimal,
  /** The pool's equity now (cash and positions at market): the spec's fund size. */
  fundSize: decimal,
  /** The pool's cash now: what is not invested (whole lots could not buy it), redemptions' source. */
  cash: decimal,
  units: decimal,
  /** NAV per unit now (rounded to 2 decimals for display); ¥10,000 when the pool has no units. */
  nav: decimal,
  /** Realised since the first unit: NAV ÷ 10,000 − 1, as a ratio ("0.0512"); history, not a promise. */
  returnSinceStart: decimal,
  /** Realised over the last 30 / 90 days of recorded closes; null while the history is shorter. */
  return30d: decimal.nullable(),
  return90d: decimal.nullable(),
  /** The deepest fall of the recorded NAV from a previous peak, as a ratio ("0.12"); null without history. */
  maxDrawdown: decimal.nullable(),
  /**
   * 1 (calm) to 10 (wild), from the realised volatility of the daily NAV, the maximum drawdown and
   * the leverage used (docs/copy-trading.md, "Risk level"); null until 20 closes are recorded.
   */
  riskLevel: z.number().int().min(1).max(10).nullable(),
  /** Daily closes recorded so far. */
  historyDays: z.number().int(),
  /** A yearly return the issuer aims at, labelled as a target (never a promise), or none. */
  targetAnnualReturn: decimal.nullable(),
  /** An ended or terminated product: when, and why (every holding is redeemed). */
  closedAt: z.string().nullable(),
  closeReason: localizedNames.nullable(),
  followers: z.number().int(),
  myHolding: copyHoldingView.nullable(),
});

export const copyFlowView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: z.enum(['follow', 'redeem']),
  units: decimal,
  /** The NAV per unit the flow was priced at (2 decimals for display). */
  nav: decimal,
  amount: decimal,
  fee: decimal,
  net: decimal,
  at: z.string(),
});

/** Why a redemption was made: the follower asked, their stop-loss fired, the product closed. */
export const COPY_REDEMPTION_REASONS = ['request', 'stop_loss', 'ended', 'terminated'] as const;

export const copyRedemptionView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  units: decimal,
  reason: z.enum(COPY_REDEMPTION_REASONS),
  requestedAt: z.string(),
  /** Waiting: the pool is selling positions to pay it, at the NAV when it is paid. */
  status: z.enum(['waiting', 'paid']),
  flow: copyFlowView.nullable(),
});

export const copyRecordView = z.object({
  product: copyProductView.omit({ myHolding: true }),
  holding: copyHoldingView,
  status: z.enum(COPY_RECORD_STATUSES),
  flows: z.array(copyFlowView),
  redemptions: z.array(copyRedemptionView),
});

export const copyNavPoint = z.object({
  /** The trading day (Japan), YYYY-MM-DD. */
  day: z.string(),
  /** NAV per unit at that close (2 decimals) and the pool's equity. */
  nav: decimal,
  equity: decimal,
});

/**
 * What the people who followed actually got (docs/copy-trading.md): computed from every
 * follower's money in, money out and value now after the fee a redemption would charge. Shown
 * only when at least `COPY_MIN_FOLLOWERS_SHOWN` people followed, so no one's result can be told.
 */
export const COPY_MIN_FOLLOWERS_SHOWN = 3;

export const copyFollowersGot = z.object({
  /** Everyone who ever followed. */
  followers: z.number().int(),
  /** The median follower's return after fees, as a ratio. */
  medianReturn: decimal,
  /** The share of followers whose money out plus value now is below their money in. */
  shareInLoss: decimal,
  /** The median of the strategy's own NAV return over each follower's time in it. */
  strategyMedianReturn: decimal,
  /** The median of (follower's return − the strategy's over the same time): what entry, exit and fees cost. */
  medianGap: decimal,
});

export const copyHistoryResponse = z.object({
  points: z.array(copyNavPoint),
  /** Null while fewer than COPY_MIN_FOLLOWERS_SHOWN people followed. */
  followersGot: copyFollowersGot.nullable(),
});

/** A stop-loss as a share of the investment, 0.01 to 0.99; null removes it. */
export const copyStopLossRequest = z.object({
  productId: copyProductIdField,
  rate: decimalField({
    sign: 'positive',
    integerDigits: 1,
    scale: 2,
    error: 'copy_stop_loss_invalid',
  })
    .refine(
      (rate) =>
        isDecimalString(rate) &&
        compare(rate, '0.01' as DecimalString) >= 0 &&
        compare(rate, '0.99' as DecimalString) <= 0,
      { error: 'copy_stop_loss_invalid' },
    )
    .nullable(),
});

export const copyProductRequest = z.object({ productId: copyProductIdField });
export const copyFollowRequest = z.object({ productId: copyProductIdField, amount: amountField });
export const copyRedeemRequest = z.object({
  productId: copyProductIdField,
  units: copyUnitsField,
});

/** My application to lead (copy-leaders.ts) and, once approved, my strategy and its products. */
export const copyLeaderStatusResponse = z.object({
  /** Days of trading history an application needs (COPY_LEADER_MIN_HISTORY_DAYS). */
  minHistoryDays: z.number().int(),
  /** My latest application, or none. */
  application: copyLeaderApplicationView.nullable(),
  /** Once approved: my strategy and the products that follow it (their pools mirror my trades). */
  strategy: copyLeaderStrategyView.nullable(),
  products: z.array(copyProductView.omit({ myHolding: true })),
});

export const copyApi = {
  products: customerEndpoint({
    path: '/copy/products',
    summary: 'Copy-trading products open to follow or followed, with realised figures only',
    request: z.object({}).optional(),
    response: z.array(copyProductView),
    access: OPTIONAL_CUSTOMER,
  }),
  product: customerEndpoint({
    path: '/copy/product',
    summary: 'One product: terms, issuer and rules, fund size, NAV, my holding',
    request: copyProductRequest,
    response: copyProductView,
    access: OPTIONAL_CUSTOMER,
  }),
  follow: customerEndpoint({
    path: '/copy/follow',
    summary: 'Follow a product: money from available funds into its pool, for units at the NAV now',
    request: copyFollowRequest,
    response: copyFlowView,
    access: CUSTOMER,
    idempotency: 'required',
  }),
  redeem: customerEndpoint({
    path: '/copy/redeem',
    summary:
      'Redeem units after the lock-up: paid at once at the NAV now when the pool has the cash, otherwise when it has sold enough (the performance fee above the high-water mark)',
    request: copyRedeemRequest,
    response: copyRedemptionView,
    access: CUSTOMER,
    idempotency: 'required',
  }),
  history: customerEndpoint({
    path: '/copy/history',
    summary: "A product's NAV at each recorded close, and what its followers actually got",
    request: copyProductRequest,
    response: copyHistoryResponse,
    access: OPTIONAL_CUSTOMER,
  }),
  stopLoss: customerEndpoint({
    path: '/copy/stopLoss',
    summary: 'Set or remove my copy stop-loss on a product (a share of my investment)',
    request: copyStopLossRequest,
    response: copyHoldingView,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  records: customerEndpoint({
    path: '/copy/records',
    summary: 'My copy-trading records: each product I followed, my holding and every flow',
    request: z.object({}).optional(),
    response: z.array(copyRecordView),
    access: CUSTOMER,
  }),
  leaderApply: customerEndpoint({
    path: '/copy/leaderApply',
    summary:
      'Apply to lead: a display name and profile, reviewed in the console (identity verified, a trading history of COPY_LEADER_MIN_HISTORY_DAYS days)',
    request: copyLeaderApplyRequest,
    response: copyLeaderApplicationView,
    access: CUSTOMER,
    idempotency: 'required',
  }),
  leaderStatus: customerEndpoint({
    path: '/copy/leaderStatus',
    summary: 'My application to lead and, once approved, my strategy and its products',
    request: z.object({}).optional(),
    response: copyLeaderStatusResponse,
    access: CUSTOMER,
  }),
};
