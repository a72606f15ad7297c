import { expect, test } from '@playwright/test';
import { registerWithPhone, skipNotice } from './helpers.ts';

/** Issue 14's HUD defects around money, each as a player meets it (a fresh player per test). */

test('the top bar shows the balance as ₱, like the wallet, and tapping it opens the deposit tab', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await expect(page.getByTestId('balance')).toHaveText('₱50');
  await expect(page.getByTestId('home-balance')).toHaveText('₱50');

  await page.getByTestId('balance-chip').click();
  await expect(page).toHaveURL('/wallets?name=deposit');
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱50');
  await expect(page.getByTestId('balance')).toHaveText('₱50');

  await page.goto('/member');
  await expect(page.getByTestId('member-balance')).toHaveText('₱50');
});

test('the lobby has a Deposit entry for players; a visitor is asked to sign in instead', async ({ page, context }) => {
  await skipNotice(context);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' })).toHaveCount(0);

  await registerWithPhone(page);
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL('/wallets?name=deposit');
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
});

test('an "Other amount" of 0, below the minimum or above the maximum says so at the field, as it is typed, and the button stays disabled', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/wallets?name=deposit');
  const other = page.getByLabel('Other amount (₱)');
  const idle = page.getByRole('button', { name: 'Choose an amount' });
  // GCash's first deposit may be as small as ₱1 (seeded minAmount 100 hundredths).
  await other.fill('0');
  await expect(page.getByText('The minimum is ₱1.')).toBeVisible();
  await expect(page.getByText('Enter an amount in whole pesos.')).toHaveCount(0);
  await expect(idle).toBeDisabled();
  // Bank transfer asks ₱100 (minAmount 10000).
  await page.getByText('Bank transfer', { exact: true }).click();
  await other.fill('0');
  await expect(page.getByText('The minimum is ₱100.')).toBeVisible();
  await expect(page.getByText('Enter an amount in whole pesos.')).toHaveCount(0);
  await other.fill('99');
  await expect(page.getByText('The minimum is ₱100.')).toBeVisible();
  await expect(idle).toBeDisabled();
  await other.fill('12.5');
  await expect(page.getByText('Enter an amount in whole pesos.')).toBeVisible();
  // Above the largest deposit: no active-looking "Deposit ₱60,000" that does nothing.
  await other.fill('60000');
  await expect(page.getByText('The maximum at a time is ₱50,000.')).toBeVisible();
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: /^Deposit ₱60,000/ })).toHaveCount(0);
  await expect(idle).toBeDisabled();
  await other.fill('100');
  await expect(page.getByText('The maximum at a time is ₱50,000.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deposit ₱100' })).toBeEnabled();
});

for (const path of ['/withdrawal/paypal', '/wallets?name=bogus']) {
  test(`a route that fails validation (${path}) is the not-found page inside the app, with the top bar and title`, async ({ page, context }) => {
    await skipNotice(context);
    await registerWithPhone(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(new URL(path, 'http://x').pathname, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Swerte');
    await expect(page.getByTestId('balance')).toHaveText('₱50');
    await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
    // And it leaves like any page: the next page has its own title.
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Home · Swerte');
  });
}

test('after a failed load the withdraw page offers Try again, which loads it; the sentences read right per channel', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  // The first getExchange times out (as on a bad connection); the next ones go through.
  let failed = 0;
  await page.route('**/app/v1/getExchange', async (route) => {
    if (failed++ === 0) await route.abort('timedout');
    else await route.continue();
  });
  await page.goto('/withdrawal/bank');
  await expect(page.getByText("We couldn't load your withdrawal details.", { exact: false })).toBeVisible();
  const tips = page.getByRole('dialog', { name: 'Tips' });
  if (await tips.isVisible()) await tips.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Add a bank account first to withdraw to it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a bank account' })).toBeVisible();
  await expect(page.getByText("We couldn't load your withdrawal details.", { exact: false })).toHaveCount(0);
  expect(failed).toBe(2);

  await page.goto('/withdrawal/gcash');
  await expect(page.getByText('Add a GCash account first to withdraw to it.')).toBeVisible();
  await page.goto('/withdrawal/maya');
  await expect(page.getByText('Add a Maya account first to withdraw to it.')).toBeVisible();
  await expect(page.getByText(/account account/)).toHaveCount(0);
});
