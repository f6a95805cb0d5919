import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';
import { at, everyLanguage, localizedText, money, sqlTextList } from './columns';
import { decimalColumn } from './decimal-column';

/*
 * Copy trading (docs/copy-trading.md, ADR 0029): strategies, the products operators publish for
 * them, each product's pool (a managed trading account: a `customers` row of kind `pool`), the
 * followers' holdings in units, and every follow and redemption. Money lives only in the ledger:
 * a follow moves the follower's available money to the pool's, a redemption back, every entry
 * naming the flow (reference_type 'copy_flow').
 */

/** Units of a pool: six decimals (modules/copy/units.ts). */
const units = (name: string) => decimalColumn(name, { precision: 30, scale: 6 });
/** A NAV per unit as it was used: exact enough to recompute a flow's figures. */
const nav = (name: string) => decimalColumn(name, { precision: 40, scale: 12 });

export const COPY_STRATEGY_KINDS = ['house', 'leader'] as const;
export const COPY_HOUSE_RULES = ['trend', 'rebound'] as const;
export const COPY_STRATEGY_STATUSES = ['active', 'suspended'] as const;

export const copyStrategies = pgTable(
  'copy_strategies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: COPY_STRATEGY_KINDS }).notNull(),
    /** The issuer as followers see it. */
    names: localizedText('names').notNull(),
    /** A house strategy's published rules; a leader's profile. */
    description: localizedText('description').notNull(),
    leaderCustomerId: bigint('leader_customer_id', { mode: 'number' }).references(
      () => customers.id,
    ),
    /** A house strategy's rule (modules/copy/house/rules.ts) and the symbols it trades. */
    ruleCode: text('rule_code', { enum: COPY_HOUSE_RULES }),
    basket: jsonb('basket').$type<string[]>(),
    status: text('status', { enum: COPY_STRATEGY_STATUSES }).notNull().default('active'),
    /** A suspension's reason, in every language (its products are terminated with it). */
    suspendReason: localizedText('suspend_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  () => [
    check('copy_strategies_names', everyLanguage('names')),
    check('copy_strategies_description', everyLanguage('description')),
    check('copy_strategies_kind', sql`kind IN (${sqlTextList(COPY_STRATEGY_KINDS)})`),
    check('copy_strategies_status', sql`status IN (${sqlTextList(COPY_STRATEGY_STATUSES)})`),
    check(
      'copy_strategies_suspended',
      sql`(status = 'suspended') = (suspend_reason IS NOT NULL AND ${everyLanguage('suspend_reason')})`,
    ),
    check('copy_strategies_leader', sql`(kind = 'leader') = (leader_customer_id IS NOT NULL)`),
    check(
      'copy_strategies_house_rule',
      sql`(kind = 'house') = (rule_code IS NOT NULL AND basket IS NOT NULL)`,
    ),
    check(
      'copy_strategies_rule_known',
      sql`rule_code IS NULL OR rule_code IN (${sqlTextList(COPY_HOUSE_RULES)})`,
    ),
  ],
);

/**
 * A house strategy's daily rebalance of one product's pool, claimed once per trading day: the
 * row is the job's durable state (every process may run the job; the first to insert the row
 * runs it, a later run of the same day finishes what a crash left, its orders keyed by the day).
 */
export const copyRebalances = pgTable(
  'copy_rebalances',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    tradingDay: text('trading_day').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    /** What the run did: orders placed, positions closed, closes the rules did not allow yet. */
    summary: jsonb('summary'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tradingDay] })],
);

export const COPY_PRODUCT_STATUSES = ['draft', 'open', 'ended', 'terminated'] as const;

