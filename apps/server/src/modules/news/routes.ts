import type { FastifyInstance } from 'fastify';
import { newsDetailRequest, newsDetailResponse, newsListRequest, newsListResponse } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import { newsService } from './service';

export function registerNewsRoutes(app: FastifyInstance, guards: RouteGuards, db: Database): void {
  const service = newsService(db);

  registerCustomerRoute(app, guards, {
    path: '/news/list',
    summary: 'News of one category, newest first, keyset paged',
    tag: 'news',
    body: newsListRequest,
    data: newsListResponse,
    access: 'public',
    idempotent: false,
    handle: (_request, body) => service.list(body),
  });

  registerCustomerRoute(app, guards, {
    path: '/news/detail',
    summary: 'One article; a signed-in reader is counted once',
    tag: 'news',
    body: newsDetailRequest,
    data: newsDetailResponse,
    access: 'optional',
    idempotent: false,
    handle: (request, body) => service.detail(body, request.customer?.id ?? null),
  });
}
