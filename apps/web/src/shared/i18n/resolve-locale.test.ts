import { describe, expect, it } from 'vitest';
import { languageFromLocation, resolveInitialLocale } from './resolve-locale';

const nowhere = { search: '', hash: '#/login/start' };

describe('language resolution (address, then storage, then Japanese)', () => {
  it('defaults to Japanese with nothing in the address or storage', () => {
    expect(resolveInitialLocale(nowhere, null)).toBe('ja');
  });

  it('uses the stored language when the address has none', () => {
    expect(resolveInitialLocale(nowhere, 'en')).toBe('en');
    expect(resolveInitialLocale(nowhere, 'zh-TW')).toBe('zh-TW');
  });

  it('lets ?lang= in the address override the stored language', () => {
    expect(resolveInitialLocale({ search: '?lang=tw', hash: '#/login/start' }, 'en')).toBe('zh-TW');
    expect(resolveInitialLocale({ search: '', hash: '#/user/usercenter?lang=en' }, 'ja')).toBe(
      'en',
    );
  });

  it('accepts the spec spellings jp, tw and en as well as BCP 47 tags', () => {
    expect(languageFromLocation({ search: '?lang=jp', hash: '' })).toBe('ja');
    expect(languageFromLocation({ search: '?lang=tw', hash: '' })).toBe('zh-TW');
    expect(languageFromLocation({ search: '?lang=zh-TW', hash: '' })).toBe('zh-TW');
    expect(languageFromLocation({ search: '?lang=ja', hash: '' })).toBe('ja');
    expect(languageFromLocation({ search: '?lang=en', hash: '' })).toBe('en');
  });

  it('prefers the hash route parameter over the one before the hash', () => {
    expect(languageFromLocation({ search: '?lang=jp', hash: '#/home/index?lang=en' })).toBe('en');
  });

  it('ignores unknown languages and falls through to storage, then Japanese', () => {
    expect(resolveInitialLocale({ search: '?lang=fr', hash: '' }, 'en')).toBe('en');
    expect(resolveInitialLocale({ search: '?lang=fr', hash: '' }, 'de')).toBe('ja');
  });
});
