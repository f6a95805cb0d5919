import { AUDIT_REASON_KEYS, ERROR_KEYS, LOCALES } from '@kabuto/contract';
import { errorTexts } from '@kabuto/app-kit';
import type { LocaleTree } from '@kabuto/app-kit';
import { describeGlossary, describeLocaleParity } from '@kabuto/app-kit/locale-parity';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FEATURE_TRANSLATIONS, TRANSLATIONS } from '../shared/i18n';

describeLocaleParity('console locale files', TRANSLATIONS, {
  minKeys: 100,
  // Only the brand and language names (each shown in its own language) may coincide.
  sameAsJapanese: ['app.brand', 'language.names.'],
});

/** The feature namespaces (locales/<namespace>/, docs/adr/0009) keep the same promises. */
for (const [namespace, files] of Object.entries(FEATURE_TRANSLATIONS))
  describeLocaleParity(`the ${namespace} namespace`, files, {
    minKeys: 50,
    // Written the same in every language: a multiplier sign is not a word.
    sameAsJapanese: ['units.leverage'],
  });

describe('console error texts', () => {
  it('do not redefine the error catalogue, which comes from @kabuto/contract in every language', () => {
    expect(Object.keys(TRANSLATIONS.ja)).not.toContain('errors');
    for (const locale of LOCALES) {
      const texts = errorTexts(locale);
      expect(Object.keys(texts).sort()).toEqual([...ERROR_KEYS].sort());
      for (const key of ERROR_KEYS)
        expect(texts[key].trim().length, `${locale} ${key}`).toBeGreaterThan(0);
    }
  });
});

describe('server-written audit reasons', () => {
  it('have words in every language of the console', () => {
    for (const locale of LOCALES) {
      const reasons = (TRANSLATIONS[locale] as { audit: { reasons: Record<string, string> } }).audit
        .reasons;
      expect(Object.keys(reasons).sort(), locale).toEqual([...AUDIT_REASON_KEYS].sort());
    }
  });
});

/**
 * Every locale file of the console (found on disk, registered or not) uses the glossary's terms
 * (../shared/design/glossary.md) and names no status itself: statuses come from the catalogue in
 * @kabuto/app-kit that the customer app reads too (docs/adr/0017).
 */
describeGlossary(
  'the glossary in every locale file of the console',
  import.meta.glob<LocaleTree>('./**/*.json', { eager: true, import: 'default' }),
  // The day-trading queue's empty list says one sentence per tab; they name no status.
  { minFiles: 6, allowedStatusMaps: ['dayTrading.empty'] },
);

describe('counted words in English', () => {
  it('a search with one result says "1 item"', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: TRANSLATIONS.en } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('common.countItems', { count: 1 })).toBe('1 item');
    expect(i18n.t('common.countItems', { count: 20 })).toBe('20 items');
  });
});
