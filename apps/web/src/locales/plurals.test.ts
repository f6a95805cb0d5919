import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@kabuto/contract';
import marketEn from './market/en.json';
import marketJa from './market/ja.json';
import marketZhTW from './market/zh-TW.json';
import referralEn from './referral/en.json';
import supportEn from './support/en.json';

/** One namespace's texts in one language, with i18next's plural rules, as the app registers them. */
async function textsIn(locale: Locale, namespace: string, texts: Record<Locale, object>) {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    ns: [namespace],
    defaultNS: namespace,
    resources: Object.fromEntries(
      Object.entries(texts).map(([language, tree]) => [language, { [namespace]: tree }]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const englishOnly = (tree: object) => ({ en: tree, ja: {}, 'zh-TW': {} });

describe('counted words in English', () => {
  it("an article's readers", async () => {
    const texts = { ja: marketJa, 'zh-TW': marketZhTW, en: marketEn };
    const english = await textsIn('en', 'market', texts);
    expect(english('market:news.reads', { count: 1 })).toBe('1 reader');
    expect(english('market:news.reads', { count: 0 })).toBe('0 readers');
    expect(english('market:news.reads', { count: 12 })).toBe('12 readers');
    expect((await textsIn('ja', 'market', texts))('market:news.reads', { count: 1 })).toBe(
      '1人が閲覧',
    );
    expect((await textsIn('zh-TW', 'market', texts))('market:news.reads', { count: 1 })).toBe(
      '1人閱讀',
    );
  });

  it('the support desk’s reply time and the referral cap, which operators may set to one', async () => {
    const support = await textsIn('en', 'support', englishOnly(supportEn));
    expect(support('support:replyWithin', { count: 1 })).toBe('We answer within 1 hour.');
    expect(support('support:replyWithin', { count: 24 })).toBe('We answer within 24 hours.');
    const referral = await textsIn('en', 'referral', englishOnly(referralEn));
    expect(referral('referral:rules.cap', { count: 1, used: 0 })).toMatch(/^At most 1 reward per /);
    expect(referral('referral:rules.cap', { count: 5, used: 2 })).toMatch(
      /^At most 5 rewards per /,
    );
  });
});
