import { expect, test } from '@playwright/test';
import { freshPlayer, playerCall, signInAs, signInWithPassword, skipNotice } from './helpers.ts';

// Player protection (issue 19): limits the server enforces, and a time-out that signs out everywhere.

test('a ₱500 daily deposit limit: a ₱600 deposit is refused with the limit, what is left and when it resets', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/member');
  await page.getByRole('link', { name: 'Limits and breaks' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  await expect(page.getByText('You have no limits set.')).toBeVisible();
  await page.getByLabel('Limit', { exact: true }).selectOption('deposit');
  await page.getByLabel('Period').selectOption('day');
  await page.getByLabel('Amount (₱)').fill('500');
  await page.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByTestId('limits')).toContainText('₱0 of ₱500 used · ₱500 left');

  // A raise waits 24 hours: the page says from when it can be confirmed, and the limit stays.
  await page.getByLabel('Amount (₱)').fill('1000');
  await page.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByTestId('limits')).toContainText(/Change to ₱1,000 waiting: you can confirm it from/);
  await page.getByRole('button', { name: 'Keep current limit' }).click();
  await expect(page.getByTestId('limits')).not.toContainText('waiting');

  await page.goto('/wallets?name=deposit');
  await page.getByLabel('Other amount (₱)').fill('600');
  await page.getByRole('button', { name: 'Deposit ₱600' }).click();
  await expect(page.getByText(/This goes past your daily deposit limit of ₱500: you can deposit ₱500 more today\. It resets on \d{4}-\d\d-\d\d 00:00 \(Manila time\)\./)).toBeVisible();
  // Up to the limit goes through to the checkout.
  await page.getByLabel('Other amount (₱)').fill('500');
  await page.getByRole('button', { name: 'Deposit ₱500' }).click();
  await expect(page.getByRole('button', { name: /^Pay ₱500/ })).toBeVisible();
});

test('a 24-hour time-out signs the player out on every device and refuses sign-in with its end', async ({ page, context, browser }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  const other = await browser.newContext();
  await skipNotice(other);
  const second = await other.newPage();
  const { token } = await playerCall<{ token: string }>(player, 'accountLogin', { type: 2, account: player.account, password: player.password });
  await signInAs(second, { ...player, token }, '/member');
  // After a sign-in, the account page shows the one before it.
  await expect(second.getByTestId('last-sign-in')).toContainText(/Your previous sign-in: .+ \(Manila time\)/);
  await signInAs(page, player, '/member/self-limited');

  await page.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('You will be signed out on every device and cannot sign in, deposit or play for 24 hours. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, start it now' }).click();
  await expect(page.getByText(/Your break has started\. You can come back from/)).toBeVisible();
  await expect(page.getByTestId('balance')).toBeHidden();

  // The other device: its next call finds the session gone.
  await second.reload();
  await expect(second.getByTestId('balance')).toBeHidden();
  await second.goto('/auth/login');
  await signInWithPassword(second, player.account, player.password);
  await expect(second.getByText(/You are taking a time-out\. You can sign in again from \d{4}-\d\d-\d\d \d\d:\d\d \(Manila time\)\./)).toBeVisible();
  await other.close();
});
