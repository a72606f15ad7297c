import { expect, test } from '@playwright/test';
import { freshPlayer, signInWithPassword, skipNotice } from './helpers.ts';

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('/service shows the queue: a visitor is asked to sign in to chat, and sees the other channels', async ({ page }) => {
  await page.goto('/service');
  await expect(page).toHaveTitle('Customer service · Swerte');
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  // The chat is for signed-in players (docs/chat.md): no composer for a visitor.
  await expect(page.getByText('Sign in to chat with us.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  const email = page.getByRole('link', { name: /Email/ });
  await expect(email).toHaveAttribute('href', 'mailto:support@swerte.ph');
});

test('when the queue cannot be read, the page says so and can retry', async ({ page }) => {
  await page.route('**/app/v1/getCustomerServices', (route) => route.abort());
  await page.goto('/service');
  await expect(page.getByRole('alert')).toContainText('Customer service is not available at the moment.');
  await page.unroute('**/app/v1/getCustomerServices');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:support@swerte.ph');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('/service/vip asks a visitor to sign in, comes back, and asks a non-VIP player to become VIP', async ({ page }) => {
  // A new player is not a VIP whatever other specs did to theirs.
  const player = await freshPlayer();
  await page.goto('/service/vip');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fservice%2Fvip');
  await signInWithPassword(page, player.account, player.password);
  await expect(page).toHaveURL('/service/vip');
  await expect(page.getByRole('heading', { name: 'For VIP players' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to customer service' }).click();
  await expect(page).toHaveURL('/service');
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
});
