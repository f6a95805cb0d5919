import { describe, expect, it } from 'vitest';
import { requestKeyStore } from './request-keys';

describe('request keys', () => {
  it('keeps one key per request: a retry sends it again, an edited request gets another', () => {
    let next = 0;
    const keyFor = requestKeyStore(() => `key-${(next += 1)}`);
    const approve = { decision: 'approve', reason: 'Seen' };
    expect(keyFor(approve)).toBe('key-1');
    expect(keyFor({ ...approve })).toBe('key-1');
    expect(keyFor({ ...approve, reason: 'Seen on the statement' })).toBe('key-2');
    expect(keyFor(approve)).toBe('key-1');
  });
});
