/**
 * The ten wallet currencies of product-spec section 3, Japanese yen first (the app's home
 * currency). `scale` is the ISO 4217 minor unit: the number of decimals an amount of money in that
 * currency may have. The ledger refuses postings finer than this, so every amount that moves is an
 * amount a bank could actually pay; callers round explicitly (`roundTo` in @kabuto/money) first.
 */
export const CURRENCIES = [
  { code: 'JPY', scale: 0, names: { ja: '日本円', 'zh-TW': '日圓', en: 'Japanese yen' } },
  { code: 'CNY', scale: 2, names: { ja: '人民元', 'zh-TW': '人民幣', en: 'Chinese yuan' } },
  { code: 'TWD', scale: 2, names: { ja: '台湾ドル', 'zh-TW': '新臺幣', en: 'Taiwan dollar' } },
  { code: 'HKD', scale: 2, names: { ja: '香港ドル', 'zh-TW': '港幣', en: 'Hong Kong dollar' } },
  { code: 'USD', scale: 2, names: { ja: '米ドル', 'zh-TW': '美元', en: 'US dollar' } },
  {
    code: 'MYR',
    scale: 2,
    names: { ja: 'マレーシア・リンギット', 'zh-TW': '馬來西亞令吉', en: 'Malaysian ringgit' },
  },
  { code: 'THB', scale: 2, names: { ja: 'タイ・バーツ', 'zh-TW': '泰銖', en: 'Thai baht' } },
  {
    code: 'VND',
    scale: 0,
    names: { ja: 'ベトナム・ドン', 'zh-TW': '越南盾', en: 'Vietnamese dong' },
  },
  { code: 'KRW', scale: 0, names: { ja: '韓国ウォン', 'zh-TW': '韓元', en: 'Korean won' } },
  {
    code: 'INR',
    scale: 2,
    names: { ja: 'インド・ルピー', 'zh-TW': '印度盧比', en: 'Indian rupee' },
  },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** The codes in display order, JPY first. */
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

export const DEFAULT_CURRENCY: CurrencyCode = 'JPY';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Decimals an amount in this currency may carry (ISO 4217 minor unit). */
export function currencyScale(code: CurrencyCode): number {
  const currency = CURRENCIES.find((candidate) => candidate.code === code);
  if (!currency) throw new RangeError(`unknown currency ${code}`);
  return currency.scale;
}
