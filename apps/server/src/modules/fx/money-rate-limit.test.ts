import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp({
  configure: (config) => ({ ...config, moneyMovementLimitPerMinute: 2 }),
});

describe('money movements are rate-limited per address', () => {
  it('refuses the call over the limit with too_frequent, and other calls go on', async () => {
    const { headers } = await signUpAndLogIn(t);
    const quote = () => t.call('/fx/quote', { from: 'JPY', to: 'USD', amount: '10000' }, headers);
    const first = await quote();
    const second = await quote();
    expect(first.httpStatus).toBe(200);
    expect(second.httpStatus).toBe(200);
    expect(await quote()).toMatchObject({ httpStatus: 429, status: 0, msg: 'too_frequent' });
    expect(
      (
        await t.call(
          '/funding/withdraw',
          { amount: '1000', cardId: 1, fundPassword: '123456' },
          headers,
        )
      ).msg,
    ).not.toBe('too_frequent');
    expect((await t.call('/user/info', {}, headers)).status).toBe(1);
  });
});
