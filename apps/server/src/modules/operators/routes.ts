import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  auditListRequest,
  auditListResponse,
  customerDetailResponse,
  customerIdRequest,
  customerSearchRequest,
  customerSearchResponse,
  emptyResponse,
  operatorLoginRequest,
  operatorLoginResponse,
  operatorProfile,
  restrictRequest,
  siteConfigEntry,
  siteConfigUpdateRequest,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { registerOperatorRoute } from '../../platform/operator-route';
import { listSiteConfig } from '../site-config/repo';
import type { OperatorService } from './service';
import { findOperatorById } from './repo';
import type { OperatorRole } from '../../db/schema-operators';
import { AppError } from '../../platform/app-error';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const emptyBody = z.object({}).optional();

export function registerOperatorRoutes(app: FastifyInstance, authenticate: Hook, service: OperatorService, db: Database): void {
  registerOperatorRoute(app, authenticate, {
    path: '/auth/login',
    summary: 'Operator login (separate accounts and sessions from customers)',
    body: operatorLoginRequest,
    data: operatorLoginResponse,
    roles: 'public',
    handle: (request, body) => service.login(body, request.ip),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/auth/logout',
    summary: 'End this operator session',
    body: emptyBody,
    data: emptyResponse,
    roles: ['support', 'compliance', 'finance'],
    handle: (_request, _body, operator) => service.logout(operator!),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/auth/me',
    summary: 'The signed-in operator',
    body: emptyBody,
    data: operatorProfile,
    roles: ['support', 'compliance', 'finance'],
    handle: async (_request, _body, operator) => {
      const row = await findOperatorById(db, operator!.id);
      if (!row) throw new AppError('account_not_found');
      return { id: row.id, username: row.username, displayName: row.displayName, roles: row.roles as OperatorRole[] };
    },
  });
  registerOperatorRoute(app, authenticate, {
    path: '/audit/list',
    summary: 'The audit log, newest first (append-only)',
    body: auditListRequest,
    data: auditListResponse,
    roles: ['compliance'],
    handle: (_request, body) => service.auditTrail(body),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/config/list',
    summary: 'Site configuration',
    body: emptyBody,
    data: z.array(siteConfigEntry),
    roles: ['support', 'compliance', 'finance'],
    handle: () => listSiteConfig(db),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/config/update',
    summary: 'Set one site configuration value (audited)',
    body: siteConfigUpdateRequest,
    data: emptyResponse,
    roles: ['admin'],
    handle: (request, body, operator) => service.updateSiteConfig(operator!, body, request.ip),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/customers/search',
    summary: 'Find customers by account',
    body: customerSearchRequest,
    data: customerSearchResponse,
    roles: ['support', 'compliance', 'finance'],
    handle: (_request, body) => service.findCustomers(body.query, body.limit),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/customers/detail',
    summary: 'One customer with restriction history',
    body: customerIdRequest,
    data: customerDetailResponse,
    roles: ['support', 'compliance', 'finance'],
    handle: (_request, body) => service.customerDetail(body.customerId),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/customers/restrict',
    summary: 'Set a restriction with a reason (audited); bans end the customer’s sessions',
    body: restrictRequest,
    data: emptyResponse,
    roles: ['compliance'],
    handle: (request, body, operator) => service.restrict(operator!, body, request.ip),
  });
  registerOperatorRoute(app, authenticate, {
    path: '/customers/lift',
    summary: 'Lift a restriction with a reason (audited)',
    body: restrictRequest,
    data: emptyResponse,
    roles: ['compliance'],
    handle: (request, body, operator) => service.lift(operator!, body, request.ip),
  });
}
