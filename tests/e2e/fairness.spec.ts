import { expect, test, type Page } from '@playwright/test';
import { freshPlayer, fund, playableSlotId, signInAs, skipNotice, spinOnce } from './helpers.ts';

/**
 * Provable fairness, the player's side (issue 28): a player's slot spins and jackpot draws listed on
 * the Fairness page, each recomputed in the browser (a Web Worker, Web Crypto, the published
 * algorithm) once the seed is rotated; the client seed editor; the next draw on the new seed.
 */

// Reduced motion: the reels and the board settle quickly (the result is the server's either way).
test.use({ reducedMotion: 'reduce', viewport: { width: 412, height: 823 } });

const PENDING = 'Not yet revealed — rotate to verify';

async function drawJackpot(page: Page, drawsBefore: number): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/app/v1/receiveDrawChance'));
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  expect((await answered).ok()).toBe(true);
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible({ timeout: 20_000 });
  await reward.click();
  await expect(reward).toBeHidden();
  await expect(page.getByTestId('jackpot-records').getByRole('listitem')).toHaveCount(drawsBefore + 1);
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeVisible();
}

/** The page fits the phone's width: nothing makes it scroll sideways. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
}

test('5 spins and 2 jackpot draws are verified in the browser after a rotation; a new client seed draws from nonce 0', async ({ page, context, request }) => {
  test.slow();
  await skipNotice(context);
  const player = await freshPlayer();
  // ₱200 earns two jackpot draws and pays for the spins.
  await fund(player, 200);
  const gameId = await playableSlotId(request);

  // Five real spins of the house slot.
  await signInAs(page, player, `/game/start?gameId=${gameId}`);
  await expect(page).toHaveURL(new RegExp(`/game/play/${gameId}\\?session=`), { timeout: 20_000 });
  for (let n = 0; n < 5; n += 1) await spinOnce(page);

  // The paytable shows the odds from the reels table the server draws from.
  await page.getByRole('button', { name: 'Paytable' }).click();
  const paytable = page.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(paytable.getByTestId('odds-rtp')).toHaveText(/^Return to player of this table: \d+\.\d\d%$/);
  await expect(paytable.getByTestId('slot-odds').locator('tbody tr').first()).toContainText('%');
  await paytable.getByRole('button', { name: 'Close' }).click();

  // Two jackpot draws; the rules tab shows each cell's chance.
  await page.goto('/activity/jackpot');
  await expect(page.getByTestId('jackpot-chances')).toHaveText(/^Draws left: [2-9]/);
  await drawJackpot(page, 0);
  await drawJackpot(page, 1);
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByTestId('jackpot-odds').getByRole('listitem').first()).toContainText('%');

  // From the jackpot's record to the Fairness page: 7 draws, none verifiable before the rotation.
  await page.getByRole('tab', { name: 'My draws' }).click();
  await page.getByRole('link', { name: 'Verify these draws on the Fairness page' }).click();
  await expect(page.getByRole('heading', { name: 'Fairness' })).toBeVisible();
  const rows = page.getByTestId('fair-draws').getByTestId('fair-draw');
  await expect(rows).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(rows.nth(i).getByTestId('fair-status')).toHaveText(PENDING);
  await expect(page.getByTestId('fair-nonce')).toHaveText('7');
  await fitsWidth(page);

  // Rotate without a new client seed: a new hash, nonce 0, and every one of the 7 draws verified.
  const oldHash = (await page.getByTestId('fair-seed-hash').textContent())!;
  expect(oldHash).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('fair-seed-hash')).not.toHaveText(oldHash);
  await expect(page.getByTestId('fair-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('fair-nonce')).toHaveText('0');
  await expect(rows).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(rows.nth(i).getByTestId('fair-status'), `draw ${i + 1}`).toHaveText('Verified', { timeout: 15_000 });
  await expect(rows.getByTestId('fair-table').filter({ hasText: 'jackpot v' })).toHaveCount(2);
  await expect(rows.getByTestId('fair-table').filter({ hasText: `slot:${gameId} v` })).toHaveCount(5);
  await fitsWidth(page);

  // A client seed outside the rule is refused with a message, and nothing rotates.
  const seedField = page.getByLabel('New client seed (optional)');
  const hashNow = (await page.getByTestId('fair-seed-hash').textContent())!;
  await seedField.fill('lucky seed!');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByText('Use 1 to 32 letters (A–Z, a–z), digits, _ or - only.')).toBeVisible();
  await expect(page.getByTestId('fair-seed-hash')).toHaveText(hashNow);

  // The player's own client seed: shown as the pair in use, from nonce 0.
  await seedField.fill('my-lucky_Seed42');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('fair-client-seed')).toHaveText('my-lucky_Seed42');
  await expect(page.getByTestId('fair-nonce')).toHaveText('0');
  await expect(page.getByTestId('fair-seed-hash')).not.toHaveText(hashNow);

  // The next spin uses it: its row shows the new client seed and nonce 0, waiting for the next rotation.
  await page.goto(`/game/start?gameId=${gameId}`);
  await expect(page).toHaveURL(new RegExp(`/game/play/${gameId}\\?session=`), { timeout: 20_000 });
  await spinOnce(page);
  // From the slot's history to the Fairness page.
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('dialog', { name: 'Last 10 rounds' }).getByRole('link', { name: 'Verify these rounds on the Fairness page' }).click();
  await expect(rows).toHaveCount(8);
  const newest = rows.first();
  await expect(newest.getByTestId('fair-draw-client-seed')).toHaveText('my-lucky_Seed42');
  await expect(newest.getByTestId('fair-draw-nonce')).toHaveText('0');
  await expect(newest.getByTestId('fair-status')).toHaveText(PENDING);
  await expect(page.getByTestId('fair-nonce')).toHaveText('1');
  for (let i = 1; i < 8; i += 1) await expect(rows.nth(i).getByTestId('fair-status')).toHaveText('Verified', { timeout: 15_000 });

  // The member area's menu leads here too.
  await page.goto('/member');
  await page.getByRole('link', { name: 'Fairness: verify your draws' }).click();
  await expect(page).toHaveURL(/\/fairness$/);
  await expect(page.getByRole('heading', { name: 'Fairness' })).toBeVisible();
});
