import { expect, test } from '@playwright/test';
import { acceptNoticeOnly, freshPlayer, fund, playableSlotId, playerCall, readPesos, signInAs, skipNotice } from './helpers.ts';

/**
 * Issue 20, the offers (docs/offers.md): a new player meets the first-deposit offer in the start
 * popups (after the download, first-deposit tips and notice popups, spec §4), opens it, deposits with
 * it through the sandbox checkout, and sees the bonus paid, recorded and locked; the monthly bonus page
 * shows where the player stands. Seeded terms: 100% up to ₱500 from ₱100, 8×; welcome coins ₱50 at 5×, unlocked by ₱100 of deposits.
 */

test.use({ reducedMotion: 'reduce' });

test('a new player gets the first-deposit popup after the tips and the notice, deposits with the offer and sees the bonus recorded and locked', async ({ browser }) => {
  test.slow();
  const player = await freshPlayer();
  const context = await browser.newContext();
  await acceptNoticeOnly(context);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('swerte.token')) localStorage.setItem('swerte.token', value);
  }, player.token);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('balance')).toBeVisible();

  // The start order: download, first-deposit tips (now linking to the offer), notice, first deposit.
  await page.getByRole('dialog', { name: 'Get the Swerte app' }).getByRole('button', { name: 'Not now' }).click();
  const tips = page.getByRole('dialog', { name: 'Make your first top-up' });
  await expect(tips.getByRole('link', { name: 'See the first-deposit offer' })).toHaveAttribute('href', '/activity/first-deposit');
  await tips.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Swerte' }).getByRole('button', { name: 'Got it' }).click();
  // The popup's promise comes with its terms, and its button opens the deposit form with the offer opted in.
  const popup = page.getByRole('dialog', { name: 'First-deposit bonus' });
  await expect(popup).toContainText('Get 100% extra on your first deposit, up to ₱500, for a deposit of ₱100 or more.');
  await expect(popup.getByTestId('first-deposit-popup-terms')).toContainText('It unlocks for withdrawal after bets of 8× its amount; a withdrawal before then forfeits it.');
  await popup.getByRole('link', { name: 'Deposit with the bonus' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The deposit form opens with the offer ticked and its terms stated before paying.
  await expect(page).toHaveURL(/\/wallets\?name=deposit&offer=first-deposit$/);
  const optIn = page.getByRole('checkbox', { name: /Add the first-deposit bonus: 100% up to ₱500/ });
  await expect(optIn).toBeChecked();
  await expect(page.getByTestId('first-deposit-terms')).toHaveText('For a first deposit of ₱100 or more. The bonus unlocks for withdrawal after bets of 8× its amount; a withdrawal before then forfeits it.');

  // The offer's page: its terms and the welcome bonus waiting for the first deposit; back to the form, still ticked.
  await page.getByRole('link', { name: 'Offer terms' }).click();
  await expect(page).toHaveURL(/\/activity\/first-deposit$/);
  await expect(page.getByRole('heading', { name: '100% bonus on your first deposit' })).toBeVisible();
  await expect(page.getByTestId('offer-welcome').first()).toHaveText('₱50 waits for your first deposit.');
  await page.getByRole('link', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit&offer=first-deposit$/);
  await expect(optIn).toBeChecked();
  await page.getByLabel('Other amount (₱)').fill('50');
  await expect(page.getByTestId('first-deposit-bonus')).toHaveText('The first-deposit bonus needs a deposit of ₱100 or more.');
  await page.getByLabel('Other amount (₱)').fill('200');
  await expect(page.getByTestId('first-deposit-bonus')).toContainText('You get ₱200 extra');
  await page.getByRole('button', { name: 'Deposit ₱200' }).click();
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(page.getByText('Deposit received: ₱200 is in your balance.')).toBeVisible();
  await expect(page.getByTestId('first-deposit-paid')).toHaveText('Your first-deposit bonus of ₱200 came with it.');
  await expect.poll(async () => readPesos(await page.getByTestId('balance').textContent())).toBe(50 + 200 + 200);

  // The reward record lists it; the withdraw tab holds it (and the welcome coins) until their bets.
  await page.goto('/reward/record');
  await expect(page.getByTestId('reward-record').getByText('First-deposit bonus')).toBeVisible();
  await page.goto('/wallets?name=withdraw');
  await expect(page.getByTestId('locked-bonus')).toBeVisible();
  await expect(page.getByTestId('forfeit-warning')).toContainText('Withdrawing now forfeits your ₱250 bonus balance.');
  expect(readPesos(await page.getByTestId('locked-amount').textContent())).toBe(250);
  expect(readPesos(await page.getByTestId('withdrawable-now').textContent())).toBe(200);

  // The offer is closed now, and its page says what was paid and what is still locked.
  await page.goto('/activity/first-deposit');
  await expect(page.getByText('You have made your first deposit, so this offer is closed.')).toBeVisible();
  await expect(page.getByTestId('offer-paid').first()).toHaveText('₱200 paid with your first deposit.');
  await expect(page.getByTestId('offer-paid').nth(1)).toHaveText('₱200 locked until you bet ₱1,600 more in games.');
  await page.goto('/wallets?name=deposit');
  await expect(page.getByLabel('Other amount (₱)')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /first-deposit bonus/ })).toHaveCount(0);
  await context.close();
});

