import { expect, test, type Page } from '@playwright/test';
import { freshPlayer, fund, playerCall, readPesos, signInAs, skipNotice } from './helpers.ts';

/**
 * Issue 30, the coin pusher (`/activity/coin-pusher`, docs/pusher.md "Client"): a player drops coins,
 * the server takes each stake, draws and pays the drop, and the page's balance follows the server's
 * answers as the drops settle; a drop whose answer is lost goes again with the same requestId and is
 * staked once; a reload hands the saved board back to the scene. One browser context, one player.
 */

interface Drop {
  dropId: number;
  stake: number;
  win: number;
  balance: number;
}

const shownBalance = async (page: Page) => readPesos(await page.getByTestId('pusher-balance').textContent());

test('drops follow the server: the balance after each settle, a lost answer staked once, the board back after a reload', async ({ page, context }) => {
  test.setTimeout(60_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 100);
  await signInAs(page, player);
  await page.goto('/activity/coin-pusher');
  // No top bar on this page: its own balance, the board with its scene open, the lanes.
  await expect(page.getByTestId('balance')).toBeHidden();
  await expect(page.getByTestId('pusher-stage').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pusher-stage')).toHaveAttribute('data-board', 'fresh');
  // The board's physics runs in its worker (docs/pusher.md, "Physics off the main thread"), not on the page's thread.
  await expect.poll(() => page.workers().some((worker) => /physics\.worker/.test(worker.url()))).toBe(true);
  const start = await shownBalance(page);

  // Three quick taps: they queue, each with its own requestId, and go one at a time.
  const drops: Drop[] = [];
  const requestIds: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/app/v1/pusherDrop')) return;
    const body = request.postData() ?? request.postDataBuffer()?.toString('utf8') ?? '';
    requestIds.push(/"requestId":"([^"]+)"/.exec(body)?.[1] ?? `unknown-${requestIds.length}`);
  });
  page.on('response', async (response) => {
    if (response.url().endsWith('/app/v1/pusherDrop')) drops.push((await response.json()) as Drop);
  });
  const lane = page.getByRole('button', { name: 'Drop a coin in lane 2' });
  await lane.click();
  await lane.click();
  await lane.click();
  // Each tap takes its ₱1 stake at once.
  await expect.poll(() => shownBalance(page)).toBeLessThanOrEqual(start - 1);
  await expect.poll(() => drops.length, { timeout: 15_000 }).toBe(3);
  expect(new Set(requestIds).size).toBe(3);
  // Once the coins have fallen, the balance is the server's after the last drop, and it adds up.
  const meters = page.getByTestId('pusher-meters');
  await expect(meters).toHaveAttribute('data-in-play', '0', { timeout: 30_000 });
  const last = drops.at(-1)!;
  await expect.poll(() => shownBalance(page), { timeout: 30_000 }).toBe(Math.floor(last.balance / 100));
  expect(last.balance).toBe(start * 100 - 300 + drops.reduce((sum, d) => sum + d.win, 0));
  const log = await playerCall<{ list: Drop[]; total: number }>(player, 'pusherLog', { pageNum: 1, pageSize: 10 });
  expect(log.total).toBe(3);
  expect(log.list.map((d) => d.balance)).toEqual(drops.map((d) => d.balance).toReversed());

  // The record sheet lists the same drops.
  await page.getByRole('button', { name: 'My drops' }).click();
  await expect(page.getByTestId('pusher-records').getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Close' }).click();

  // The answer of the next drop is lost on the way back: the page sends it again, same requestId, staked once.
  let lost = false;
  await page.route('**/app/v1/pusherDrop', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await lane.click();
  await expect.poll(() => requestIds.length, { timeout: 15_000 }).toBe(5);
  expect(requestIds[4]).toBe(requestIds[3]);
  await expect.poll(() => drops.length, { timeout: 15_000 }).toBe(4);
  expect((await playerCall<{ total: number }>(player, 'pusherLog', { pageNum: 1, pageSize: 10 })).total).toBe(4);
  await expect(meters).toHaveAttribute('data-in-play', '0', { timeout: 30_000 });
  expect(await shownBalance(page)).toBe(Math.floor(drops[3]!.balance / 100));

  // The board was saved at the settle and comes back as it was after a reload.
  const saved = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('swerte.pusher.board.')));
  expect(saved, 'the board saved per player').toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('pusher-stage')).toHaveAttribute('data-board', 'restored');
  await expect(page.getByTestId('pusher-stage').locator('canvas')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate((k) => localStorage.getItem(k), saved![0])).toBe(saved![1]);
  await expect.poll(() => shownBalance(page)).toBe(Math.floor(drops[3]!.balance / 100));
});
