import { describe, expect, it } from 'vitest';
import { containsUnstorableText, isStorableText } from './text';

describe('text the database can store', () => {
  it('accepts ordinary text in every script the apps use, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'abc', 'トヨタ自動車', '台積電', 'Ünïcödé', '📈 up', '\t\n']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'ok\ud83d']) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  it('walks nested bodies, keys included', () => {
    expect(containsUnstorableText({ a: [1, { b: 'fine' }], c: null })).toBe(false);
    expect(containsUnstorableText({ a: [1, { b: 'bad\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ ['key\ud800']: 1 })).toBe(true);
    expect(containsUnstorableText(['\udfff'])).toBe(true);
    expect(containsUnstorableText(undefined)).toBe(false);
  });

  it('handles a body nested thousands deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});
