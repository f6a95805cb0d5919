import { describe, expect, it } from 'vitest';
import { QUOTE_STALE_AFTER_MS } from '@kabuto/contract';
import {
  acceptsUpdate,
  chunkSymbols,
  isStale,
  newerEntry,
  reconnectDelayMs,
  RECONNECT_MAX_MS,
} from './quote-feed';

const at = (iso: string) => Date.parse(iso);
const entry = (seq: number, price: string) => ({
  quote: { price },
  seq,
  time: '2026-01-05T00:00:00Z',
});

describe('which message may replace the shown quote', () => {
  it('takes the first message and every newer or equal sequence number', () => {
    expect(acceptsUpdate(undefined, entry(1, '100'))).toBe(true);
    expect(acceptsUpdate(entry(5, '100'), entry(6, '101'))).toBe(true);
    expect(acceptsUpdate(entry(5, '100'), entry(5, '100'))).toBe(true);
  });

  it('ignores a message whose sequence number is lower than the one shown', () => {
    expect(acceptsUpdate(entry(7, '101'), entry(6, '99'))).toBe(false);
  });

  it('lets the higher sequence win between a REST answer and a socket message', () => {
    const rest = entry(3, '100');
    const socket = entry(4, '102');
    expect(newerEntry(rest, socket)).toBe(socket);
    expect(newerEntry(socket, rest)).toBe(socket);
    expect(newerEntry(undefined, rest)).toBe(rest);
    expect(newerEntry(rest, undefined)).toBe(rest);
  });
});

describe('when a quote is stale', () => {
  const time = '2026-01-05T00:00:00.000Z';
  const now = (afterMs: number) => at(time) + afterMs;
  const dead = { open: false, lastHeardAtMs: null };

  it('is fresh up to QUOTE_STALE_AFTER_MS old, whatever the link', () => {
    expect(isStale(time, now(0), dead)).toBe(false);
    expect(isStale(time, now(QUOTE_STALE_AFTER_MS), dead)).toBe(false);
  });

  it('is stale once older than the limit on a closed socket', () => {
    expect(isStale(time, now(QUOTE_STALE_AFTER_MS + 1), dead)).toBe(true);
  });

  it('is stale on an open socket the server has not spoken on within the limit', () => {
    const silent = { open: true, lastHeardAtMs: now(0) };
    expect(isStale(time, now(QUOTE_STALE_AFTER_MS + 1), silent)).toBe(true);
  });

  it('is vouched for by a live, recently heard socket (a quiet stock keeps its last print)', () => {
    const live = { open: true, lastHeardAtMs: now(60_000) };
    expect(isStale(time, now(61_000), live)).toBe(false);
  });

  it('treats an unreadable time as stale unless the link vouches for it', () => {
    expect(isStale('not a time', now(0), dead)).toBe(true);
  });
});

describe('reconnecting and subscribing', () => {
  it('backs off exponentially up to a cap', () => {
    expect([0, 1, 2, 3].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelayMs(30)).toBe(RECONNECT_MAX_MS);
  });

  it('sends at most 50 symbols per message', () => {
    const symbols = Array.from({ length: 120 }, (_, index) => String(1000 + index));
    expect(chunkSymbols(symbols).map((chunk) => chunk.length)).toEqual([50, 50, 20]);
    expect(chunkSymbols([])).toEqual([]);
  });
});
