import { ERROR_KEYS, ERROR_MESSAGES, LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { glossaryProblems, localeLeaves, ownStatusMaps } from './glossary';
import { STATUS_TEXTS } from './statuses';

/**
 * The glossary (../shared/design/glossary.md) over the contract's error catalogue and the status
 * catalogue; each app's locales test runs it over every locale file of the app (describeGlossary).
 */
describe('the glossary', () => {
  it.each(LOCALES)('the error catalogue in %s uses the glossary’s terms', (locale) => {
    const texts = ERROR_KEYS.map((key) => [key, ERROR_MESSAGES[key][locale]] as const);
    expect(glossaryProblems(locale, texts, 'ERROR_MESSAGES')).toEqual([]);
  });

  it.each(LOCALES)('the status catalogue in %s uses the glossary’s terms', (locale) => {
    expect(glossaryProblems(locale, localeLeaves(STATUS_TEXTS[locale]), 'statuses')).toEqual([]);
  });

  it('names the offending key, its text and the term to use', () => {
    expect(
      glossaryProblems(
        'ja',
        [
          ['a', '利用可能資金が不足'],
          ['b', '利用可能額'],
        ],
        'x.json',
      ),
    ).toEqual(['x.json a: «利用可能資金が不足» has «利用可能資金» (say 利用可能額)']);
  });

  it('keeps 凍結 and "frozen" for an account freeze only', () => {
    expect(glossaryProblems('zh-TW', [['restrictions.frozen', '帳戶凍結']], 'f')).toEqual([]);
    expect(glossaryProblems('zh-TW', [['funds.held', '凍結中']], 'f')).toHaveLength(1);
    expect(glossaryProblems('en', [['account_frozen', 'Your account is frozen']], 'f')).toEqual([]);
    expect(glossaryProblems('en', [['funds.frozenFunds', 'Frozen funds']], 'f')).toHaveLength(1);
  });

  it('catches British spellings and figures called "Held"', () => {
    const texts: [string, string][] = [
      ['a', 'Driver’s licence'],
      ['b', 'Order cancelled'],
      ['c', 'Held'],
      ['d', 'Held short'],
      ['e', 'The funds held for it are released.'],
    ];
    expect(glossaryProblems('en', texts, 'f').map((problem) => problem.split(':')[0])).toEqual([
      'f a',
      'f b',
      'f c',
    ]);
  });

  it('finds a status map of an app’s own', () => {
    const tree = {
      status: { pending: '注文中', holding: '保有中', closing: '決済待ち' },
      tabs: { open: '保有中', closed: '終了' },
      empty: { pending: 'なし', approved: 'なし', rejected: 'なし' },
    };
    expect(ownStatusMaps(tree)).toEqual(['status', 'empty']);
    expect(ownStatusMaps(tree, ['empty'])).toEqual(['status']);
  });
});
