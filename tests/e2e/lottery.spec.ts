import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, signInToConsole } from './console-helpers.ts';
import { advanceServerClock, freshPlayer, fund, otherAddress, resetServerClock, signInAs, skipNotice, tryCall } from './helpers.ts';

/**
 * Issue 32, the lottery (a digital number game, activity 76, `/activity/lottery`, docs/lottery.md): an
 * admin makes a product "pick 2 of 5" in the console; the player buys every line of it (so one line
 * matches both numbers, whatever the draw), the server's clock moves past the draw, the draw is
 * verified on the Fairness page from its revealed seed and the prize is in the player's record.
 */

const manilaTime = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(11, 16);
const LINES = [1, 2, 3, 4, 5].flatMap((a) => [1, 2, 3, 4, 5].filter((b) => b > a).map((b) => [a, b]));

test.afterAll(async () => {
  await resetServerClock();
});

test('buy lines, the draw at its time, verified on the Fairness page, the prize in the record', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await skipNotice(context);
  const { body } = await tryCall('lotteryProducts', {}, otherAddress());
  const serverNow = body.serverTime as number;
  const name = `E2E ${Math.random().toString(36).slice(2, 7)}`;

  // The admin's product, through the console's form (audited on the server): drawn once a day, 30 minutes from now.
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, await addOperator('admin'));
  await ops.goto('/ops/lottery');
  await ops.getByRole('button', { name: 'New product' }).click();
  const form = ops.getByTestId('console-lottery-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Numbers a line (pick)').fill('2');
  await form.getByLabel('Numbers to pick from (1 to pool)').fill('5');
  await form.getByLabel('Price a line (whole pesos)').fill('5');
  await form.getByLabel('Most lines an order').fill('10');
  await form.getByLabel('Sales close (minutes before a draw)').fill('5');
  await form.getByLabel('Draw times, Manila (HH:MM, comma separated)').fill(manilaTime(serverNow + 30 * 60_000));
  await form.getByLabel(/^Paytable/).fill('2=100, 1=1');
  await form.getByLabel('On sale').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(ops.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(ops.getByTestId('console-lottery-products')).toContainText(name);
  await ops.context().close();

  const player = await freshPlayer();
  await fund(player, 100);
  await signInAs(page, player, '/activity/lottery');
  const product = page.getByTestId('lottery-product').filter({ hasText: name });
  await expect(product).toContainText('Pick 2 of 1–5');
  await product.getByTestId('lottery-play').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Every line of "2 of 5": ten lines, ₱50, one of them is the draw.
  const balls = page.getByTestId('lottery-ball');
  for (const [a, b] of LINES) {
    await balls.nth(a! - 1).click();
    await balls.nth(b! - 1).click();
    await page.getByRole('button', { name: 'Add line' }).click();
  }
  await expect(page.getByText('Total ₱50')).toBeVisible();
  await page.getByTestId('lottery-buy').click();
  await expect(page.getByText(/Bought 10 lines for the draw of/)).toBeVisible();

  // Past the draw on the server's clock; the next read draws and pays it (and the ticker would).
  const products = (await tryCall('lotteryProducts', {}, otherAddress())).body.products as { name: string; nextDraw: { drawId: number; drawAt: number } | null }[];
  const draw = products.find((p) => p.name === name)!.nextDraw!;
  await advanceServerClock(draw.drawAt - serverNow + 60_000);
  await page.goto('/activity/lottery/history');
  const drawn = page.locator(`[data-testid="lottery-draw"][data-draw-id="${draw.drawId}"]`);
  await expect(drawn.getByTestId('lottery-numbers').locator('li')).toHaveCount(2);
  await drawn.getByRole('link', { name: 'Verify on the Fairness page' }).click();
  await expect(page).toHaveURL(new RegExp(`/fairness\\?lottery=${draw.drawId}`));
  const checked = page.getByTestId('lottery-fairness').locator(`[data-lottery-draw="${draw.drawId}"]`);
  await expect(checked.getByTestId('lottery-verify')).toHaveAttribute('data-result', 'verified');

  // The record: the line of both numbers won ₱100; the six lines with one of them won ₱1; the three with neither, nothing.
  await page.goto('/activity/lottery/record');
  const tickets = page.getByTestId('lottery-ticket');
  await expect(tickets).toHaveCount(10);
  await expect(tickets.filter({ hasText: 'Won ₱100' })).toHaveCount(1);
  await expect(tickets.filter({ hasText: 'Paid' })).toHaveCount(7);
});
