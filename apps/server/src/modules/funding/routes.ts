import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  adminDepositDetail,
  adminWithdrawalDetail,
  approveDepositRequest,
  approveWithdrawRequest,
  adminDepositChannel,
  channelsResponse,
  customerDepositIdRequest,
  customerWithdrawalIdRequest,
  depositIdRequest,
  depositInfoRequest,
  depositInfoResponse,
  depositQueueResponse,
  depositRecord,
  depositRequest,
  emptyRequest,
  fundingDecisionResponse,
  fundingQueueRequest,
  fundingSettingsResponse,
  ledgerCheckResponse,
  rejectDepositRequest,
  rejectWithdrawRequest,
  saveChannelRequest,
  saveSettingsRequest,
  walletsResponse,
  withdrawalIdRequest,
  withdrawalRecord,
  withdrawInfoRequest,
  withdrawInfoResponse,
  withdrawQueueResponse,
  withdrawRequest,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { requireCustomer } from '../../platform/auth';
import { assertRole, requireOperator } from '../../platform/operator-auth';
import { OPERATOR_API_PREFIX, registerOperatorRoute } from '../../platform/operator-route';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import { sendUpload } from '../../platform/uploads';
import { withOperatorIdempotency } from './operator-idempotency';
import type { FundingReviewService } from './review';
import type { FundingService } from './service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Reviewing and paying money is the finance desk's (admins may do everything). */
const FINANCE = ['finance'] as const;
/** Reading channels and settings: every desk that talks to customers about money. */
const READERS = ['finance', 'compliance', 'support'] as const;
/** Changing where customers send money, or the limits: admins only. */
const ADMINS = ['admin'] as const;

export type FundingRouteDeps = {
  db: Database;
  customer: FundingService;
  review: FundingReviewService;
  uploadDir: string;
};

