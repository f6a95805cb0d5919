import { z } from 'zod';
import { PUBLIC, customerEndpoint } from '../endpoint';

/** POST /api/vue/common/config — exactly the spec's shape (section 7, call 1). */
export const siteConfigRequest = z.object({ type: z.literal('all') });
export const siteConfigEntry = z.object({ name: z.string(), value: z.string() });
export const siteConfigResponse = z.array(siteConfigEntry);
export type SiteConfigEntry = z.infer<typeof siteConfigEntry>;

/**
 * The operator's company as About us shows it (issue 17): one value per language for what is
 * worded (ADR 0020: operators enter texts in every language), one for the telephone number.
 */
export const COMPANY_CONFIG_NAMES = [
  'company_name_ja',
  'company_name_zh-TW',
  'company_name_en',
  'company_address_ja',
  'company_address_zh-TW',
  'company_address_en',
  'company_registration_ja',
  'company_registration_zh-TW',
  'company_registration_en',
  'company_phone',
] as const;

/** The names every deployment has; operators may add more. */
export const SITE_CONFIG_NAMES = [
  'title',
  'logo',
  'support_contact',
  'support_hours',
  ...COMPANY_CONFIG_NAMES,
  // The support desk's schedule ("1-5 09:00-18:00", Japan time) and "we answer within N hours":
  // checked before they are stored (support-hours.ts).
  'support_schedule',
  'support_reply_hours',
] as const;

export const commonApi = {
  config: customerEndpoint({
    path: '/common/config',
    summary: 'Site configuration as name/value pairs (spec section 7, call 1)',
    request: siteConfigRequest,
    response: siteConfigResponse,
    access: PUBLIC,
  }),
};
