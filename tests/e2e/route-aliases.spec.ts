import { expect, test } from '@playwright/test';
import { freshPlayer, fund, signInAs, skipNotice } from './helpers.ts';

// The spec's alternative addresses of pages (older app versions and the wrapper link to them):
// each opens the same page as its main address, for a visitor and for a signed-in player.

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('/auth/login/v2 and /auth/accountLogin open the sign-in dialog, the latter on the password tab, and sign a player in', async ({ page }) => {
  const player = await freshPlayer();
  await page.goto('/auth/login/v2');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Swerte');

  await page.goto('/auth/accountLogin');
  await expect(dialog).toBeVisible();
  // The account tab is already chosen: its fields show without touching the tabs.
  await expect(dialog.getByRole('tab', { name: 'With password' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Account name or mobile number', { exact: true }).fill(player.account);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('₱50');
});

test('/wallets/v2, /wallets/card/list/v2 and /v2/wallets/record are the wallet, the withdrawal accounts and the coin record', async ({ page }) => {
  const player = await freshPlayer();
  await fund(player, 100);
  await signInAs(page, player, '/wallets/v2?name=deposit');
  await expect(page).toHaveTitle('Wallet · Swerte');
  await expect(page.getByLabel('Other amount (₱)')).toBeVisible();

  await page.goto('/wallets/card/list/v2');
  await expect(page.getByRole('heading', { name: 'Withdrawal accounts' })).toBeVisible();
  await expect(page.getByText('You have no withdrawal account yet.', { exact: false })).toBeVisible();

  await page.goto('/v2/wallets/record');
  const rows = page.getByTestId('coin-record');
  // The welcome coins and the ₱100 deposit, newest first, the balance after each.
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('record-amount')).toHaveText('+₱100');
  await expect(rows.first().getByTestId('record-balance')).toHaveText('Balance ₱150');
});

test('signed out, the wallet aliases send the visitor to sign-in and back to the alias', async ({ page }) => {
  for (const path of ['/wallets/v2', '/wallets/card/list/v2', '/v2/wallets/record']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
  }
});
