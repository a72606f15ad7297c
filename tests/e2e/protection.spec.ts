import { expect, test } from '@playwright/test';
import { confirmItsMe, freshPlayer, fund, playerCall, signInAs, signInWithPassword, skipNotice } from './helpers.ts';

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
  await expect(confirm).toContainText('You will be signed out on every device and cannot deposit, play or get promotions for 24 hours; you can only sign in to withdraw your balance. This cannot be undone.');
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

test('in a time-out the player signs in to withdraw only: the end date, "Withdraw my balance", a withdrawal, the record', async ({ page, context }) => {
  await skipNotice(context);
  // ₱250: the ₱50 welcome bonus (locked) and ₱200 deposited.
  const player = await freshPlayer();
  await fund(player, 200);
  await signInAs(page, player, '/member/self-limited');
  await page.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, start it now' }).click();
  await expect(page.getByTestId('balance')).toBeHidden();

  // Every answer the app gets once withdraw-only: such a session must never knock on a closed door.
  const answers: { path: string; errcode: unknown }[] = [];
  let recording = false;
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!recording || !path.startsWith('/app/v1/')) return;
    const body = (await response.json().catch(() => ({}))) as { errcode?: unknown };
    answers.push({ path: path.slice('/app/v1/'.length), errcode: body.errcode });
  });

  await page.goto('/auth/login');
  await signInWithPassword(page, player.account, player.password);
  const paused = page.getByRole('alertdialog', { name: 'Account paused' });
  await expect(paused.getByText(/You are taking a time-out\. You can sign in again from \d{4}-\d\d-\d\d \d\d:\d\d \(Manila time\)\./)).toBeVisible();
  recording = true;
  await paused.getByRole('button', { name: 'Withdraw my balance' }).click();

  const banner = page.getByTestId('withdraw-only-banner');
  await expect(banner).toContainText(/Until .+ \(Manila time\) you can only withdraw your balance/);
  await expect(page).toHaveURL(/\/wallets\?name=withdraw$/);
  await expect(page.getByTestId('balance')).toHaveText('₱250');
  // A withdraw-only wallet has nothing to deposit with: no Deposit tab, no "Deposit now".
  await expect(page.getByRole('link', { name: 'Withdraw to GCash' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('locked-bonus')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit now' })).toHaveCount(0);
  // The lobby, the games and the rewards are not for now: back to the withdraw tab.
  for (const path of ['/', '/vip', '/game/search', '/wallets?name=deposit', '/member']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/wallets\?name=withdraw$/);
    await expect(banner).toBeVisible();
  }

  await page.goto('/wallets/card/edit?type=gcash');
  await page.getByLabel("Owner's full name").fill('Demo Player');
  await page.getByLabel('E-wallet mobile number').fill('0917 767 4321');
  await page.getByRole('button', { name: 'Save account' }).click();
  await confirmItsMe(page, player.password);
  await page.getByRole('listitem', { name: 'GCash ending in 4321' }).getByRole('link', { name: 'Withdraw to this account' }).click();
  await expect(page.getByTestId('withdrawable')).toHaveText('₱200');
  await page.getByLabel('Amount (₱)').fill('200');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // The ₱50 welcome bonus is a bonus balance: withdrawing forfeits it, once confirmed.
  await page.getByRole('dialog', { name: 'Forfeit your bonus balance?' }).getByRole('button', { name: 'Confirm forfeit' }).click();
  await expect(page.getByRole('status').getByText('Your withdrawal of ₱200 is being processed.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱0');

  await banner.getByRole('link', { name: 'Coin record' }).click();
  const rows = page.getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText('−₱200');

  // The pause's status: a time-out, with its end, and no way to end it early.
  await banner.getByRole('link', { name: 'Pause details' }).click();
  await expect(page.getByRole('heading', { name: 'Time-out' })).toBeVisible();
  await expect(page.getByText('A time-out cannot be ended early: it ends by itself.')).toBeVisible();

  // No start popup, jackpot bubble or rewards overlay asked for anything, and nothing was refused.
  expect(answers.filter((a) => a.errcode === 6002)).toEqual([]);
  expect(answers.map((a) => a.path)).not.toContain('getJackpotDrawInfo');
  expect(answers.map((a) => a.path)).not.toContain('online');

  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});
