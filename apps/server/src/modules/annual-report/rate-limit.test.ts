import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp({
  configure: (config) => ({ ...config, reportLimitPerMinute: 2 }),
});

describe('annual report files are rate-limited per address', () => {
  it('refuses the file over the limit with too_frequent, and the report itself goes on', async () => {
    const { headers } = await signUpAndLogIn(t);
    // The current year (always offered, whatever the day the suite runs).
    const { years } = (await t.call('/report/years', {}, headers)).data as {
      years: Array<{ year: number }>;
    };
    const year = years[0]!.year;
    const download = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/vue/report/annualFile',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ year, format: 'pdf', locale: 'en' }),
      });
    expect((await download()).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(200);
    const third = await download();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 0, msg: 'too_frequent' });
    expect((await t.call('/report/annual', { year }, headers)).status).toBe(1);
  });
});
