import { commonApi, type Locale, type SiteConfigEntry } from '@kabuto/contract';
import { api } from './index';
import { API_ORIGIN } from './origin';

/** Images are served from the origin under /api (spec section 7): a logo `/images/x.svg` is `/api/images/x.svg`. */
export const IMAGE_BASE = `${API_ORIGIN}/api`;

export type SiteConfig = {
  title: string;
  logoUrl: string;
  supportContact: string;
  supportHours: string;
  /** Every name/value pair the operator configured, including ones this app does not know yet. */
  values: Readonly<Record<string, string>>;
};

/** The operator's company as About us shows it, in one language (COMPANY_CONFIG_NAMES). */
export type CompanyDetails = { name: string; address: string; registration: string; phone: string };

/** The company's details in `locale`, each falling back to the Japanese value the operator gave. */
export function companyDetails(config: SiteConfig, locale: Locale): CompanyDetails {
  const worded = (field: 'name' | 'address' | 'registration') =>
    config.values[`company_${field}_${locale}`] || config.values[`company_${field}_ja`] || '';
  return {
    name: worded('name'),
    address: worded('address'),
    registration: worded('registration'),
    phone: config.values.company_phone ?? '',
  };
}

export function imageUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${IMAGE_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

const FALLBACK_LOGO_PATH = '/images/logo.svg';

export function toSiteConfig(
  entries: readonly SiteConfigEntry[],
  fallbackTitle: string,
): SiteConfig {
  const values = Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
  return {
    title: values.title || fallbackTitle,
    logoUrl: imageUrl(values.logo || FALLBACK_LOGO_PATH),
    supportContact: values.support_contact ?? '',
    supportHours: values.support_hours ?? '',
    values,
  };
}

/**
 * POST /common/config {type: 'all'}; on failure the app still starts, with the built-in name and
 * logo. Asked before the texts are loaded, so the built-in name comes afterwards.
 */
export async function loadSiteConfig(): Promise<(fallbackTitle: string) => SiteConfig> {
  let entries: readonly SiteConfigEntry[] = [];
  try {
    entries = await api.call(commonApi.config, { type: 'all' });
  } catch {
    // The built-in name and logo.
  }
  return (fallbackTitle) => toSiteConfig(entries, fallbackTitle);
}
