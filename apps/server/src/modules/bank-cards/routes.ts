import type { FastifyInstance } from 'fastify';
import {
  bankCardAddRequest,
  bankCardDeleteRequest,
  bankCardItem,
  bankCardListResponse,
  emptyRequest,
  emptyResponse,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import type { BankCardService } from './service';

export function registerBankCardRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: BankCardService,
): void {
  registerCustomerRoute(app, guards, {
    path: '/bank/add',
    summary:
      'Bind a bank account in the verified name (Japan: bank, branch, 3-digit branch code, futsu/toza, 7-digit number)',
    tag: 'bank',
    body: bankCardAddRequest,
    data: bankCardItem,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.add(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/bank/list',
    summary: 'The customer’s bound bank accounts, numbers masked to the last 4 digits',
    tag: 'bank',
    body: emptyRequest,
    data: bankCardListResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.list(requireCustomer(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/bank/delete',
    summary: 'Unbind one of the customer’s bank accounts',
    tag: 'bank',
    body: bankCardDeleteRequest,
    data: emptyResponse,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.remove(requireCustomer(request), body.cardId),
  });
}
