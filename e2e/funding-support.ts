import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { isValidMyNumber, type Locale } from '@kabuto/contract';
import sharp from 'sharp';
import { readLocaleFile } from './support/locale-file';

/**
 * Helpers of the funding specs (e2e/funding*.spec.ts): the funding namespace's texts, generated
 * images, the demo operator.
 */
const ROOT = path.join(import.meta.dirname, '..');

function readTexts(file: string): Map<string, string> {
  return readLocaleFile(path.join(ROOT, file));
}

function fill(template: string | undefined, key: string, values: Record<string, string>): string {
  if (template === undefined) throw new Error(`No text ${key}`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

const FUNDING: Record<Locale, Map<string, string>> = {
  ja: readTexts('apps/web/src/locales/funding/ja.json'),
  'zh-TW': readTexts('apps/web/src/locales/funding/zh-TW.json'),
  en: readTexts('apps/web/src/locales/funding/en.json'),
};

const FUNDING_DOTTED: readonly string[] = [...FUNDING.ja.keys()].filter((key) => key.includes('.'));

/** A text of the funding namespace in a language, interpolation filled in. */
export function ft(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return fill(FUNDING[locale].get(key), key, values);
}

const CONSOLE_JA = readTexts('apps/console/src/locales/ja.json');

/** A text of the operator console in Japanese. */
export function consoleText(key: string, values: Record<string, string> = {}): string {
  return fill(CONSOLE_JA.get(key), key, values);
}

/** No raw funding key on the page. */
export async function expectNoRawFundingKeys(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  // Dotted keys ("records.types.deposit") cannot be ordinary words on a page.
  const leaked = FUNDING_DOTTED.filter((key) => visible.includes(key));
  expect(leaked, `raw funding keys on ${page.url()}`).toEqual([]);
  expect(visible).not.toMatch(/\{\{\w+\}\}/);
}

/** A small real image of a document or a transfer slip (sharp re-encodes it on the server). */
export async function documentImage(
  label: string,
  format: 'png' | 'jpeg',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
      <rect width="480" height="300" rx="18" fill="#f4efe1"/>
      <rect x="24" y="60" width="120" height="150" fill="#c9d3e0"/>
      <text x="170" y="90" font-size="26" font-family="sans-serif" fill="#12263f">${label}</text>
      <text x="170" y="140" font-size="18" font-family="sans-serif" fill="#4b5566">KABUTO E2E</text>
    </svg>`,
  );
  const image = sharp(svg);
  const buffer =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  return {
    name: `${label}.${format === 'png' ? 'png' : 'jpg'}`,
    mimeType: `image/${format}`,
    buffer,
  };
}

/** A My Number (12 digits) with a valid check digit. */
export function myNumber(): string {
  const first = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidMyNumber(`${first}${digit}`)) return `${first}${digit}`;
  }
  throw new Error('no check digit');
}

export const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
