import { z } from 'zod';
import { compare, fromInteger, isDecimalString } from '@kabuto/money';
import { decimalField } from '../decimal-field';
import { localizedNames, localizedTextInput } from '../localized';
import {
  CUSTOMER,
  OPTIONAL_CUSTOMER,
  customerEndpoint,
  operatorEndpoint,
  operators,
} from '../endpoint';
import { amountField } from './funding';
import { reasonField } from './admin';

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

export const copyRecordView = z.object({
  product: copyProductView.omit({ myHolding: true }),
  holding: copyHoldingView,
  status: z.enum(COPY_RECORD_STATUSES),
  flows: z.array(copyFlowView),
});

export const copyProductRequest = z.object({ productId: copyProductIdField });
export const copyFollowRequest = z.object({ productId: copyProductIdField, amount: amountField });
export const copyRedeemRequest = z.object({
  productId: copyProductIdField,
  units: copyUnitsField,
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
      'Redeem units after the lock-up at the NAV now, the performance fee above the high-water mark',
    request: copyRedeemRequest,
    response: copyFlowView,
    access: CUSTOMER,
    idempotency: 'required',
  }),
  records: customerEndpoint({
    path: '/copy/records',
    summary: 'My copy-trading records: each product I followed, my holding and every flow',
    request: z.object({}).optional(),
    response: z.array(copyRecordView),
    access: CUSTOMER,
  }),
};

export const adminCopyStrategy = z.object({
  id: z.number().int(),
  kind: z.enum(COPY_STRATEGY_KINDS),
  rule: z.enum(COPY_HOUSE_RULES).nullable(),
  basket: z.array(z.string()),
  names: localizedNames,
  description: localizedNames,
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
});

export const copySaveStrategyRequest = z.object({
  names: localizedTextInput(60),
  /** One of the published house rules; the strategy's description is the rule's own text. */
  rule: z.enum(COPY_HOUSE_RULES, { error: 'invalid_params' }),
  /** The listed symbols it trades. */
  basket: z
    .array(z.string().regex(/^[0-9][0-9A-Z]{3}$/, { error: 'product_unavailable' }))
    .min(1, { error: 'invalid_params' })
    .max(30, { error: 'invalid_params' })
    .refine((symbols) => new Set(symbols).size === symbols.length, { error: 'invalid_params' }),
  reason: reasonField,
});

export const copySaveProductRequest = z.object({
  strategyId: z.number().int().positive(),
  names: localizedTextInput(60),
  minInvestment: amountField,
  lockupDays: z.number().int().min(0).max(3650),
  subscriptionDeadlineAt: z.iso.datetime({ offset: true, error: 'invalid_params' }),
  /** A share of the gain: from 0 up to (not including) 1. */
  performanceFeeRate: decimalField({
    sign: 'nonNegative',
    integerDigits: 1,
    scale: 4,
    error: 'invalid_params',
  }).refine((rate) => isDecimalString(rate) && compare(rate, fromInteger(1)) < 0, {
    error: 'invalid_params',
  }),
  capacity: amountField,
  reason: reasonField,
});

export const copyProductActionRequest = z.object({
  productId: copyProductIdField,
  reason: reasonField,
});

export const copyAdminApi = {
  strategies: operatorEndpoint({
    path: '/copy/strategies',
    summary: 'Every copy-trading strategy',
    request: z.object({}).optional(),
    response: z.array(adminCopyStrategy),
    access: operators('support', 'compliance', 'finance'),
  }),
  saveStrategy: operatorEndpoint({
    path: '/copy/saveStrategy',
    summary: 'Create a house strategy with its published rules in every language (audited)',
    request: copySaveStrategyRequest,
    response: adminCopyStrategy,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  products: operatorEndpoint({
    path: '/copy/products',
    summary: 'Every product with its status, pool, units and NAV',
    request: z.object({}).optional(),
    response: z.array(copyProductView.omit({ myHolding: true })),
    access: operators('support', 'compliance', 'finance'),
  }),
  saveProduct: operatorEndpoint({
    path: '/copy/saveProduct',
    summary: 'Create a draft product for a strategy, with its terms (audited)',
    request: copySaveProductRequest,
    response: copyProductView.omit({ myHolding: true }),
    access: operators('admin'),
    idempotency: 'optional',
  }),
  openProduct: operatorEndpoint({
    path: '/copy/openProduct',
    summary: 'Open a draft product to followers: its pool account is made (audited)',
    request: copyProductActionRequest,
    response: copyProductView.omit({ myHolding: true }),
    access: operators('admin'),
    idempotency: 'optional',
  }),
};
