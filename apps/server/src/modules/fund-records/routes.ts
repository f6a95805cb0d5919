import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  customerFundsRequest,
  customerFundsResponse,
  fundRecordsRequest,
  fundRecordsResponse,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { registerOperatorRoute } from '../../platform/operator-route';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import type { FundRecordService } from './service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function registerFundRecordRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  authenticateOperator: Hook,
  service: FundRecordService,
): void {
  registerCustomerRoute(app, guards, {
    path: '/funding/records',
    summary:
      'Fund records: deposits, withdrawals, or every ledger entry touching the customer (newest first, keyset paged)',
    tag: 'funding',
    body: fundRecordsRequest,
    data: fundRecordsResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.list(requireCustomer(request).id, body),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/customers/funds',
    summary: 'One customer’s wallets, member-centre figures, open request and fund records',
    body: customerFundsRequest,
    data: customerFundsResponse,
    roles: ['support', 'compliance', 'finance'],
    handle: (_request, body) => service.customerFunds(body.customerId, body),
  });
}
