import { z } from 'zod';
import { compare, fromInteger, isDecimalString } from '@kabuto/money';
import { decimalField } from '../decimal-field';
import { localizedNames, localizedTextInput } from '../localized';
import { operatorEndpoint, operators } from '../endpoint';
import { amountField } from './funding';
import { reasonField } from './admin';
import {
  adminCopyLeaderApplication,
  copyLeaderApplicationsRequest,
  copyReviewLeaderRequest,
} from './copy-leaders';
import {
  COPY_HOUSE_RULES,
  COPY_STRATEGY_KINDS,
  copyNavPoint,
  copyProductIdField,
  copyProductRequest,
  copyProductView,
  copyRedemptionView,
} from './copy';

/**
 * Copy trading's operator endpoints (docs/copy-trading.md), under /api/admin/copy/: strategies,
 * products and their pools, leader applications; every change audited. The customer's side is
 * copy.ts.
 */

const decimal = decimalField();

export const adminCopyStrategy = z.object({
  id: z.number().int(),
  kind: z.enum(COPY_STRATEGY_KINDS),
  rule: z.enum(COPY_HOUSE_RULES).nullable(),
  basket: z.array(z.string()),
  names: localizedNames,
  description: localizedNames,
  status: z.enum(['active', 'suspended']),
  suspendReason: localizedNames.nullable(),
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
  /** An optional yearly target, shown labelled as a target: 0 to 0.99. */
  targetAnnualReturn: decimalField({
    sign: 'nonNegative',
    integerDigits: 1,
    scale: 4,
    error: 'invalid_params',
  })
    .refine((rate) => isDecimalString(rate) && compare(rate, fromInteger(1)) < 0, {
      error: 'invalid_params',
    })
    .optional(),
  reason: reasonField,
});

/** Ending (its term is over) or terminating (stopped early) a product, with the reason followers read. */
export const copyCloseProductRequest = z.object({
  productId: copyProductIdField,
  kind: z.enum(['end', 'terminate'], { error: 'invalid_params' }),
  reason: localizedTextInput(200),
});

export const copySuspendStrategyRequest = z.object({
  strategyId: z.number({ error: 'copy_strategy_not_found' }).int().positive(),
  reason: localizedTextInput(200),
});

export const adminCopyPool = z.object({
  product: copyProductView.omit({ myHolding: true }),
  /** The pool's open positions as the trading module shows them. */
  positions: z.array(
    z.object({
      id: z.number().int(),
      symbol: z.string(),
      shares: z.number().int(),
      openPrice: decimal.nullable(),
      margin: decimal,
      unrealizedPnl: decimal.nullable(),
      status: z.string(),
      openedAt: z.string().nullable(),
    }),
  ),
  navHistory: z.array(copyNavPoint),
  waitingRedemptions: z.array(copyRedemptionView.extend({ customerId: z.number().int() })),
  rebalances: z.array(
    z.object({ day: z.string(), finishedAt: z.string().nullable(), summary: z.unknown() }),
  ),
  /**
   * A leader product's mirrored trades, newest first: each leader position, what the pool did
   * (opening, open, closed) or why it did not ('skipped' with its reason: a pool too small for a
   * lot, its cash short, the leader closed before it could be mirrored), and the trading rules'
   * key when the last order was refused (tried again on the next run). Empty for a house product.
   */
  mirrors: z.array(
    z.object({
      leaderPositionId: z.number().int(),
      symbol: z.string(),
      direction: z.enum(['long', 'short']),
      leverage: z.number().int(),
      state: z.enum(['opening', 'open', 'closed', 'skipped']),
      lots: z.number().int(),
      poolPositionId: z.number().int().nullable(),
      skipReason: z.string().nullable(),
      refusalKey: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
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
  pool: operatorEndpoint({
    path: '/copy/pool',
    summary: "A product's pool: positions, NAV history, waiting redemptions, daily rebalances",
    request: copyProductRequest,
    response: adminCopyPool,
    access: operators('support', 'compliance', 'finance'),
  }),
  closeProduct: operatorEndpoint({
    path: '/copy/closeProduct',
    summary:
      'End or terminate a product with the reason its followers read: every holding is redeemed (audited)',
    request: copyCloseProductRequest,
    response: copyProductView.omit({ myHolding: true }),
    access: operators('admin'),
    idempotency: 'optional',
  }),
  suspendStrategy: operatorEndpoint({
    path: '/copy/suspendStrategy',
    summary: 'Suspend a strategy with a reason: its open products are terminated (audited)',
    request: copySuspendStrategyRequest,
    response: adminCopyStrategy,
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
  leaderApplications: operatorEndpoint({
    path: '/copy/leaderApplications',
    summary: "Applications to lead with each applicant's account, verification and trading history",
    request: copyLeaderApplicationsRequest,
    response: z.array(adminCopyLeaderApplication),
    access: operators('support', 'compliance', 'finance'),
  }),
  reviewLeader: operatorEndpoint({
    path: '/copy/reviewLeader',
    summary:
      'Approve an application to lead (a leader strategy with the published names and description) or reject it with a reason (audited)',
    request: copyReviewLeaderRequest,
    response: adminCopyLeaderApplication,
    access: operators('admin', 'compliance'),
    idempotency: 'optional',
  }),
};
