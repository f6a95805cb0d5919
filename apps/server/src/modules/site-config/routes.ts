import type { FastifyInstance } from 'fastify';
import { siteConfigRequest, siteConfigResponse } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import { listSiteConfig } from './repo';

/** The defaults every new deployment starts from; `logo` is a path under the image base (/api). */
export const SITE_CONFIG_DEFAULTS: Record<string, string> = {
  title: 'Kabuto',
  logo: '/images/logo.svg',
  support_contact: 'support@kabuto.example',
  support_hours: '09:00-18:00 JST',
};

export function registerSiteConfigRoutes(app: FastifyInstance, guards: RouteGuards, db: Database): void {
  registerCustomerRoute(app, guards, {
    path: '/common/config',
    summary: 'Site configuration as name/value pairs (spec section 7, call 1)',
    tag: 'common',
    body: siteConfigRequest,
    data: siteConfigResponse,
    access: 'public',
    idempotent: false,
    handle: async () => listSiteConfig(db),
  });
}
