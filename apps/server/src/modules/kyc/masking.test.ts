import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskName } from './masking';

describe('masking', () => {
  it('keeps the first character and spaces of a name, and the last four of a number', () => {
    expect(maskName('山田 太郎')).toBe('山* **');
    expect(maskName('A')).toBe('A');
    expect(maskIdNumber('123456789018')).toBe('********9018');
    expect(maskIdNumber('1234')).toBe('****');
  });
});