export const copyProducts = pgTable(
  'copy_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    strategyId: bigint('strategy_id', { mode: 'number' })
      .notNull()
      .references(() => copyStrategies.id),
    /** The pool's managed account, made when the product opens. */
    poolCustomerId: bigint('pool_customer_id', { mode: 'number' }).references(() => customers.id),
    names: localizedText('names').notNull(),
    minInvestment: money('min_investment').notNull(),
    /** A follow may not be redeemed before this many days have passed. */
    lockupDays: integer('lockup_days').notNull(),
    /** No follow after this instant ('copy_trade_deadline_passed'). */
    subscriptionDeadlineAt: at('subscription_deadline_at').notNull(),
    /** Share of the gain above the high-water mark, charged at redemption (0.2 = 20%). */
    performanceFeeRate: decimalColumn('performance_fee_rate', { precision: 6, scale: 4 }).notNull(),
    /** The most the pool accepts in follows, in yen. */
    capacity: money('capacity').notNull(),
    status: text('status', { enum: COPY_PRODUCT_STATUSES }).notNull().default('draft'),
    /** Units outstanding: always the sum of the holdings' units (same transaction, row lock). */
    units: units('units')
      .notNull()
      .default(sql`0`),
    /** Follows accepted so far, less what redemptions paid back (what capacity is checked against). */
    subscribed: money('subscribed')
      .notNull()
      .default(sql`0`),
    openedAt: at('opened_at'),
    /**
     * An optional yearly return the issuer aims at, shown only labelled as a target, never as a
     * promise (integrity rule 5): "0.08" = 8% a year.
     */
    targetAnnualReturn: decimalColumn('target_annual_return', { precision: 6, scale: 4 }),
    /** When the product was ended or terminated, and why (every follower is told, in their language). */
    closedAt: at('closed_at'),
    closeReason: localizedText('close_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('copy_products_pool_key').on(table.poolCustomerId),
    index('copy_products_status_idx').on(table.status, table.id),
    check('copy_products_names', everyLanguage('names')),
    check('copy_products_status', sql`status IN (${sqlTextList(COPY_PRODUCT_STATUSES)})`),
    check(
      'copy_products_terms',
      sql`min_investment > 0 AND lockup_days >= 0 AND capacity > 0 AND performance_fee_rate >= 0 AND performance_fee_rate < 1`,
    ),
    check('copy_products_units', sql`units >= 0 AND subscribed >= 0`),
    check('copy_products_pool_when_open', sql`status = 'draft' OR pool_customer_id IS NOT NULL`),
    check(
      'copy_products_closed',
      sql`(status IN ('ended', 'terminated')) = (closed_at IS NOT NULL AND close_reason IS NOT NULL)`,
    ),
    check(
      'copy_products_close_reason',
      sql`close_reason IS NULL OR ${everyLanguage('close_reason')}`,
    ),
  ],
);

export const copyHoldings = pgTable(
  'copy_holdings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    units: units('units').notNull(),
    /** The NAV per unit above which a redemption's gain is charged the performance fee. */
    highWaterNav: nav('high_water_nav').notNull(),
    /** Money put in and net money taken out, in yen. */
    invested: money('invested').notNull(),
    withdrawn: money('withdrawn')
      .notNull()
      .default(sql`0`),
    /** Redemption is refused before this instant (the last follow plus the lock-up). */
    lockupEndsAt: at('lockup_ends_at').notNull(),
    firstFollowedAt: at('first_followed_at').notNull(),
    /**
     * The follower's copy stop-loss: when the holding's loss (value + withdrawn − invested)
     * reaches this share of what was invested, every unit is redeemed (lock-up or not). Null: none.
     */
    stopLossRate: decimalColumn('stop_loss_rate', { precision: 6, scale: 4 }),
    /** When the stop-loss fired: it fires once (a conditional update claims it). */
    stopLossFiredAt: at('stop_loss_fired_at'),
    /** Units waiting in a redemption request (not redeemable again until paid). */
    pendingUnits: units('pending_units')
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    uniqueIndex('copy_holdings_one_per_customer').on(table.productId, table.customerId),
    index('copy_holdings_customer_idx').on(table.customerId, table.id),
    index('copy_holdings_stop_loss_idx')
      .on(table.productId)
      .where(sql`stop_loss_rate IS NOT NULL AND stop_loss_fired_at IS NULL`),
    check(
      'copy_holdings_units',
      sql`units >= 0 AND invested > 0 AND withdrawn >= 0 AND pending_units >= 0 AND pending_units <= units`,
    ),
    check(
      'copy_holdings_stop_loss',
      sql`stop_loss_rate IS NULL OR (stop_loss_rate > 0 AND stop_loss_rate < 1)`,
    ),
  ],
);

