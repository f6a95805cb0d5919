import { useState } from 'react';
import { newIdempotencyKey } from './api';

/**
 * One idempotency key per distinct request: confirming again after a lost answer sends the same
 * key, so the server answers the first answer instead of applying the change twice; a request
 * edited after a failure (another reason, another value) is a new request with a new key.
 */
export function requestKeyStore(
  newKey: () => string = newIdempotencyKey,
): (body: unknown) => string {
  const keys = new Map<string, string>();
  return (body) => {
    const id = JSON.stringify(body);
    const known = keys.get(id);
    if (known) return known;
    const key = newKey();
    keys.set(id, key);
    return key;
  };
}

/** The keys of the requests one dialog (or one detail page) sends, for as long as it is shown. */
export function useRequestKeys(): (body: unknown) => string {
  const [keyFor] = useState(() => requestKeyStore());
  return keyFor;
}