export function registerFundingRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  authenticateOperator: Hook,
  deps: FundingRouteDeps,
): void {
  const { db, customer: service, review } = deps;

  registerCustomerRoute(app, guards, {
    path: '/funding/depositInfo',
    summary:
      'Deposit screen: channels, quick amounts, minimum and maximum, the deposit window, and the withdrawal rules (shown before the first deposit)',
    tag: 'funding',
    body: depositInfoRequest,
    data: depositInfoResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.depositInfo(requireCustomer(request), body?.currency),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/deposit',
    moneyMovement: true,
    summary:
      'Report a bank transfer with its proof (uploaded first); pending until an operator approves it',
    tag: 'funding',
    body: depositRequest,
    data: depositRecord,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.deposit(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/depositDetail',
    summary: 'One of the customer’s own deposits',
    tag: 'funding',
    body: customerDepositIdRequest,
    data: depositRecord,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.depositDetail(requireCustomer(request), body.depositId),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/withdrawDetail',
    summary: 'One of the customer’s own withdrawals',
    tag: 'funding',
    body: customerWithdrawalIdRequest,
    data: withdrawalRecord,
    access: 'customer',
    idempotent: false,
    handle: (request, body) =>
      service.withdrawalDetail(requireCustomer(request), body.withdrawalId),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/withdrawInfo',
    summary:
      'Withdraw screen: available and withdrawable amounts, the rules, any restriction with its reason',
    tag: 'funding',
    body: withdrawInfoRequest,
    data: withdrawInfoResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.withdrawInfo(requireCustomer(request), body?.currency),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/withdraw',
    moneyMovement: true,
    summary:
      'Request a withdrawal to one of the customer’s cards (fund password); the amount is held until an operator pays it out or rejects it',
    tag: 'funding',
    body: withdrawRequest,
    data: withdrawalRecord,
    access: 'customer',
    // The body carries the fund password: no digest of it is stored for replays. A repeated
    // request is refused by the one-operation-at-a-time rule instead.
    idempotent: false,
    handle: (request, body) => service.withdraw(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/funding/wallets',
    summary: 'Every currency wallet: available, held, margin, loan',
    tag: 'funding',
    body: emptyRequest,
    data: walletsResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.wallets(requireCustomer(request)),
  });

  /* Operators --------------------------------------------------------------------------------- */

  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/depositQueue',
    summary: 'Deposits to review (open: oldest first), or approved/rejected ones (newest first)',
    body: fundingQueueRequest,
    data: depositQueueResponse,
    roles: FINANCE,
    handle: (_request, body) => review.depositQueue(body),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/depositDetail',
    summary: 'One deposit with its channel, proof, customer and history',
    body: depositIdRequest,
    data: adminDepositDetail,
    roles: FINANCE,
    handle: (_request, body) => review.depositDetail(body.depositId),
  });
  // The image itself is the answer, so this route does not use the JSON envelope on success.
  app.route({
    method: 'POST',
    url: `${OPERATOR_API_PREFIX}/funding/depositProof`,
    schema: {
      summary: 'The transfer proof of a deposit; answers the image; each view is audited',
      tags: ['admin'],
      body: depositIdRequest,
      security: [{ operatorToken: [] }],
    },
    preHandler: [authenticateOperator],
    handler: async (request, reply) => {
      const operator = requireOperator(request);
      assertRole(operator, FINANCE);
      const { depositId } = request.body as z.output<typeof depositIdRequest>;
      const upload = await review.depositProof(operator, depositId, request.ip);
      return sendUpload(reply, deps.uploadDir, upload, `deposit-${depositId}-proof`);
    },
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/approveDeposit',
    summary:
      'Approve a deposit: credits the ledger (audited); above the dual-control threshold a second, different operator must approve',
    body: approveDepositRequest,
    data: fundingDecisionResponse,
    roles: FINANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(db, request, operator!, () =>
        review.approveDeposit(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/rejectDeposit',
    summary: 'Reject a deposit with a reason the customer sees (audited)',
    body: rejectDepositRequest,
    data: fundingDecisionResponse,
    roles: FINANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(db, request, operator!, () =>
        review.rejectDeposit(operator!, body, request.ip),
      ),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/withdrawQueue',
    summary: 'Withdrawals to review (open: oldest first), or approved/rejected ones (newest first)',
    body: fundingQueueRequest,
    data: withdrawQueueResponse,
    roles: FINANCE,
    handle: (_request, body) => review.withdrawQueue(body),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/withdrawDetail',
    summary: 'One withdrawal with the full card details, the customer’s wallet and history',
    body: withdrawalIdRequest,
    data: adminWithdrawalDetail,
    roles: FINANCE,
    handle: (_request, body) => review.withdrawDetail(body.withdrawalId),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/approveWithdraw',
    summary:
      'Approve a withdrawal: pays the held amount out (audited); above the dual-control threshold a second, different operator must approve',
    body: approveWithdrawRequest,
    data: fundingDecisionResponse,
    roles: FINANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(db, request, operator!, () =>
        review.approveWithdraw(operator!, body, request.ip),
      ),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/rejectWithdraw',
    summary:
      'Reject a withdrawal with a reason the customer sees; the held amount is released (audited)',
    body: rejectWithdrawRequest,
    data: fundingDecisionResponse,
    roles: FINANCE,
    handle: (request, body, operator) =>
      withOperatorIdempotency(db, request, operator!, () =>
        review.rejectWithdraw(operator!, body, request.ip),
      ),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/channels',
    summary: 'Deposit channels, enabled or not',
    body: emptyRequest,
    data: channelsResponse,
    roles: READERS,
    handle: () => review.channels(),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/saveChannel',
    summary: 'Create or change a deposit channel (audited with before and after)',
    body: saveChannelRequest,
    data: adminDepositChannel,
    roles: ADMINS,
    handle: (request, body, operator) => review.saveChannel(operator!, body, request.ip),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/settings',
    summary: 'Deposit and withdrawal limits, fees, hours, the dual-control threshold',
    body: emptyRequest,
    data: fundingSettingsResponse,
    roles: READERS,
    handle: () => review.settings(),
  });
  registerOperatorRoute(app, authenticateOperator, {
    path: '/funding/saveSettings',
    summary: 'Change funding settings (audited with before and after)',
    body: saveSettingsRequest,
    data: fundingSettingsResponse,
    roles: ADMINS,
    handle: (request, body, operator) => review.saveSettings(operator!, body, request.ip),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/ledger/check',
    summary:
      'Recompute every balance from the journal: entries balance, cached balances match, no customer balance negative',
    body: emptyRequest,
    data: ledgerCheckResponse,
    roles: FINANCE,
    handle: (request, _body, operator) => review.ledgerCheck(operator!, request.ip),
  });
}
