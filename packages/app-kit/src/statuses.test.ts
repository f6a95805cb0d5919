import {
  FUNDING_STATUS_KEYS,
  IPO_APPLICATION_STATUSES,
  POSITION_STATUSES,
  VERIFICATION_STATUSES,
} from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { describeLocaleParity } from './locale-parity';
import { STATUS_TEXTS } from './statuses';

describeLocaleParity('the status catalogue', STATUS_TEXTS, { minKeys: 15 });

describe('the status catalogue', () => {
  it('names every status the contract knows', () => {
    expect(Object.keys(STATUS_TEXTS.ja.order).sort()).toEqual([...POSITION_STATUSES].sort());
    expect(Object.keys(STATUS_TEXTS.ja.verification).sort()).toEqual(
      [...VERIFICATION_STATUSES].sort(),
    );
    expect(Object.keys(STATUS_TEXTS.ja.ipo).sort()).toEqual([...IPO_APPLICATION_STATUSES].sort());
    for (const status of [...FUNDING_STATUS_KEYS, 'completed'])
      expect(Object.keys(STATUS_TEXTS.ja.request)).toContain(status);
  });
});
