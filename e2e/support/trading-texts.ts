import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { readLocaleFile } from './locale-file';

/** The customer app's 'trading' namespace (apps/web/src/locales/trading), for the trading specs. */
const TRADING_DIR = path.join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'web',
  'src',
  'locales',
  'trading',
);

const TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, readLocaleFile(path.join(TRADING_DIR, `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

/** A text of the trading namespace as the customer sees it (interpolation filled in). */
export function tradingText(
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
): string {
  const template = TEXTS[locale].get(key);
  if (template === undefined) throw new Error(`No trading text ${key} in ${locale}`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

/** No raw key of the trading namespace on the page (dotted keys cannot be ordinary words). */
export async function expectNoRawTradingKeys(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  const leaked = [...TEXTS.ja.keys()].filter((key) => key.includes('.') && visible.includes(key));
  expect(leaked, `raw trading keys on ${page.url()}`).toEqual([]);
  expect(visible).not.toMatch(/\{\{\w+\}\}/);
}
