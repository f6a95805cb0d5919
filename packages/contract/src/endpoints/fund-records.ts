import { z } from 'zod';
import { currencyField, moneyString, openOperation, walletsResponse } from './funding';
import { customerIdRequest } from './admin';
import { localizedNames, operatorReason } from '../localized';
import { userInfoResponse } from './user';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';

/**
 * Fund records (/user/FundingDetails): the deposit and withdrawal tabs list the requests with their
 * review status; the 'trade' tab lists the journal entries of the customer's orders and positions
 * (spec: a fund record's type is trade, deposit or withdraw); the 'all' tab lists every journal
 * entry that touches the customer's accounts
 * (deposits credited, withdrawals held, paid out or released, exchanges, and later trades, fees and
 * rewards). Newest first, keyset paged: pass `nextCursor` back as `cursor`.
 */
export const FUND_RECORD_TABS = ['deposit', 'withdraw', 'trade', 'all'] as const;
export type FundRecordTabKey = (typeof FUND_RECORD_TABS)[number];
export const fundRecordsRequest = z.object({
  tab: z.enum(FUND_RECORD_TABS, { error: 'invalid_params' }).default('all'),
  /** Opaque: the previous page's nextCursor (the "all" tab's says where each of its sources goes on). */
  cursor: z
    .string()
    .regex(/^\d{1,18}(\.\d{1,18})?$/, { error: 'invalid_params' })
    .nullish(),
  limit: z.number().int().min(1).max(50).default(20),
});

/** One leg of an entry on the customer's own accounts. */
export const fundRecordLeg = z.object({
  currency: currencyField,
  /** available, held, margin or loan */
  purpose: z.string(),
  /** Signed: positive adds to that account. */
  amount: moneyString,
});

export const fundRecord = z.object({
  /** 'deposit:12', 'withdrawal:7' or 'entry:345' */
  id: z.string(),
  kind: z.enum(['deposit', 'withdrawal', 'entry']),
  /** deposit, withdrawal, or the entry's type (deposit, withdrawal_hold, withdrawal_payout, exchange, ...) */
  type: z.string(),
  /** The business record's number (DP…, WD…, FX…) or the entry's (JE…). */
  orderNo: z.string(),
  /** The headline amount: the change to the customer's available funds (signed) in `currency`. */
  currency: currencyField,
  amount: moneyString,
  /** pending, awaiting_second_approval, approved, rejected, or completed for an entry without a request. */
  status: z.string(),
  /**
   * A withdrawal's card, or an entry's reason (the journal's own words, in English; the apps show
   * the translated type instead). Empty for a deposit request: its channel is `channelName`.
   */
  remark: z.string(),
  /** A deposit request's channel, in every language. */
  channelName: localizedNames.nullable(),
  /** A rejected request's reason, in the language the operator wrote it. */
  reviewReason: operatorReason.nullable(),
  createdAt: z.string(),
  legs: z.array(fundRecordLeg),
});
export type FundRecord = z.infer<typeof fundRecord>;

export const fundRecordsResponse = z.object({
  items: z.array(fundRecord),
  nextCursor: z.string().nullable(),
});

/** POST /api/admin/customers/funds: balances and fund records of one customer for the console. */
export const customerFundsRequest = customerIdRequest.extend({
  tab: z.enum(FUND_RECORD_TABS).default('all'),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullish(),
  limit: z.number().int().min(1).max(100).default(50),
});
export const customerFundsResponse = z.object({
  customerId: z.number().int(),
  account: z.string(),
  wallets: walletsResponse,
  /** The figures the customer's member centre shows. */
  figures: userInfoResponse.shape.assets,
  openOperation,
  records: fundRecordsResponse,
});

export const fundRecordsApi = {
  records: customerEndpoint({
    path: '/funding/records',
    summary:
      'Fund records: deposits, withdrawals, or every ledger entry touching the customer (newest first, keyset paged)',
    request: fundRecordsRequest,
    response: fundRecordsResponse,
    access: CUSTOMER,
  }),
};

export const fundRecordsAdminApi = {
  funds: operatorEndpoint({
    path: '/customers/funds',
    summary: 'One customer’s wallets, member-centre figures, open request and fund records',
    request: customerFundsRequest,
    response: customerFundsResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
};
