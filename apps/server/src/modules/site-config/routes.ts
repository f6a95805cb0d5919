import { commonApi } from '@kabuto/contract';
import type { Database } from '../../db/client';
import type { EndpointServer } from '../../platform/serve';
import { listSiteConfig } from './repo';

/** The defaults every new deployment starts from; `logo` is a path under the image base (/api). */
export const SITE_CONFIG_DEFAULTS: Record<string, string> = {
  title: 'Kabuto',
  logo: '/images/logo.svg',
  support_contact: 'support@kabuto.example',
  support_hours: '09:00-18:00 JST',
};

export function registerSiteConfigRoutes(serve: EndpointServer, db: Database): void {
  serve.json(commonApi.config, () => listSiteConfig(db));
}
