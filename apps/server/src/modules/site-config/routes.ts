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
  // Read by the support chat (modules/support/hours.ts): weekdays 9:00–18:00 Japan time, and the
  // answer time the customer is promised outside them.
  support_schedule: '1-5 09:00-18:00',
  support_reply_hours: '24',
};

export function registerSiteConfigRoutes(serve: EndpointServer, db: Database): void {
  serve.json(commonApi.config, () => listSiteConfig(db));
}
