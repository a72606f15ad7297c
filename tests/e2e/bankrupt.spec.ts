import { expect, test, type Page } from '@playwright/test';
import { depositWithSandbox, playableSlotId, readPesos, registerWithPhone, skipNotice, spinOnce } from './helpers.ts';

/**
 * Issue 20, the bankruptcy gift (docs/bankrupt.md): a new player tops up ₱50 (with the ₱50 welcome
 * coins: ₱100), plays the house slot at the largest bet the balance allows until it runs out (₱100
 * or more of valid bets, the seeded first award's), sees the bankruptcy popup over the stopped reels
 * with the first gift claimable and the next waiting for bets, claims it (the reward popup), and the
 * popup closes with the balance back above ₱1.
 *
 * The reels are the server's crypto RNG: most players run out within a few spins, but about one in
 * thirty wins enough to play on for a hundred spins or more. Like a player who wins big and goes
 * home, one whose balance passes ₱500 or who still has coins after 25 spins is left, and a new one
 * tries (about one player in eleven; at most five, so all five winning is about one run in 200,000).
 */

test.use({ reducedMotion: 'reduce' });

const MAX_SPINS = 25;
const GIVE_UP_ABOVE = 500;
const BET_LEVELS = [1, 2, 5, 10, 20, 50, 100];

/** Sets the slot's bet to the largest level the balance allows. */
async function betAtMost(page: Page, pesos: number): Promise<void> {
  const target = BET_LEVELS.toReversed().find((level) => level <= pesos) ?? 1;
  const bet = page.getByTestId('slot-bet');
  for (let step = 0; step < BET_LEVELS.length; step += 1) {
    const current = readPesos(await bet.textContent());
    if (current === target) return;
    await page.getByRole('button', { name: current < target ? 'Raise bet' : 'Lower bet' }).click();
  }
  expect(readPesos(await bet.textContent())).toBe(target);
}

/** A new player with ₱100 who plays until the balance is below ₱1; false if they won too much to run out soon. */
async function runOut(page: Page, gameId: number): Promise<boolean> {
  await registerWithPhone(page);
  await depositWithSandbox(page, 50);
  await page.goto(`/game/start?gameId=${gameId}`);
  await expect(page).toHaveURL(/\/game\/play\/\d+\?session=/, { timeout: 20_000 });
  const balance = page.getByTestId('slot-balance');
  await expect(balance).toHaveText('₱100');
  for (let spin = 0; spin < MAX_SPINS; spin += 1) {
    const pesos = readPesos(await balance.textContent());
    if (pesos < 1) return true;
    if (pesos > GIVE_UP_ABOVE) return false;
    await betAtMost(page, pesos);
    await spinOnce(page);
  }
  return readPesos(await balance.textContent()) < 1;
}

test('lose the balance to zero and claim the bankruptcy gift after the required valid bets', async ({ page, context }) => {
  // Registering, paying and loading the slot take a while on a busy machine; a second player doubles it.
  test.setTimeout(360_000);
  await skipNotice(context);
  const gameId = await playableSlotId(page.request);
  let ranOut = false;
  for (let attempt = 0; attempt < 5 && !ranOut; attempt += 1) {
    if (attempt > 0) {
      // Signed out (the token is on the device) before the next player registers.
      await page.evaluate(() => localStorage.removeItem('swerte.token'));
      await page.goto('/');
    }
    ranOut = await runOut(page, gameId);
  }
  expect(ranOut).toBe(true);

  // The popup waits for the reels, then covers the slot: the first gift claimable, the next waiting for bets.
  const popup = page.getByRole('dialog', { name: 'Bankruptcy gift' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId('bankrupt-window')).toContainText(/Claim within \d+:\d\d/);
  const bets = readPesos(await popup.getByTestId('bankrupt-bets').textContent());
  expect(bets).toBeGreaterThanOrEqual(100);
  const first = popup.getByTestId('bankrupt-award-1');
  await expect(first).toContainText(/Gift 1\s*₱10(?![\d,])/);
  await expect(first.getByRole('button', { name: 'Claim' })).toBeEnabled();
  const second = popup.getByTestId('bankrupt-award-2');
  if (bets < 500) await expect(second).toContainText(`Bet ₱${500 - bets} more today`);
  await expect(second.getByRole('button', { name: 'Not yet' })).toBeDisabled();

  // Claimed: the reward popup, then the balance is ₱10 and the bankruptcy popup has closed itself.
  await first.getByRole('button', { name: 'Claim' }).click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('slot-balance')).toHaveText('₱10');

  // Reloaded, the player (₱10) is not bankrupt: no popup; the reward record names the gift.
  await page.reload();
  await expect(page.getByTestId('slot-stage')).toBeVisible();
  await expect(popup).toHaveCount(0);
  await page.goto('/reward/record');
  await expect(page.getByTestId('reward-record').getByText('Bankruptcy gift')).toBeVisible();
});
