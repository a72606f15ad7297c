import { expect, test, type Request } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, fund, playerCall, signInAs, skipNotice } from './helpers.ts';

/**
 * The live channel (docs/live.md) in the browser: a player's three tabs share one stream (one request
 * to /app/v1/live, whatever the tabs), an operator's decision in the console reaches every tab without
 * a reload (the balance and a toast saying why), and when the tab holding the stream closes another
 * takes it over from the last event id.
 */
test('three tabs share one stream; a withdrawal the operator rejects puts the money back on every tab without a reload', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  // A player of its own with a pending ₱100 withdrawal: ₱250 (₱50 welcome + ₱200) less ₱100 less the forfeited bonus = ₱100 left.
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 200);
  await playerCall(player, 'stepUp', { password: player.password });
  const { card } = await playerCall<{ card: { id: number } }>(player, 'addBankInfo', { type: 1, accountName: 'Juana Santos', accountNo: '09182227890' });
  const { withdrawal } = await playerCall<{ withdrawal: { id: number } }>(player, 'exchange', { cardId: card.id, amount: 10_000, requestId: `live-${Date.now().toString(36)}`, forfeitBonus: true });

  const streams: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/app/v1/live') streams.push(request);
  });
  await signInAs(page, player);
  const second = await context.newPage();
  const third = await context.newPage();
  for (const tab of [second, third]) await tab.goto('/');
  const tabs = [page, second, third];
  for (const tab of tabs) await expect(tab.getByTestId('balance')).toHaveText('₱100');
  // The stream is open (its first request made), and no tab opened another.
  await expect.poll(() => streams.length).toBe(1);
  await page.waitForTimeout(1000);
  expect(streams).toHaveLength(1);

  // Finance rejects the withdrawal in the console, in a browser of its own.
  const operator = await addOperator('finance');
  const consolePage = await (await consoleContext(browser)).newPage();
  await signInToConsole(consolePage, operator);
  const decided = await consolePage.request.post('/ops/v1/consoleWithdrawalDecide', {
    headers: { authorization: `Bearer ${await consoleTokenOf(consolePage)}` },
    data: { id: withdrawal.id, decision: 'reject', reason: 'e2e: the account name does not match' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // Every tab shows the money back and says why, with no reload.
  for (const tab of tabs) {
    await expect(tab.getByTestId('balance')).toHaveText('₱200');
    await expect(tab.getByRole('status').getByText('Your withdrawal was declined. The money is back in your balance.')).toBeVisible();
  }
  expect(streams).toHaveLength(1);

  // The tab holding the stream (the first, signed in before the others opened) closes: another
  // opens the next stream, from the last event id it saw, and still gets what comes.
  await page.close();
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBe(2);
  expect(Number(await streams[1]!.headerValue('last-event-id'))).toBeGreaterThan(0);
});
