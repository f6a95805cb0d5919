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
  // A new deployment says plainly that it is a demonstration: no company or registration is
  // invented. An operator enters the real ones (console, site configuration) before going live.
  company_name_ja: 'Kabuto デモ環境（運営会社は未設定です）',
  'company_name_zh-TW': 'Kabuto 示範環境（尚未設定營運公司）',
  company_name_en: 'Kabuto demonstration (no operating company configured)',
  company_address_ja: '未設定',
  'company_address_zh-TW': '尚未設定',
  company_address_en: 'Not configured',
  company_registration_ja: '金融商品取引業の登録はありません（デモ環境）',
  'company_registration_zh-TW': '無金融商品交易業登錄（示範環境）',
  company_registration_en: 'No financial instruments business registration (demonstration)',
  company_phone: '',
  // Read by the support chat (modules/support/hours.ts): weekdays 9:00–18:00 Japan time, and the
  // answer time the customer is promised outside them.
  support_schedule: '1-5 09:00-18:00',
  support_reply_hours: '24',
};

export function registerSiteConfigRoutes(serve: EndpointServer, db: Database): void {
  serve.json(commonApi.config, () => listSiteConfig(db));
}
