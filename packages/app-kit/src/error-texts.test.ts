import { ERROR_KEYS, ERROR_MESSAGES, LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { errorTexts } from './error-texts';

describe('the errors namespace', () => {
  it('holds every catalogue key, in each language its own text', () => {
    for (const locale of LOCALES) {
      const texts = errorTexts(locale);
      expect(Object.keys(texts).sort()).toEqual([...ERROR_KEYS].sort());
      for (const key of ERROR_KEYS) expect(texts[key]).toBe(ERROR_MESSAGES[key][locale]);
    }
  });
});