export const COPY_FLOW_KINDS = ['follow', 'redeem'] as const;

/** Every follow and redemption, with the NAV it was priced at: what the follower's records show. */
export const copyFlows = pgTable(
  'copy_flows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: COPY_FLOW_KINDS }).notNull(),
    /** The customer's idempotency key, and a digest of what was asked with it. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    units: units('units').notNull(),
    nav: nav('nav').notNull(),
    /** A follow: the amount paid in. A redemption: the units' value (gross). */
    amount: money('amount').notNull(),
    fee: money('fee')
      .notNull()
      .default(sql`0`),
    /** What the customer received (a redemption) or paid (a follow). */
    net: money('net').notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    uniqueIndex('copy_flows_client_key').on(table.customerId, table.clientKey),
    index('copy_flows_customer_idx').on(table.customerId, table.id),
    index('copy_flows_product_idx').on(table.productId, table.id),
    check('copy_flows_kind', sql`kind IN (${sqlTextList(COPY_FLOW_KINDS)})`),
    // A forced redemption of a last sliver of units can be worth less than a yen (amount 0).
    check(
      'copy_flows_amounts',
      sql`units > 0 AND fee >= 0 AND net >= 0 AND (amount > 0 OR (kind = 'redeem' AND amount = 0))`,
    ),
  ],
);

export const COPY_REDEMPTION_REASONS = ['request', 'stop_loss', 'ended', 'terminated'] as const;

/**
 * A redemption asked for and not yet paid, or paid (docs/copy-trading.md, "Leaving"): paid at
 * once when the pool's cash covers it, otherwise by the redemption job once it has closed enough
 * of the pool's positions, at the NAV of that moment (the "next NAV"). The units wait on the
 * holding (`pending_units`) so they cannot be asked for twice.
 */
export const copyRedemptions = pgTable(
  'copy_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    reason: text('reason', { enum: COPY_REDEMPTION_REASONS }).notNull(),
    /** The customer's idempotency key (a request), or the job's own (`stop_loss:…`, `closed:…`). */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    units: units('units').notNull(),
    requestedAt: at('requested_at').notNull(),
    /** The flow that paid it; null while it waits. */
    flowId: bigint('flow_id', { mode: 'number' }).references(() => copyFlows.id),
  },
  (table) => [
    uniqueIndex('copy_redemptions_client_key').on(table.customerId, table.clientKey),
    index('copy_redemptions_waiting_idx')
      .on(table.productId, table.id)
      .where(sql`flow_id IS NULL`),
    index('copy_redemptions_customer_idx').on(table.customerId, table.id),
    check('copy_redemptions_reason', sql`reason IN (${sqlTextList(COPY_REDEMPTION_REASONS)})`),
    check('copy_redemptions_units', sql`units > 0`),
  ],
);

/**
 * A pool's NAV at the close of each trading day (the daily snapshot job): what the NAV chart,
 * the realised returns, the drawdown, the risk level and today's / yesterday's profit come from.
 * A day the job could not take (the server was down through it) stays missing: a NAV is never
 * reconstructed after the fact.
 */
export const copyNavHistory = pgTable(
  'copy_nav_history',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    tradingDay: text('trading_day').notNull(),
    nav: nav('nav').notNull(),
    equity: money('equity').notNull(),
    units: units('units').notNull(),
    /** Positions' market value ÷ equity: how leveraged the pool was at the close. */
    exposure: decimalColumn('exposure', { precision: 12, scale: 6 }).notNull(),
    takenAt: at('taken_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.tradingDay] }),
    check('copy_nav_history_values', sql`nav > 0 AND equity >= 0 AND units > 0 AND exposure >= 0`),
  ],
);
