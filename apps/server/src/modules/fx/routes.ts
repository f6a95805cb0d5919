import type { FastifyInstance } from 'fastify';
import {
  fxExchangeRequest,
  fxExchangeResponse,
  fxQuoteRequest,
  fxQuoteResponse,
  fxRatesRequest,
  fxRatesResponse,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import type { FxService } from './service';

export function registerFxRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: FxService,
): void {
  registerCustomerRoute(app, guards, {
    path: '/fx/rates',
    summary: 'Current rates of the ten currencies per US dollar, with their source',
    tag: 'fx',
    body: fxRatesRequest,
    data: fxRatesResponse,
    access: 'customer',
    idempotent: false,
    handle: () => service.rates(),
  });

  registerCustomerRoute(app, guards, {
    path: '/fx/quote',
    moneyMovement: true,
    summary:
      'Quote an exchange: the rate and the amount received (rounded down to the target’s minor unit), valid for a short time; no fee',
    tag: 'fx',
    body: fxQuoteRequest,
    data: fxQuoteResponse,
    access: 'customer',
    idempotent: false,
    handle: (request, body) => service.quote(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/fx/exchange',
    moneyMovement: true,
    summary: 'Exchange at a quoted rate within its validity: both legs in one journal entry',
    tag: 'fx',
    body: fxExchangeRequest,
    data: fxExchangeResponse,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.exchange(requireCustomer(request), body.quoteId),
  });
}
