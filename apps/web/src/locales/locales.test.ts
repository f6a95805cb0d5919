import { describeLocaleParity } from '@kabuto/app-kit/locale-parity';
import { FEATURE_TRANSLATIONS, TRANSLATIONS } from '../shared/i18n';

describeLocaleParity('locale files', TRANSLATIONS, {
  minKeys: 100,
  // Only brand names, symbols, "OK" and language names (shown in their own language) may coincide.
  sameAsJapanese: ['app.name', 'common.ok', 'money.', 'language.names.'],
});

/**
 * Words written the same in Japanese and Traditional Chinese (日本時間, 合計費用), "OK", and examples
 * of Japanese names and banks, which stay Japanese in every language.
 */
const SAME_AS_JAPANESE: Record<keyof typeof FEATURE_TRANSLATIONS, readonly string[]> = {
  market: ['label.jst'],
  funding: ['common.ok', 'kyc.katakanaNamePlaceholder', 'cards.bankNamePlaceholder'],
  trading: ['costs.total'],
};

/** The feature namespaces (locales/<namespace>/) keep the same promises as the main files. */
for (const namespace of Object.keys(FEATURE_TRANSLATIONS) as (keyof typeof FEATURE_TRANSLATIONS)[])
  describeLocaleParity(`the ${namespace} namespace`, FEATURE_TRANSLATIONS[namespace], {
    sameAsJapanese: SAME_AS_JAPANESE[namespace],
  });
