import { describe, expect, it } from 'vitest';
import { modeOf, quotaToSend } from './quota-form';

describe('a symbol’s lending quota as the dialog sends it', () => {
  it('sends null for the default and 0 to close short selling', () => {
    expect(quotaToSend('default', '500000')).toBeNull();
    expect(quotaToSend('closed', '500000')).toBe(0);
  });

  it('sends the typed number of shares for its own quota', () => {
    expect(quotaToSend('own', '250,000')).toBe(250_000);
    expect(quotaToSend('own', '1000000000')).toBe(1_000_000_000);
  });

  it('refuses what the contract refuses', () => {
    expect(quotaToSend('own', '')).toBe('invalid');
    expect(quotaToSend('own', '1.5')).toBe('invalid');
    expect(quotaToSend('own', '1000000001')).toBe('invalid');
  });

  it('opens on the mode the symbol is in', () => {
    expect(modeOf(null)).toBe('default');
    expect(modeOf(0)).toBe('closed');
    expect(modeOf(1000)).toBe('own');
  });
});
