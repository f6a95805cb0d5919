import type { Locale } from '@kabuto/contract';
import { flattenLocale, type LocaleTree } from './locale-checks';
import { STATUS_TEXTS } from './statuses';

/**
 * The words the apps and the error catalogue do not use (../shared/design/glossary.md): for each
 * language, the alternates of a glossary term that crept in before, with the term to say instead.
 * One term per idea per language, in the customer app, the console and the error catalogue alike.
 * No test runner here: locale-parity.ts registers the checks as vitest tests.
 */
export type Alternate = {
  /** What must not be written. */
  words: RegExp;
  /** The glossary's term (or what to do) instead. */
  say: string;
  /** Keys where the words mean something else and stay (an account freeze is 凍結). */
  except?: readonly string[];
  /** Keys the rule is about, when the words are right elsewhere. */
  only?: readonly string[];
};

/** An account freeze (a restriction) keeps 凍結 / "frozen"; money set aside is on hold (圈存). */
export const ACCOUNT_FREEZE_KEYS = [
  'restrictions.frozen',
  'legal.agreement.s6.body',
  'account_frozen',
] as const;

/** British spellings: the apps write US English. */
const BRITISH =
  /\b(?:colour|favour|behaviour|honour|labour|neighbour|centre|metre|licence|catalogue|cheque|programme|cancell(?:ed|ing)|labell(?:ed|ing)|travell(?:ed|ing)|modelling|(?:organ|recogn|author|unauthor|real|minim|maxim|summar|custom|priorit|initial|normal|util|capital|final|categor|apolog)is(?:e|ed|es|ing|ation)|analys(?:e|ed|es|ing))\b/i;

export const GLOSSARY_ALTERNATES: Record<Locale, readonly Alternate[]> = {
  ja: [
    { words: /利用可能資金|利用可能残高|利用可能(?!額)/, say: '利用可能額' },
    { words: /ポジション/, say: '建玉' },
    { words: /ロット/, say: '単元' },
    { words: /否認|非承認/, say: '却下（文では「承認されませんでした」）' },
    { words: /維持水準|(?<!証拠金)維持率/, say: '証拠金維持率' },
    { words: /元のパスワード/, say: '現在のパスワード' },
    { words: /資金パスワード/, say: '取引暗証番号' },
    { words: /印紙税/, say: '取引税（設定）（日本の株式売買に印紙税はかからない）' },
    { words: /売却|購入|買付/, say: '新規・決済（売買の向きによらない）' },
    { words: /氏名（カナ）|氏名（カタカナ）/, say: '氏名（フリガナ）' },
    { words: /追加証拠金/, say: '追加差入証拠金' },
    { words: /時価(?!総額)/, say: '現在値' },
    {
      words: /信用取引/,
      say: '信用スコアの話（信用取引は別のもの）',
      only: ['credit_score_too_low'],
    },
    { words: /当座（海外）/, say: '当座（インド）' },
  ],
  'zh-TW': [
    { words: /買漲|買跌/, say: '做多、做空' },
    { words: /撤單/, say: '刪單' },
    { words: /訂單/, say: '委託' },
    { words: /未獲取|獲取/, say: '取得' },
    { words: /當前/, say: '目前' },
    { words: /下架/, say: '下市' },
    { words: /產品/, say: '商品' },
    { words: /銀行卡/, say: '銀行帳戶' },
    { words: /信用分/, say: '信用評分' },
    { words: /點擊/, say: '點選' },
    { words: /盈虧/, say: '損益' },
    { words: /提領/, say: '出金' },
    { words: /・/, say: '、或／' },
    { words: /證交稅|印花稅/, say: '交易稅（設定）' },
    { words: /凍結|解凍/, say: '圈存（帳戶凍結除外）', except: ACCOUNT_FREEZE_KEYS },
    { words: /持倉/, say: '部位' },
    { words: /張/, say: '單位（1張在台灣是1,000股）' },
    { words: /資金密碼/, say: '交易密碼' },
    { words: /可用餘額/, say: '可用資金' },
    { words: /通道/, say: '管道' },
    { words: /用戶/, say: '使用者、客戶' },
    { words: /(?<!融券)賣出|買進/, say: '建倉、平倉（不論多空）' },
    { words: /(?<!保證金)維持率/, say: '保證金維持率' },
  ],
  en: [
    { words: /\bnotional\b/i, say: 'trade value' },
    { words: /\blaps(?:e|ed|es|ing)\b/i, say: 'expire(d)' },
    { words: /\bfrozen\b/i, say: 'on hold (an account freeze aside)', except: ACCOUNT_FREEZE_KEYS },
    { words: /^(?:held|funds held|held funds)\b(?! short)/i, say: 'On hold' },
    { words: /\bbank cards?\b/i, say: 'bank account' },
    { words: /\bMine\b/, say: 'Account (the tab)' },
    { words: /\bkey mismatch\b/i, say: 'what happened, in a customer’s words' },
    { words: /\bstamp duty\b/i, say: 'transaction tax (set by Kabuto)' },
    { words: /\bfund password\b/i, say: 'trading PIN' },
    { words: /\b(?:buy|sell) fee\b/i, say: 'opening fee, closing fee' },
    { words: /\bmaintenance (?:close|level)\b/i, say: 'forced liquidation, margin level' },
    { words: /\blending quota/i, say: 'borrow availability' },
    { words: BRITISH, say: 'US spelling' },
  ],
};

function applies(alternate: Alternate, key: string): boolean {
  if (alternate.only && !alternate.only.includes(key)) return false;
  return !alternate.except?.includes(key);
}

/**
 * Texts of one language that use a word the glossary replaced, as `source key: «text» (say …)`,
 * so a failing test names what to fix and where.
 */
export function glossaryProblems(
  locale: Locale,
  leaves: Iterable<readonly [string, unknown]>,
  source: string,
): string[] {
  const problems: string[] = [];
  for (const [key, value] of leaves) {
    const text = String(value);
    for (const alternate of GLOSSARY_ALTERNATES[locale]) {
      const found = applies(alternate, key) ? alternate.words.exec(text) : null;
      if (found)
        problems.push(`${source} ${key}: «${text}» has «${found[0]}» (say ${alternate.say})`);
    }
  }
  return problems;
}

/**
 * Objects of a locale file that name statuses of their own: three or more keys of one group of
 * the status catalogue (`status.pending`, `status.holding`, `status.closing`…), which belong in the
 * catalogue (packages/app-kit/src/statuses). `allowed` lists objects keyed by statuses that are no
 * names of them (an empty list's sentence per tab).
 */
export function ownStatusMaps(tree: LocaleTree, allowed: readonly string[] = []): string[] {
  const groups = Object.values(STATUS_TEXTS.ja).map((group) => Object.keys(group));
  const found: string[] = [];
  const visit = (node: object, path: string) => {
    const keys = Object.keys(node);
    const named = groups.some((group) => keys.filter((key) => group.includes(key)).length >= 3);
    if (path && named && !allowed.includes(path)) found.push(path);
    for (const [key, value] of Object.entries(node))
      if (value !== null && typeof value === 'object')
        visit(value as object, path ? `${path}.${key}` : key);
  };
  visit(tree, '');
  return found;
}

/** A locale file's texts as `[dotted key, text]`, for `glossaryProblems`. */
export function localeLeaves(tree: LocaleTree): [string, unknown][] {
  return [...flattenLocale(tree)];
}
