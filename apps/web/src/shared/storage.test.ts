import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearCachedStorage,
  clearToken,
  readSession,
  saveSession,
  writeStorage,
} from './storage';

describe('local storage', () => {
  beforeEach(() => localStorage.clear());

  it('saves the token and the account together, and logging out forgets only the token', () => {
    saveSession('token-1', '0912345678');
    expect(readSession()).toEqual({ token: 'token-1', account: '0912345678' });
    clearToken();
    expect(readSession()).toEqual({ token: null, account: '0912345678' });
  });

  it('"clear cache" removes cached data but keeps the session, the language and the remembered login', () => {
    saveSession('token-1', '0912345678');
    writeStorage(STORAGE_KEYS.language, 'en');
    writeStorage(STORAGE_KEYS.rememberedAccount, '0912345678');
    localStorage.setItem('kabuto.search.history', '["7203"]');
    localStorage.setItem('some-cached-list', '[]');
    expect(clearCachedStorage()).toBe(2);
    expect(readSession()).toEqual({ token: 'token-1', account: '0912345678' });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('0912345678');
    expect(localStorage.getItem('kabuto.search.history')).toBeNull();
    expect(localStorage.getItem('some-cached-list')).toBeNull();
  });
});
