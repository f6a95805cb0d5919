import { DEVICE_ID_PATTERN } from '@kabuto/contract';
import { randomUuid } from '@kabuto/app-kit';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/**
 * The app's device id (docs/security.md, "The app's device id"): a random UUID made on first use
 * and kept in local storage, sent with every API request (`x-kabuto-device`, shared/api). It is no
 * fingerprint of the phone: clearing the app's storage makes a new one. Where storage cannot be
 * written (a private window, a storage policy), the id made for this page is kept in memory, so
 * one tab at least sends one id.
 */
let madeHere: string | null = null;

export function deviceId(): string {
  const stored = readStorage(STORAGE_KEYS.deviceId);
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  madeHere ??= randomUuid();
  writeStorage(STORAGE_KEYS.deviceId, madeHere);
  return madeHere;
}
