import { expect, test } from '@playwright/test';
import { registerWithPhone, skipNotice } from './helpers.ts';

test('a new player deposits through the sandbox checkout, sees it credited, and a cancelled one is not', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await expect(page.getByTestId('balance')).toHaveText('₱50');

  await page.goto('/wallets?name=deposit&back=1');
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  for (const channel of ['GCash', 'Maya', 'Bank transfer']) await expect(page.getByRole('radio', { name: channel })).toBeAttached();
  // The default amount is preselected; the button says what will be paid.
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();

  await expect(page.getByRole('heading', { name: 'Pay to Swerte' })).toBeVisible();
  await expect(page.getByText('₱100.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₱100.00' }).click();

  await expect(page).toHaveURL(/\/wallets\?name=deposit&orderNo=D[0-9A-F]+$/);
  await expect(page.getByText('Deposit received: ₱100 is in your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱150');

  // Having deposited, the channel asks at least minAmount2 (₱100).
  await page.getByRole('button', { name: 'Make another deposit' }).click();
  await page.getByLabel('Other amount (₱)').fill('50');
  await expect(page.getByText('The minimum is ₱100.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose an amount' })).toBeDisabled();
  await page.getByLabel('Other amount (₱)').fill('');
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱150');

  // The coin record shows the deposit and the welcome bonus, newest first; a filter narrows it.
  await page.goto('/wallets/record');
  const rows = page.getByRole('listitem');
  await expect(rows.first()).toContainText('Deposit');
  await expect(rows.first()).toContainText('+₱100');
  await expect(rows.first()).toContainText('Balance ₱150');
  await expect(rows.nth(1)).toContainText('Welcome bonus');
  await expect(page.getByText("That's everything.")).toBeVisible();
  await page.getByText('Withdrawals', { exact: true }).click();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
});

test('the withdraw tab leads to each channel', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await page.goto('/wallets?name=withdraw');
  await page.getByRole('link', { name: 'Withdraw to Maya' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw via Maya' })).toBeVisible();
  await expect(page.getByText('Add a Maya account first to withdraw to it.')).toBeVisible();
});

test('retrieve balance: with nothing left in games, the wallet already holds everything', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await page.goto('/member');
  await page.getByRole('link', { name: 'Retrieve balance' }).click();
  await expect(page.getByRole('heading', { name: 'Retrieve balance' })).toBeVisible();
  await expect(page.getByTestId('retrieve-wallet')).toHaveText('₱50');
  await page.getByRole('button', { name: 'Retrieve all to wallet' }).click();
  await expect(page.getByRole('status').getByText('Nothing to retrieve: all your coins are in your wallet.')).toBeVisible();
});
