import { expect, test } from '@playwright/test';
import { freshPlayer, signInWithPassword, skipNotice } from './helpers.ts';

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('/service loads the live chat from the queue and lists the other channels', async ({ page }) => {
  await page.goto('/service');
  await expect(page).toHaveTitle('Customer service · Swerte');
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(page.getByText("Hi! You're talking to Swerte customer service.", { exact: false })).toBeVisible();
  await expect(page.getByText('Queue: players')).toBeVisible();
  await page.getByLabel('Your message').fill('How do I top up?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('How do I top up?')).toBeVisible();
  await expect(page.getByText("Thanks, we've got your message.", { exact: false })).toBeVisible();

  const email = page.getByRole('link', { name: /Email/ });
  await expect(email).toHaveAttribute('href', 'mailto:support@swerte.ph');
});

test('when the chat widget cannot load, the page says so, offers the other channels, and can retry', async ({ page }) => {
  await page.route('**/local-widget*.js', (route) => route.abort());
  await page.goto('/service');
  await expect(page.getByRole('alert')).toContainText('Live chat is not available right now');
  await expect(page.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:support@swerte.ph');
  await expect(page.getByLabel('Your message')).toHaveCount(0);

  await page.unroute('**/local-widget*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Your message')).toBeVisible();
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
