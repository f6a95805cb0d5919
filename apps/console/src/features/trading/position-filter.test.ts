import { describe, expect, it } from 'vitest';
import { readCustomerQuery, readStatusChoice, readSymbol, statusesOf } from './position-filter';

describe('the positions filter from the address', () => {
  it('asks for every status, the open group, the ended group or one status', () => {
    expect(statusesOf('all')).toEqual([]);
    expect(statusesOf('open')).toEqual(['pending', 'holding', 'closing', 'locked']);
    expect(statusesOf('ended')).toEqual(['closed', 'cancelled']);
    expect(statusesOf('locked')).toEqual(['locked']);
  });

  it('falls back to all statuses for an unknown choice', () => {
    expect(readStatusChoice('holding')).toBe('holding');
    expect(readStatusChoice('sold')).toBe('all');
    expect(readStatusChoice(null)).toBe('all');
  });

  it('takes a symbol only in the contract’s shape', () => {
    expect(readSymbol(' 7203 ')).toBe('7203');
    expect(readSymbol('130a')).toBe('130A');
    expect(readSymbol('72030')).toBe('');
    expect(readSymbol('ABCD')).toBe('');
    expect(readSymbol(null)).toBe('');
  });

  it('tells an account from a customer ID', () => {
    expect(readCustomerQuery('0900000001')).toEqual({ kind: 'account', account: '0900000001' });
    expect(readCustomerQuery(' 42 ')).toEqual({ kind: 'id', customerId: 42 });
    expect(readCustomerQuery('')).toEqual({ kind: 'none' });
    expect(readCustomerQuery('0')).toEqual({ kind: 'invalid', text: '0' });
    expect(readCustomerQuery('09-0000')).toEqual({ kind: 'invalid', text: '09-0000' });
  });
});
