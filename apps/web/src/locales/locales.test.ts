import type { LocaleTree } from '@kabuto/app-kit';
import { describeGlossary, describeLocaleParity } from '@kabuto/app-kit/locale-parity';
import { FEATURE_TRANSLATIONS, TRANSLATIONS } from '../shared/i18n/translations';

describeLocaleParity('locale files', TRANSLATIONS, {
  minKeys: 100,
  // Only brand names, symbols, "OK" and language names (shown in their own language) may coincide.
  sameAsJapanese: ['app.name', 'install.shortName', 'common.ok', 'money.', 'language.names.'],
});

/**
 * Words written the same in Japanese and Traditional Chinese (日本時間, 合計費用), "OK", and examples
 * of Japanese names and banks, which stay Japanese in every language.
 */
const SAME_AS_JAPANESE: Record<keyof typeof FEATURE_TRANSLATIONS, readonly string[]> = {
  market: ['label.jst'],
  funding: ['common.ok', 'kyc.katakanaNamePlaceholder', 'cards.bankNamePlaceholder'],
  trading: ['costs.total'],
  ipo: [],
  copy: [],
  credit: [],
  block: [],
  bidding: [],
  grab: [],
  referral: [],
  support: [],
  activity: [],
  documents: [],
  // 入金・出金 are the glossary's words in both; 合計 and 日本時間 are written alike.
  report: [
    'figures.deposits',
    'figures.withdrawals',
    'sections.deposits',
    'sections.withdrawals',
    'total',
  ],
};

/** The feature namespaces (locales/<namespace>/) keep the same promises as the main files. */
for (const namespace of Object.keys(FEATURE_TRANSLATIONS) as (keyof typeof FEATURE_TRANSLATIONS)[])
  describeLocaleParity(`the ${namespace} namespace`, FEATURE_TRANSLATIONS[namespace], {
    sameAsJapanese: SAME_AS_JAPANESE[namespace],
  });

/**
 * Every locale file of the app (found on disk, registered or not) uses the glossary's terms
 * (../shared/design/glossary.md) and names no status itself: statuses come from the catalogue in
 * @kabuto/app-kit that the console reads too (docs/adr/0017).
 */
describeGlossary(
  'the glossary in every locale file of the customer app',
  import.meta.glob<LocaleTree>('./**/*.json', { eager: true, import: 'default' }),
  { minFiles: 15 },
);
