import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';
import { operators } from './schema-operators';
import { at, knownLocale, localeColumn, sqlTextList } from './columns';
import { copyProducts, copyStrategies } from './schema-copy';

/*
 * Copy trading's leaders (docs/copy-trading.md, "Leaders"): customers' applications to lead and
 * the durable state of mirroring a leader's positions into the pools of their products. The
 * strategies, products, pools and flows are in schema-copy.ts.
 */

export const COPY_LEADER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A customer's application to lead (docs/copy-trading.md, "Leaders"; the spec's seat account):
 * the display name and profile as they wrote them, in the language they wrote them in, reviewed
 * by an operator who publishes the strategy's names and description in every language on
 * approval (the strategy row it made is `strategy_id`) or rejects it with a reason the customer
 * reads. At most one pending application per customer (a partial unique index, so two sent at
 * once make one).
 */
export const copyLeaderApplications = pgTable(
  'copy_leader_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    displayName: text('display_name').notNull(),
    profile: text('profile').notNull(),
    locale: localeColumn('locale').notNull(),
    /** The customer's idempotency key, and a digest of what was asked with it. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: COPY_LEADER_APPLICATION_STATUSES }).notNull().default('pending'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewerOperatorId: bigint('reviewer_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    /** The operator's reason (a rejection's is what the customer reads), and its language. */
    reviewReason: text('review_reason'),
    reviewReasonLocale: localeColumn('review_reason_locale'),
    /** The leader strategy the approval made. */
    strategyId: bigint('strategy_id', { mode: 'number' }).references(() => copyStrategies.id),
  },
  (table) => [
    uniqueIndex('copy_leader_applications_one_pending')
      .on(table.customerId)
      .where(sql`status = 'pending'`),
    uniqueIndex('copy_leader_applications_client_key').on(table.customerId, table.clientKey),
    index('copy_leader_applications_queue_idx').on(table.status, table.id),
    check(
      'copy_leader_applications_status',
      sql`status IN (${sqlTextList(COPY_LEADER_APPLICATION_STATUSES)})`,
    ),
    check('copy_leader_applications_locale', knownLocale('locale')),
    check('copy_leader_applications_reason_locale', knownLocale('review_reason_locale')),
    check(
      'copy_leader_applications_reviewed',
      sql`(status = 'pending') = (reviewed_at IS NULL AND reviewer_operator_id IS NULL)`,
    ),
    check(
      'copy_leader_applications_strategy',
      sql`(status = 'approved') = (strategy_id IS NOT NULL)`,
    ),
  ],
);

export const COPY_MIRROR_STATES = ['opening', 'open', 'closed', 'skipped'] as const;

/**
 * The durable state of mirroring one leader position into one product's pool (mirror-job.ts):
 * `opening` while the pool's order is being placed (or was refused: `refusal_key`, tried again
 * on the next run), `open` once the pool holds `pool_position_id`, `closed` once that position
 * is closed (the leader closed, or the pool had already sold it), `skipped` when there was
 * nothing to mirror (`skip_reason`: a pool too small for a lot, the leader closed first...).
 * Every order is keyed by the product and the leader position, so a run repeated by another
 * process or after a crash replays instead of doubling.
 */
export const copyMirrors = pgTable(
  'copy_mirrors',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => copyProducts.id),
    leaderPositionId: bigint('leader_position_id', { mode: 'number' }).notNull(),
    /** What the leader opened, as the console shows the mirror. */
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: ['long', 'short'] }).notNull(),
    leverage: integer('leverage').notNull(),
    state: text('state', { enum: COPY_MIRROR_STATES }).notNull(),
    /** The lots the pool orders (0 for a skip): what the open's key was first placed with. */
    lots: integer('lots').notNull(),
    poolPositionId: bigint('pool_position_id', { mode: 'number' }),
    skipReason: text('skip_reason'),
    /** The trading rules' key when the last attempt was refused (retried on the next run). */
    refusalKey: text('refusal_key'),
    createdAt: at('created_at').notNull(),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.leaderPositionId] }),
    index('copy_mirrors_active_idx')
      .on(table.productId)
      .where(sql`state IN ('opening', 'open')`),
    check('copy_mirrors_state', sql`state IN (${sqlTextList(COPY_MIRROR_STATES)})`),
    check('copy_mirrors_lots', sql`lots >= 0`),
    check(
      'copy_mirrors_position',
      sql`(state IN ('open', 'closed')) = (pool_position_id IS NOT NULL)`,
    ),
    check('copy_mirrors_skipped', sql`(state = 'skipped') = (skip_reason IS NOT NULL)`),
  ],
);
