import { describe, expect, it } from 'vitest';
import { sampleTicket } from './ticket-fixture';
import { initialSession } from './ticket-state';

const open = (sessions: ('regular' | 'pre_market' | 'after_market')[]) =>
  sampleTicket().sessions.map((slot) => ({ ...slot, openNow: sessions.includes(slot.session) }));

describe('the session a ticket opens in', () => {
  it('is the one the link asked for when it takes orders now', () => {
    expect(initialSession({ sessions: open(['after_market']) }, 'after_market')).toBe(
      'after_market',
    );
  });

  it('falls back to the regular session when the asked one is closed', () => {
    expect(initialSession({ sessions: open(['regular']) }, 'pre_market')).toBe('regular');
    expect(initialSession({ sessions: open([]) }, 'pre_market')).toBe('regular');
  });

  it('is the open extended session when the regular one is closed', () => {
    expect(initialSession({ sessions: open(['pre_market']) }, null)).toBe('pre_market');
  });
});
