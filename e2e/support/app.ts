import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { TRANSLATION_KEYS, text } from './texts';

/** The antd-mobile toasts on screen (the previous one can still be fading out). */
export function toast(page: Page): Locator {
  return page.locator('.adm-toast-main');
}

/** A toast with exactly this text appears, whatever older toast is still on screen. */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect(toast(page).filter({ hasText: message }).last()).toHaveText(message);
}

/** The page shows no raw translation key and no unfilled interpolation. */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  const leaked = TRANSLATION_KEYS.filter((key) => visible.includes(key));
  expect(leaked, `raw translation keys on ${page.url()}`).toEqual([]);
  expect(visible).not.toMatch(/\{\{\w+\}\}/);
}

/** A ten-digit phone-number account nobody has registered yet. */
export function newAccount(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function expectRoute(page: Page, route: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/\//g, '\\/')}$`));
}

/** Ticks the agreement box by its icon (its label holds links to the texts). */
export async function acceptAgreement(page: Page): Promise<void> {
  const agreement = page.getByTestId('agreement');
  if (!(await agreement.getAttribute('class'))?.includes('adm-checkbox-checked')) {
    await agreement.locator('.adm-checkbox-icon').click();
  }
  await expect(agreement).toHaveClass(/adm-checkbox-checked/);
}

export async function logIn(
  page: Page,
  locale: Locale,
  account: string,
  password: string,
): Promise<void> {
  await page.getByLabel(text(locale, 'login.account'), { exact: true }).fill(account);
  await page.getByLabel(text(locale, 'login.password'), { exact: true }).fill(password);
  await acceptAgreement(page);
  await page.getByRole('button', { name: text(locale, 'login.submit'), exact: true }).click();
}

/** Waits until an open antd-mobile dialog has finished its opening animation (for screenshots). */
export async function waitForDialog(page: Page): Promise<void> {
  await expect(page.locator('.adm-dialog .adm-center-popup-wrap')).toBeVisible();
  await page.waitForFunction(() => {
    const wrap = document.querySelector<HTMLElement>('.adm-dialog .adm-center-popup-wrap');
    const mask = document.querySelector<HTMLElement>('.adm-dialog .adm-mask');
    return (
      wrap !== null &&
      getComputedStyle(wrap).opacity === '1' &&
      (!mask || getComputedStyle(mask).opacity === '1')
    );
  });
}

/** A screenshot for people to look at, in test-results/screens/<name>.png. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', `${name}.png`),
  });
}
