import { expect, test } from '@playwright/test';
import { DEMO, freshPlayer, registerWithPhone, signInWithPassword, skipNotice } from './helpers.ts';

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('signing out in a second tab signs the first tab out too, without a reload', async ({ page, context }) => {
  await registerWithPhone(page);
  const first = page;
  await expect(first.getByTestId('balance')).toHaveText('₱50');
  let reloaded = false;
  first.on('load', () => {
    reloaded = true;
  });

  const second = await context.newPage();
  await second.goto('/member');
  await expect(second.getByTestId('member-balance')).toHaveText('₱50');
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL('/');
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The first tab heard the storage event: signed out and sent to sign-in.
  await expect(first.getByTestId('balance')).toBeHidden();
  await expect(first.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(first).toHaveURL(/\/auth\/login/);
  expect(reloaded).toBe(false);

  // The tab that signed out stays on home: leaving /member must not bounce it to sign-in.
  await expect(second.getByRole('status').getByText('You have signed out. See you soon!')).toBeVisible();
  await expect(second).toHaveURL('/');
  await expect(second.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
});

/** A new player's welcome coins, as the balance shows them. */
const WELCOME_COINS = '₱50';

test('a wrong password shows the translated error', async ({ page }) => {
  // A player of its own: wrong passwords count towards the waits and challenge of the account they name.
  const player = await freshPlayer();
  await page.goto('/auth/login?type=account');
  await signInWithPassword(page, player.account, 'not-the-password');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password. Please check and try again.');
  await expect(dialog.getByText('errors.auth.wrongCredentials')).toHaveCount(0);
});

test('a guarded route sends a visitor to sign-in and back after signing in', async ({ page }) => {
  const player = await freshPlayer();
  await page.goto('/member');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fmember');
  await signInWithPassword(page, player.account, player.password);
  await expect(page).toHaveURL('/member');
  // That player's own page, in its profile header: its account, the nickname a new account gets (its
  // name, cut to config's 12 characters of a nickname: fresh names run to 13 in a full run), its coins.
  const header = page.getByRole('region', { name: 'Your profile' });
  await expect(header.getByText(`Account: ${player.account}`, { exact: true })).toBeVisible();
  await expect(header.getByText(player.account.slice(0, 12), { exact: true })).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveText(WELCOME_COINS);
  await expect(page.getByTestId('balance')).toHaveText(WELCOME_COINS);
  await expect(page).toHaveTitle('My account · Swerte');
});

test("the README's demo player signs in with its documented account and password", async ({ page }) => {
  // Other specs may play with it, so its balance is not asserted: only that it is the demo player, signed in.
  await page.goto('/member');
  await signInWithPassword(page, DEMO.account, DEMO.password);
  await expect(page).toHaveURL('/member');
  await expect(page.getByText(DEMO.nickname, { exact: true })).toBeVisible();
  await expect(page.getByTestId('member-balance')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a revoked token logs out on the next call and opens sign-in on the account tab', async ({ page }) => {
  const player = await freshPlayer();
  await page.goto('/auth/login?type=account');
  await signInWithPassword(page, player.account, player.password);
  await expect(page.getByTestId('balance')).toHaveText(WELCOME_COINS);
  // Sign the token out on the server behind the app's back, then come back to the app.
  await page.evaluate(async () => {
    const token = localStorage.getItem('swerte.token');
    const common = { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'swerte' };
    await fetch('/app/v1/logout', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(common) });
  });
  await page.goto('/member');
  await expect(page).toHaveURL(/\/auth\/login\?type=account/);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('tab', { name: 'With password' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Account name or mobile number', { exact: true })).toHaveValue(player.account);
});
