import type { FastifyInstance } from 'fastify';
import {
  changeLoginPasswordRequest,
  emptyRequest,
  emptyResponse,
  loginRequest,
  loginResponse,
  registerRequest,
  registerResponse,
  setFundPasswordRequest,
  userInfoResponse,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import type { AuthService } from './service';

export function registerAuthRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: AuthService,
  limits: { registerPerHour: number },
): void {
  registerCustomerRoute(app, guards, {
    path: '/user/register',
    summary: 'Register with a ten-digit phone number, an 8-character password and an invitation code',
    tag: 'user',
    body: registerRequest,
    data: registerResponse,
    access: 'public',
    idempotent: true,
    rateLimit: { max: limits.registerPerHour, timeWindow: '1 hour' },
    handle: (_request, body) => service.register(body),
  });

  registerCustomerRoute(app, guards, {
    path: '/user/login',
    summary: 'Log in; the answer holds the session token',
    tag: 'user',
    body: loginRequest,
    data: loginResponse,
    access: 'public',
    // The answer holds a session token, which must never be stored for a replay.
    idempotent: false,
    handle: (request, body) =>
      service.login(body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  });

  registerCustomerRoute(app, guards, {
    path: '/user/logout',
    summary: 'End this session',
    tag: 'user',
    body: emptyRequest,
    data: emptyResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.logout(requireCustomer(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/user/info',
    summary: 'The signed-in customer: account, verification status, asset figures',
    tag: 'user',
    body: emptyRequest,
    data: userInfoResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.info(requireCustomer(request)),
  });

  registerCustomerRoute(app, guards, {
    path: '/user/changeLoginPassword',
    summary: 'Change the login password (old, new, confirm); ends every session',
    tag: 'user',
    body: changeLoginPasswordRequest,
    data: emptyResponse,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.changeLoginPassword(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/user/setFundPassword',
    summary: 'Set the fund password (with the login password) or change it (with the current one)',
    tag: 'user',
    body: setFundPasswordRequest,
    data: emptyResponse,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.setFundPassword(requireCustomer(request), body),
  });
}
