import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A field refused beside itself (issue 11): marked invalid for assistive technology, described by
 * the refusal, which shows on the page.
 */
export async function expectRefused(page: Page, box: Locator, message: string): Promise<void> {
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(message);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** A field not refused (any more). */
export async function expectAccepted(box: Locator): Promise<void> {
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(box).not.toHaveAttribute('aria-describedby');
}

/** Counts the calls to the API path ending in `path` the page makes while `act` runs. */
export async function callsTo(page: Page, path: string, act: () => Promise<void>): Promise<number> {
  let calls = 0;
  const listener = (request: { url(): string }) => {
    if (request.url().endsWith(path)) calls += 1;
  };
  page.on('request', listener);
  try {
    await act();
  } finally {
    page.off('request', listener);
  }
  return calls;
}
