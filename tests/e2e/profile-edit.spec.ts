import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshPlayer, signInAs, skipNotice } from './helpers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/**
 * Issue 27: the whole profile edited at /member/profile (nickname, an uploaded avatar, a shipped one,
 * the contact email), every change seen after a reload; a bad email is refused with the server's
 * translated message and nothing is saved.
 */
test('the whole profile is edited and seen after a reload', async ({ page, context }) => {
  test.setTimeout(90_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/member/profile');

  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  // A new player's nickname is their account name cut to the nickname's 12 characters; both come from the server.
  await expect(page.getByRole('definition').filter({ hasText: player.account })).toBeVisible();
  await expect(page.getByTestId('profile-nickname')).toHaveText(player.account.slice(0, 12));
  await expect(page.getByTestId('profile-invite')).toHaveText(/^[A-Z0-9]+$/);
  await expect(page.getByText('0 day(s) with us', { exact: false })).toBeVisible();

  // The nickname field takes at most the configured length (12).
  const nickname = page.getByLabel('Nickname', { exact: true });
  await expect(nickname).toHaveAttribute('maxlength', '12');
  const email = page.getByLabel('Contact email (optional)');

  // An email the server cannot take: its message under the field, nothing saved.
  await nickname.fill('Tagumpay7');
  await email.fill('not an email');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await email.fill('juan@example.ph');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText('Your profile is saved.')).toBeVisible();

  // Their own picture as avatar: checked and cropped by the server, shown at once.
  await page.getByTestId('avatar-upload').setInputFiles(join(FIXTURES, 'kyc-selfie.jpg'));
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', /^\/avatars\/[0-9a-f]{64}\.jpg$/);

  await page.reload();
  await expect(page.getByTestId('profile-nickname')).toHaveText('Tagumpay7');
  await expect(page.getByLabel('Contact email (optional)')).toHaveValue('juan@example.ph');
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Your picture' })).toBeChecked();

  // A shipped avatar instead, and the email removed.
  await page.getByRole('radio', { name: 'Avatar 5' }).check({ force: true });
  await page.getByLabel('Contact email (optional)').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Your picture' })).toHaveCount(0);
  await expect(page.getByLabel('Contact email (optional)')).toHaveValue('');
  await page.goto('/member');
  await expect(page.getByText('Tagumpay7', { exact: true })).toBeVisible();
});
