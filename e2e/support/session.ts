import type { Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { DEMO_CUSTOMER, MAIN_URL } from './servers';

export type Session = { token: string; account: string };

/**
 * Signs `page` in without the login screen: a session from the API's login, written where the app
 * keeps it (localStorage), on the start screen in `locale`. Answers the session, whose token and
 * account are also the headers of the customer's own API calls.
 */
export async function signInWithToken(
  page: Page,
  locale: Locale = 'ja',
  credentials: { account: string; password: string } = DEMO_CUSTOMER,
): Promise<Session> {
  const answer = await page.request.post(`${MAIN_URL}/api/vue/user/login`, { data: credentials });
  const { data } = (await answer.json()) as { data: Session };
  await page.goto(`${MAIN_URL}/?lang=${locale}#/login/start`);
  await page.evaluate(
    ([token, account]) => {
      localStorage.setItem('kabuto.token', token);
      localStorage.setItem('kabuto.account', account);
    },
    [data.token, data.account] as const,
  );
  return { token: data.token, account: data.account };
}
