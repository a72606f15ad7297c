import { expect, test } from '@playwright/test';
import { depositWithSandbox, playableSlotId, readPesos, registerWithPhone, skipNotice, spinOnce } from './helpers.ts';

/**
 * Issue 20, points and the leaderboard (docs/points-rank.md): a new player deposits through the sandbox,
 * plays the house slot to VIP 1 (₱1,000 of valid bets in the seeded vipMap), claims the seeded weekly
 * deposit task's points on /bonus/tasks, exchanges points for bonus coin on /points (a refusal first),
 * sees the balance and the log follow, then finds their own place on /rank; a visitor sees the board
 * read-only with a sign-in prompt.
 */

test.use({ reducedMotion: 'reduce' });

test('earn points through a VIP task, exchange them for coin, and find yourself on the leaderboard', async ({ page, context, browser }) => {
  test.slow();
  await skipNotice(context);
  await registerWithPhone(page);
  await depositWithSandbox(page, 5000);

  // No points yet: the page explains where they come from, and the exchange says why it cannot go.
  await page.goto('/points');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(page.getByTestId('points-sources')).toContainText('VIP weekly tasks');
  await expect(page.getByRole('link', { name: 'Go there' }).first()).toBeVisible();
  const field = page.getByLabel('Points to exchange');
  await field.fill('100');
  await expect(page.getByText('You get ₱10')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByText('You do not have that many points.')).toBeVisible();

  // ₱1,000 of valid bets: VIP 1, on the leaderboard.
  await page.goto(`/game/start?gameId=${await playableSlotId(page.request)}`);
  await expect(page).toHaveURL(/\/game\/play\/\d+\?session=/, { timeout: 20_000 });
  const raise = page.getByRole('button', { name: 'Raise bet' });
  while (await raise.isEnabled()) await raise.click();
  await expect(page.getByTestId('slot-bet')).toContainText('₱100');
  for (let spin = 0; spin < 10; spin += 1) await spinOnce(page);
  const gift = page.getByRole('dialog', { name: 'Welcome to VIP 1!' });
  await expect(gift).toBeVisible({ timeout: 15_000 });
  await gift.getByRole('button', { name: 'Later' }).click();

  // The weekly deposit task (₱500 this week, VIP 1) pays 300 points in the seeded config.
  await page.goto('/bonus/tasks');
  // The spin that reached VIP 1 earned its rate (0.10% of ₱100): ten centavos, under the ₱1 a rebate
  // is claimable from, so no red dot and no rebate tip ("You have ₱0 of bet rebate to claim", issue 26).
  const tip = page.getByRole('dialog', { name: 'Bet rebate ready' });
  // The VIP tasks' list: the daily tasks above it have Claim buttons of their own (docs/tasks.md).
  const vipTasks = page.getByRole('list', { name: 'VIP tasks' });
  await expect(vipTasks).toBeVisible();
  await expect(tip).toHaveCount(0);
  await vipTasks.getByRole('button', { name: 'Claim' }).first().click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();

  // The exchange: 200 points for ₱20 of bonus coin, locked by its 1× turnover.
  await page.goto('/points');
  await expect(page.getByTestId('points-balance')).toHaveText('300');
  const coinBefore = readPesos(await page.getByTestId('balance').textContent());
  await field.fill('105');
  await expect(page.getByText('At least 100 points, in steps of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByText('Exchange points in steps of 10, so that you get whole pesos.')).toBeVisible();
  await field.fill('200');
  await expect(page.getByText('You get ₱20')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange' }).click();
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(page.getByText('You exchanged 200 points for ₱20.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('100');
  await expect.poll(async () => readPesos(await page.getByTestId('balance').textContent())).toBe(coinBefore + 20);
  await expect(page.getByText('You can exchange 4,800 more points today (Manila time).')).toBeVisible();
  const log = page.getByTestId('points-log').getByRole('listitem');
  await expect(log).toHaveCount(2);
  await expect(log.nth(0)).toContainText('Exchanged for coin');
  await expect(log.nth(0)).toContainText('−200 points');
  await expect(log.nth(0)).toContainText('Balance 100');
  await expect(log.nth(1)).toContainText('VIP');
  await expect(log.nth(1)).toContainText('+300 points');

  // The coin record names the exchange among the bonuses.
  await page.goto('/wallets/record');
  await expect(page.getByText('Points exchanged for coin').first()).toBeVisible();

  // The leaderboard: the player's own row, highlighted, with their ₱1,000 of valid bets today and this week.
  await page.goto('/rank');
  await expect(page.getByTestId('rank-mine')).toContainText('with ₱1,000 in valid bets');
  const mine = page.getByTestId('rank-board').locator('[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('₱1,000');
  await page.getByRole('tab', { name: 'This week' }).click();
  await expect(page.getByText(/^Valid bets from .+ to .+ \(Manila time\)\.$/)).toBeVisible();
  await expect(page.getByTestId('rank-board').locator('[aria-current="true"]')).toContainText('₱1,000');

  // A visitor sees the board (names masked) and a sign-in prompt in place of their own place.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await skipNotice(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/rank');
  await expect(visitor.getByText('Sign in to see your place on the board.')).toBeVisible();
  await expect(visitor.getByTestId('rank-board').getByRole('listitem').first()).toContainText('***');
  await expect(visitor.getByTestId('rank-board').locator('[aria-current="true"]')).toHaveCount(0);
  await visitor.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitorContext.close();
});
