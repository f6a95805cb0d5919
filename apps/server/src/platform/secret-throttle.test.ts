import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { secretThrottle, type SecretPolicy } from './secret-throttle';

const { t } = useTestApp();

const POLICY: SecretPolicy = {
  freeAttempts: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

/** A check whose answer waits until `count` checks have been counted: a burst, deterministic. */
function burst(count: number, key: string, right: boolean) {
  const throttle = secretThrottle(t.database.db, t.clock);
  let counted = 0;
  let release!: () => void;
  const allCounted = new Promise<void>((resolve) => (release = resolve));
  return Promise.allSettled(
    Array.from({ length: count }, () =>
      throttle.check({
        keys: [{ key, policy: POLICY }],
        forgetOnSuccess: [],
        verify: async () => {
          counted += 1;
          if (counted === count) release();
          await allCounted;
          return right;
        },
      }),
    ),
  );
}

describe('the secret throttle', () => {
  it('leaves no wait behind a burst of right answers on a key that is not forgotten', async () => {
    const key = 'test:address:burst-right';
    // Five right answers at once reach the free attempts while all are counted …
    const answers = await burst(5, key, true);
    expect(answers.map((answer) => answer.status === 'fulfilled' && answer.value)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // … but none failed, so the next attempt goes through without the clock moving.
    const [next] = await burst(1, key, true);
    expect(next).toMatchObject({ status: 'fulfilled', value: true });
  });

  it('keeps the wait that wrong answers earned', async () => {
    const key = 'test:address:burst-wrong';
    await burst(5, key, false);
    const [next] = await burst(1, key, true);
    expect(next).toMatchObject({ status: 'rejected' });
    expect((next as PromiseRejectedResult).reason).toMatchObject({ key: 'too_frequent' });
    t.clock.advanceSeconds(60);
    const [later] = await burst(1, key, true);
    expect(later).toMatchObject({ status: 'fulfilled', value: true });
  });
});
