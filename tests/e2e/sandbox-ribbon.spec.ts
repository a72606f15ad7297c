import { expect, test } from '@playwright/test';
import { registerWithPhone, skipNotice } from './helpers.ts';

/**
 * The "Sandbox — no real money" ribbon (issue 16): the e2e server runs in development, so the wallet,
 * the withdraw page and the sandbox checkout show it. The client learns the mode from appConfig's
 * runMode: the same build against a production answer shows none.
 */
test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('a development server: the wallet, the withdraw page and the sandbox checkout say no real money moves; the checkout loads without a missing file', async ({ page }) => {
  await registerWithPhone(page);
  await page.goto('/wallets?name=deposit');
  await expect(page.getByTestId('sandbox-ribbon')).toHaveText('Sandbox — no real money');
  // The checkout page names no icon, so the browser asks /favicon.ico: the build serves one (it was a 404 in the console).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();
  await expect(page.getByRole('heading', { name: 'Pay to Swerte' })).toBeVisible();
  await expect(page.getByTestId('sandbox-ribbon')).toHaveText('Sandbox — no real money');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  await page.waitForLoadState('load');
  expect(errors).toEqual([]);
  await page.goto('/withdrawal/gcash');
  await expect(page.getByRole('heading', { name: 'Withdraw via GCash' })).toBeVisible();
  await expect(page.getByTestId('sandbox-ribbon')).toBeVisible();
});

test('a server answering production: no ribbon on the same build', async ({ page }) => {
  await page.route('**/app/v1/anonymous/appConfig', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { runMode?: string };
    body.runMode = 'production';
    await route.fulfill({ response, json: body });
  });
  await registerWithPhone(page);
  await page.goto('/wallets?name=deposit');
  await expect(page.getByRole('button', { name: 'Deposit ₱100' })).toBeVisible();
  await expect(page.getByTestId('sandbox-ribbon')).toHaveCount(0);
});
