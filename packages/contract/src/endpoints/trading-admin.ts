import { z } from 'zod';
import { reasonField } from './admin';
import { localizedNames, reasonLocaleField } from '../localized';
import { symbolField } from './market';
import {
  POSITION_STATUSES,
  dayTradingApplication,
  positionDetail,
  positionView,
  positionIdField,
} from './trading';
import { tradingSettings } from './trading-settings';

/** What operators read and send about trading (the console; docs/trading.md). */
/* Operators ------------------------------------------------------------------------------------- */

export const saveTradingSettingsRequest = z.object({
  settings: tradingSettings,
  reason: reasonField,
});

export const lendingQuota = z.object({
  symbol: z.string(),
  names: localizedNames,
  /** null: the default quota applies. */
  quotaShares: z.number().int().nullable(),
  effectiveQuotaShares: z.number().int(),
  usedShares: z.number().int(),
});
export const lendingQuotasResponse = z.array(lendingQuota);
export const saveLendingQuotaRequest = z.object({
  symbol: symbolField,
  /** null returns the symbol to the default quota; 0 closes short selling in it. */
  quotaShares: z.number().int().min(0).max(1_000_000_000).nullable(),
  reason: reasonField,
});

export const adminPositionView = positionView.extend({
  customerId: z.number().int(),
  account: z.string(),
});
export const adminPositionsRequest = z.object({
  customerId: z.number().int().positive().optional(),
  statuses: z.array(z.enum(POSITION_STATUSES)).max(6).optional(),
  symbol: symbolField.optional(),
  cursor: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const adminPositionsResponse = z.object({
  items: z.array(adminPositionView),
  nextCursor: z.number().int().nullable(),
});
export const adminPositionDetail = positionDetail.extend({
  customerId: z.number().int(),
  account: z.string(),
});
export const lockPositionRequest = z.object({ positionId: positionIdField, reason: reasonField });

export const adminDayTradingApplication = dayTradingApplication.extend({
  customerId: z.number().int(),
  account: z.string(),
  reviewedBy: z.string().nullable(),
});
export const dayTradingQueueRequest = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  cursor: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const dayTradingQueueResponse = z.object({
  items: z.array(adminDayTradingApplication),
  nextCursor: z.number().int().nullable(),
});
export const dayTradingDecisionRequest = z.object({
  applicationId: z.number().int().positive(),
  reason: reasonField,
  /** The language of the reason, which the customer reads (the console sends its own). */
  reasonLocale: reasonLocaleField,
});