test('the monthly bonus page shows last month, this month so far and the tiers; the bonus centre opens every promotion it lists and shows every tab on a phone', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 1000);
  // ₱200 of real bets this month (two ₱100 spins).
  const { sessionId } = await playerCall<{ sessionId: string }>(player, 'startGame', { gameId: await playableSlotId(page.request), tryIt: false });
  for (let spin = 0; spin < 2; spin++) await playerCall(player, 'slotSpin', { sessionId, bet: 10_000, requestId: `offers-e2e-${Date.now()}-${spin}` });
  await signInAs(page, player, '/activity/monthly-bonus');

  await expect(page.getByRole('heading', { name: 'Monthly bonus' })).toBeVisible();
  await expect(page.getByTestId('monthly-last')).toContainText(': ₱0');
  await expect(page.getByTestId('monthly-tier')).toHaveText('No tier reached. Bet ₱1,000 in a month for tier 1.');
  await expect(page.getByRole('button', { name: 'Claim the monthly bonus' })).toBeDisabled();
  await expect(page.getByTestId('monthly-this')).toContainText(': ₱200');
  await expect(page.getByText(/Bet ₱800 more by the end of .+ to reach tier 1\./)).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Tiers' });
  await expect(tiers.getByRole('listitem')).toHaveCount(3);
  await expect(tiers.getByRole('listitem').first()).toContainText('Tier 1: bets of ₱1,000 in a month');

  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/bonus');
  // Every tab is in sight at 412 px (they wrap rather than run off the edge).
  for (const name of ['Overview', 'Promotions', 'Rebate', 'Record', 'Tasks', 'VIP']) await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toBeInViewport({ ratio: 1 });
  const promotions = page.getByRole('list', { name: 'Running promotions' });
  await expect(promotions.getByRole('link', { name: 'Monthly bonus' })).toHaveAttribute('href', '/activity/monthly-bonus');
  await expect(promotions.getByRole('link', { name: 'First deposit' })).toHaveAttribute('href', '/activity/first-deposit');
  await expect(promotions.getByRole('link', { name: 'Sign-up bonus' })).toHaveAttribute('href', '/activity/first-deposit');
  // Each running promotion opens something: its page, or its popup.
  await expect(promotions.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/download');
  await promotions.getByRole('button', { name: 'First deposit tips' }).click();
  const tips = page.getByRole('dialog', { name: 'Make your first top-up' });
  await tips.getByRole('button', { name: 'Later' }).click();
  await expect(tips).toBeHidden();
  await promotions.getByRole('button', { name: 'Bankrupt relief' }).click();
  const gift = page.getByRole('dialog', { name: 'Bankruptcy gift' });
  await expect(gift).toContainText('If your balance runs out after you play');
  await gift.getByRole('button', { name: 'Close' }).last().click();
  await expect(gift).toBeHidden();
  await expect(promotions.locator('li > div')).toHaveCount(0);
  await page.getByRole('tab', { name: /^VIP/ }).click();
  await expect(page).toHaveURL(/\/bonus\/vip$/);
});
