import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_PATTERN, HEADER_DEVICE_ID, userApi } from '@kabuto/contract';
import { jsonResponse, recordingFetch } from '@kabuto/app-kit/testing';
import { STORAGE_KEYS, clearCachedStorage } from './storage';

/** The module afresh, as a new page would load it (its in-memory id forgotten). */
async function freshPage() {
  vi.resetModules();
  return import('./device-id');
}

describe('the app’s device id', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is made once, kept in storage and the same on every later call and page', async () => {
    const { deviceId } = await freshPage();
    const made = deviceId();
    expect(made).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(made);
    expect(deviceId()).toBe(made);
    expect((await freshPage()).deviceId()).toBe(made);
    // The app's own "clear cache" keeps it; clearing the storage itself makes a new one.
    clearCachedStorage();
    expect((await freshPage()).deviceId()).toBe(made);
    localStorage.clear();
    const remade = (await freshPage()).deviceId();
    expect(remade).toMatch(DEVICE_ID_PATTERN);
    expect(remade).not.toBe(made);
  });

  it('replaces a stored value that is no device id', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'not-a-device');
    const made = (await freshPage()).deviceId();
    expect(made).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(made);
  });

  it('keeps one id for the page when storage cannot be used', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { deviceId } = await freshPage();
    const made = deviceId();
    expect(made).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(made);
    // Another page (another tab) makes its own.
    expect((await freshPage()).deviceId()).not.toBe(made);
  });

  it('is sent with every request of the app’s API client', async () => {
    const { fetch, calls } = recordingFetch(() =>
      Promise.resolve(jsonResponse(200, { status: 1, msg: '', data: null })),
    );
    vi.spyOn(window, 'fetch').mockImplementation(fetch);
    const { deviceId } = await freshPage();
    const { api } = await import('./api');
    await api.call(userApi.logout, {});
    await api.call(userApi.logout, {});
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect((call.init.headers as Record<string, string>)[HEADER_DEVICE_ID]).toBe(deviceId());
    }
  });
});
