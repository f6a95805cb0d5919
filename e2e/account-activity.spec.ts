import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { post } from './credit-support';
import { rejectedDepositor } from './rejected-depositor';
import { expectNoRawKeys } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { signInWithToken } from './support/session';

/**
 * Account activity and sessions (docs/activity.md) at 390x844 in Japanese and English: a
 * rejected deposit and a restriction set and lifted appear with the operator's role and words,
 * and "sign out everywhere else" ends the other session while this one stays. Screenshots in
 * <output>/screens/account-activity/.
 */

const REASON = 'The slip shows another amount';
const activity = webNamespaceTexts('activity');

/** A newcomer whose deposit was rejected and whose withdrawals were barred and let again. */
async function reviewedCustomer(request: APIRequestContext) {
  const { account, password, asOperator } = await rejectedDepositor(request, REASON);
  const [found] = await post<{ id: number }[]>(
    request,
    '/api/admin/customers/search',
    { query: account },
    asOperator,
  );
  const restriction = { customerId: found!.id, kind: 'withdraw_barred' };
  await post(
    request,
    '/api/admin/customers/restrict',
    { ...restriction, reason: 'Card check' },
    asOperator,
  );
  await post(
    request,
    '/api/admin/customers/lift',
    { ...restriction, reason: 'Checked' },
    asOperator,
  );
  return { account, password };
}

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`account activity and sessions in ${locale}`, async ({ page, request }) => {
    const customer = await reviewedCustomer(request);
    await signInWithToken(page, locale, customer);
    await page.goto(`/?lang=${locale}#/user/activity`);
    const entries = page.getByTestId('activity-entry');
    // Newest first: the lift, the restriction, the rejected deposit.
    await expect(entries).toHaveCount(3);
    const rejected = entries.nth(2);
    await expect(rejected).toContainText(activity.text(locale, 'actions.deposit_reject'));
    await expect(rejected).toContainText(
      activity.text(locale, 'byRole', { role: activity.text(locale, 'roles.finance') }),
    );
    await expect(rejected.getByTestId('activity-operator-reason')).toHaveText(REASON);
    await expect(entries.nth(1)).toContainText(
      activity.text(locale, 'restrictions.withdraw_barred'),
    );
    await expect(entries.nth(0)).toContainText(
      activity.text(locale, 'actions.customer_lift_restriction'),
    );
    await expectNoRawKeys(page);
    const shots = path.join(test.info().project.outputDir, 'screens', 'account-activity');
    await page.screenshot({ path: path.join(shots, `activity-${locale}.png`) });

    await page.goto(`/?lang=${locale}#/user/sessions`);
    const sessions = page.getByTestId('session-entry');
    // Registration's session and the one this page signed in with.
    await expect(sessions).toHaveCount(2);
    await expect(page.locator('[data-testid="session-entry"][data-current="true"]')).toHaveCount(1);
    await page.screenshot({ path: path.join(shots, `sessions-${locale}.png`) });
    await page.getByTestId('sign-out-others').click();
    await page
      .locator('.adm-dialog')
      .getByRole('button', { name: activity.text(locale, 'sessions.signOutOthers'), exact: true })
      .click();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toHaveAttribute('data-current', 'true');
    await expect(page.getByText(activity.text(locale, 'sessions.onlyThis'))).toBeVisible();
  });
}
