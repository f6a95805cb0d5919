import { z } from 'zod';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';
import { emptyRequest } from './user';
import {
  adminDepositChannel,
  adminDepositDetail,
  adminWithdrawalDetail,
  approveDepositRequest,
  approveWithdrawRequest,
  channelsResponse,
  customerDepositIdRequest,
  customerWithdrawalIdRequest,
  depositIdRequest,
  depositInfoRequest,
  depositInfoResponse,
  depositQueueResponse,
  depositRecord,
  depositRequest,
  fundingDecisionResponse,
  fundingQueueRequest,
  fundingSettingsResponse,
  ledgerCheckResponse,
  rejectDepositRequest,
  rejectWithdrawRequest,
  saveChannelRequest,
  saveSettingsRequest,
  walletsResponse,
  withdrawInfoRequest,
  withdrawInfoResponse,
  withdrawQueueResponse,
  withdrawRequest,
  withdrawalIdRequest,
  withdrawalRecord,
} from './funding';

/** The funding endpoints, customer and operator (schemas in funding.ts; docs/funding.md). */
export const fundingApi = {
  depositInfo: customerEndpoint({
    path: '/funding/depositInfo',
    summary:
      'Deposit screen: channels, quick amounts, minimum and maximum, the deposit window, and the withdrawal rules (shown before the first deposit)',
    request: depositInfoRequest,
    response: depositInfoResponse,
    access: CUSTOMER,
  }),
  deposit: customerEndpoint({
    path: '/funding/deposit',
    summary:
      'Report a bank transfer with its proof (uploaded first); pending until an operator approves it',
    request: depositRequest,
    response: depositRecord,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'money',
  }),
  depositDetail: customerEndpoint({
    path: '/funding/depositDetail',
    summary: 'One of the customer’s own deposits',
    request: customerDepositIdRequest,
    response: depositRecord,
    access: CUSTOMER,
  }),
  withdrawDetail: customerEndpoint({
    path: '/funding/withdrawDetail',
    summary: 'One of the customer’s own withdrawals',
    request: customerWithdrawalIdRequest,
    response: withdrawalRecord,
    access: CUSTOMER,
  }),
  withdrawInfo: customerEndpoint({
    path: '/funding/withdrawInfo',
    summary:
      'Withdraw screen: available and withdrawable amounts, the rules, any restriction with its reason',
    request: withdrawInfoRequest,
    response: withdrawInfoResponse,
    access: CUSTOMER,
  }),
  withdraw: customerEndpoint({
    path: '/funding/withdraw',
    summary:
      'Request a withdrawal to one of the customer’s cards (fund password); the amount is held until an operator pays it out or rejects it',
    request: withdrawRequest,
    response: withdrawalRecord,
    access: CUSTOMER,
    // No replay: the body carries the fund password, and no digest of it is stored for one. A
    // repeated request is refused by the one-operation-at-a-time rule instead.
    rateLimit: 'money',
  }),
  wallets: customerEndpoint({
    path: '/funding/wallets',
    summary: 'Every currency wallet: available, held, margin, loan',
    request: emptyRequest,
    response: walletsResponse,
    access: CUSTOMER,
  }),
};

export const fundingAdminApi = {
  depositProof: operatorEndpoint({
    path: '/funding/depositProof',
    summary: 'The transfer proof of a deposit; answers the image; each view is audited',
    request: depositIdRequest,
    response: z.null(),
    access: operators('finance'),
    answer: 'image',
  }),
  depositQueue: operatorEndpoint({
    path: '/funding/depositQueue',
    summary: 'Deposits to review (open: oldest first), or approved/rejected ones (newest first)',
    request: fundingQueueRequest,
    response: depositQueueResponse,
    access: operators('finance'),
  }),
  depositDetail: operatorEndpoint({
    path: '/funding/depositDetail',
    summary: 'One deposit with its channel, proof, customer and history',
    request: depositIdRequest,
    response: adminDepositDetail,
    access: operators('finance'),
  }),
  approveDeposit: operatorEndpoint({
    path: '/funding/approveDeposit',
    summary:
      'Approve a deposit: credits the ledger (audited); above the dual-control threshold a second, different operator must approve',
    request: approveDepositRequest,
    response: fundingDecisionResponse,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  rejectDeposit: operatorEndpoint({
    path: '/funding/rejectDeposit',
    summary: 'Reject a deposit with a reason the customer sees (audited)',
    request: rejectDepositRequest,
    response: fundingDecisionResponse,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  withdrawQueue: operatorEndpoint({
    path: '/funding/withdrawQueue',
    summary: 'Withdrawals to review (open: oldest first), or approved/rejected ones (newest first)',
    request: fundingQueueRequest,
    response: withdrawQueueResponse,
    access: operators('finance'),
  }),
  withdrawDetail: operatorEndpoint({
    path: '/funding/withdrawDetail',
    summary: 'One withdrawal with the full card details, the customer’s wallet and history',
    request: withdrawalIdRequest,
    response: adminWithdrawalDetail,
    access: operators('finance'),
  }),
  approveWithdraw: operatorEndpoint({
    path: '/funding/approveWithdraw',
    summary:
      'Approve a withdrawal: pays the held amount out (audited); above the dual-control threshold a second, different operator must approve',
    request: approveWithdrawRequest,
    response: fundingDecisionResponse,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  rejectWithdraw: operatorEndpoint({
    path: '/funding/rejectWithdraw',
    summary:
      'Reject a withdrawal with a reason the customer sees; the held amount is released (audited)',
    request: rejectWithdrawRequest,
    response: fundingDecisionResponse,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  channels: operatorEndpoint({
    path: '/funding/channels',
    summary: 'Deposit channels, enabled or not',
    request: emptyRequest,
    response: channelsResponse,
    access: operators('finance', 'compliance', 'support'),
  }),
  saveChannel: operatorEndpoint({
    path: '/funding/saveChannel',
    summary: 'Create or change a deposit channel (audited with before and after)',
    request: saveChannelRequest,
    response: adminDepositChannel,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  settings: operatorEndpoint({
    path: '/funding/settings',
    summary: 'Deposit and withdrawal limits, fees, hours, the dual-control threshold',
    request: emptyRequest,
    response: fundingSettingsResponse,
    access: operators('finance', 'compliance', 'support'),
  }),
  saveSettings: operatorEndpoint({
    path: '/funding/saveSettings',
    summary: 'Change funding settings (audited with before and after)',
    request: saveSettingsRequest,
    response: fundingSettingsResponse,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  /** Each run is audited: a retried click answers the first run's report instead of a second run. */
  check: operatorEndpoint({
    path: '/ledger/check',
    summary:
      'Recompute every balance from the journal: entries balance, cached balances match, no customer balance negative',
    request: emptyRequest,
    response: ledgerCheckResponse,
    access: operators('finance'),
    idempotency: 'optional',
  }),
};
