import { expect, test } from '@playwright/test';
import { COMMON_FIELDS, confirmItsMe, freshPlayer, signInAs, skipNotice } from './helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

/** An /app/v1 call with a token, answering the parsed body whatever its errcode. */
async function callWith(token: string, path: string, input: Record<string, unknown> = {}) {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/app/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...COMMON_FIELDS, ...input }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('the Security page lists devices and recent activity, and signs the other devices out after a step-up', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  // The same player signed in on another device (its own token).
  const other = await fetch(`http://127.0.0.1:${E2E_PORT}/app/v1/accountLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1' },
    body: JSON.stringify({ ...COMMON_FIELDS, type: 2, account: player.account, password: player.password }),
  });
  const otherToken = ((await other.json()) as { token: string }).token;

  await signInAs(page, player, '/member');
  await page.getByRole('link', { name: 'Security and devices' }).click();
  await expect(page).toHaveURL('/member/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

  const devices = page.getByTestId('sessions').getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.nth(0)).toContainText('This device');
  await expect(devices.nth(1)).toContainText('iOS · Safari');
  const activity = page.getByTestId('activity').getByRole('listitem');
  // Registration and the second sign-in, newest first.
  await expect(activity.nth(0)).toContainText('Signed in');
  await expect(activity.nth(0)).toContainText('with password');
  await expect(activity.nth(1)).toContainText('new account');

  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await confirmItsMe(page, player.password, { wrongFirst: true });
  await expect(page.getByRole('status').getByText('Other devices signed out: 1.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('Only this device is signed in.')).toBeVisible();
  expect((await callWith(otherToken, 'refreshData')).status).toBe(401);
  expect((await callWith(player.token, 'refreshData')).status).toBe(200);

  // The page's activity shows the failed proof and the sign-out once reloaded.
  await page.reload();
  await expect(activity.nth(0)).toContainText('Other devices signed out');
  await expect(activity.nth(0)).toContainText('devices signed out: 1');
  await expect(activity.nth(1)).toContainText('Wrong password when confirming a change');
});

test('a cancelled step-up changes nothing and says why', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/wallets/card/edit?type=gcash');
  await page.getByLabel("Owner's full name").fill('Demo Player');
  await page.getByLabel('E-wallet mobile number').fill('0917 555 1234');
  await page.getByRole('button', { name: 'Save account' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("For your safety, please confirm it's you first.")).toBeVisible();
  expect(((await callWith(player.token, 'getExchange')).body.cards as unknown[]).length).toBe(0);
});
