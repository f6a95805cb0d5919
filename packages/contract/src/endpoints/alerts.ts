import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { localizedNames } from '../localized';
import { CUSTOMER, customerEndpoint } from '../endpoint';
import { symbolField } from './market';

/**
 * Price alerts (docs/alerts.md, ADR 0040): a customer's condition on one stock's price, checked
 * on every quote of the market feed. An alert fires once, when the price crosses its threshold;
 * then it is `fired` (off) until the customer enables it again, which is allowed only while the
 * condition is not met, so every firing is a real crossing. A firing is a notice (`price.alert`),
 * kept in the inbox and announced live.
 */

/**
 * `above`: the price rose to the threshold or higher; `below`: it fell to the threshold or lower;
 * `day_move`: the price moved the threshold's percentage or more from the previous close, up or
 * down.
 */
export const PRICE_ALERT_KINDS = ['above', 'below', 'day_move'] as const;
export type PriceAlertKind = (typeof PRICE_ALERT_KINDS)[number];

/** `armed`: waiting for the crossing; `fired`: it fired and is off until enabled again. */
export const PRICE_ALERT_STATUSES = ['armed', 'fired'] as const;
export type PriceAlertStatus = (typeof PRICE_ALERT_STATUSES)[number];

const decimal = decimalField();

/**
 * A price in yen (`above`, `below`) or a percentage (`day_move`). The syntax is checked here;
 * the tick grid (a price) or the daily price limit (a percentage) is the server's check.
 */
const thresholdField = decimalField({
  sign: 'positive',
  integerDigits: 10,
  scale: 4,
  error: 'price_alert_threshold_invalid',
});

const alertIdField = z
  .number({ error: 'price_alert_not_found' })
  .int({ error: 'price_alert_not_found' })
  .positive({ error: 'price_alert_not_found' });

export const priceAlertView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  kind: z.enum(PRICE_ALERT_KINDS),
  /** Yen for `above` and `below`, a percentage for `day_move`. */
  threshold: decimal,
  status: z.enum(PRICE_ALERT_STATUSES),
  createdAt: z.string(),
  /** The last time it fired and the price that fired it; null if it never fired. */
  firedAt: z.string().nullable(),
  firedPrice: decimal.nullable(),
});
export type PriceAlertView = z.infer<typeof priceAlertView>;

export const priceAlertCreateRequest = z.object({
  symbol: symbolField,
  kind: z.enum(PRICE_ALERT_KINDS, { error: 'invalid_params' }),
  threshold: thresholdField,
});
export type PriceAlertCreateRequest = z.input<typeof priceAlertCreateRequest>;

export const alertsApi = {
  list: customerEndpoint({
    path: '/alerts/list',
    summary: "The customer's own price alerts, newest first; of one stock when `symbol` is given",
    request: z.object({ symbol: symbolField.optional() }),
    response: z.object({
      items: z.array(priceAlertView),
      /** How many alerts a customer may keep (PRICE_ALERTS_PER_CUSTOMER). */
      limit: z.number().int(),
      /**
       * With `symbol`: what a new alert's threshold must fit, at the current price: the tick size
       * (a price must sit on the grid) and the largest day move (the daily price limit, in percent
       * of the previous close, two decimals, rounded down; null without a previous close).
       */
      stock: z
        .object({ price: decimal, tickSize: decimal, maxDayMovePercent: decimal.nullable() })
        .nullable(),
    }),
    access: CUSTOMER,
  }),
  create: customerEndpoint({
    path: '/alerts/create',
    summary:
      'Create a price alert on a stock; refused when its condition is met at the current price',
    request: priceAlertCreateRequest,
    response: priceAlertView,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  remove: customerEndpoint({
    path: '/alerts/delete',
    summary: "Delete one of the customer's own price alerts (another's answers not found)",
    request: z.object({ id: alertIdField }),
    response: z.null(),
    access: CUSTOMER,
  }),
  enable: customerEndpoint({
    path: '/alerts/enable',
    summary:
      'Arm a fired price alert again; refused while its condition is met at the current price',
    request: z.object({ id: alertIdField }),
    response: priceAlertView,
    access: CUSTOMER,
  }),
};
