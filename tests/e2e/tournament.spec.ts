import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { advanceServerClock, freshPlayer, fund, otherAddress, playableSlotId, readPesos, resetServerClock, signInAs, skipNotice, spinOnce, tryCall } from './helpers.ts';

/**
 * Issue 32, the slot tournament (`/activity/slotshack`, docs/tournament.md) and the bank promotion
 * (`/activity/bank`, docs/bankpromo.md): a player's spin reaches the tournament's live board, and its
 * prize the balance once the server's clock passes the end; a bank deposit shows the promotion's exact
 * bonus on the deposit form and pays it with the deposit.
 */

test.afterAll(async () => {
  await resetServerClock();
});

test('a spin reaches the slot tournament board live, and the prize is paid when the server clock passes the end', async ({ page, context, browser, request }) => {
  test.slow();
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 100);
  const gameId = await playableSlotId(request);

  // An admin schedules a 10-minute tournament by total valid bets starting in a few seconds, on the server's clock.
  const consolePage = await (await consoleContext(browser)).newPage();
  await signInToConsole(consolePage, await addOperator('admin'));
  const token = await consoleTokenOf(consolePage);
  const { body } = await tryCall('slotTournament', {}, otherAddress());
  const now = body.serverTime as number;
  const created = await consolePage.request.post('/ops/v1/consoleTournamentCreate', {
    headers: { authorization: `Bearer ${token}` },
    data: { startsAt: now + 2000, endsAt: now + 2000 + 10 * 60_000, measure: 'validBet', gameIds: [gameId], minBet: 0, prizes: [50_00], wagering: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  await consolePage.context().close();
  await advanceServerClock(3000);

  // The player spins the covered slot once.
  await signInAs(page, player, `/game/start?gameId=${gameId}`);
  await expect(page).toHaveURL(new RegExp(`/game/play/${gameId}\\?session=`), { timeout: 20_000 });
  const bet = readPesos(await page.getByTestId('slot-bet').textContent());
  await spinOnce(page);

  // The board shows the spin: the player in place 1 with their stake as the score.
  await page.goto('/activity/slotshack');
  const card = page.locator('[data-testid="tournament"][data-state="running"]');
  await expect(card.getByTestId('tournament-row').first()).toContainText('You');
  await expect(card.getByTestId('tournament-row').first()).toContainText(`₱${bet}`);
  await expect(card.getByTestId('tournament-me')).toContainText('You are in place 1');
  const balance = readPesos(await page.getByTestId('balance').textContent());

  // The server's clock passes the end: the open page hears of it and shows the prize, in the balance too.
  await advanceServerClock(11 * 60_000);
  const ended = page.locator('[data-testid="tournament"][data-state="ended"]');
  await expect(ended.getByTestId('tournament-me')).toContainText('You finished in place 1 and won ₱50', { timeout: 20_000 });
  await page.goto('/activity/slotshack');
  await expect(page.getByTestId('balance')).toHaveText(`₱${new Intl.NumberFormat('en-PH').format(balance + 50)}`);
});

test('a bank deposit shows the promotion’s bonus for its amount and pays it with the deposit', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/wallets?name=deposit');
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+/);
  const before = readPesos(await page.getByTestId('balance').textContent());
  await page.getByText('Bank transfer', { exact: true }).click();
  await page.getByLabel('Other amount (₱)').fill('1000');
  // 5% of ₱1,000 (the seeded terms: 5% up to ₱1,000 from ₱500, 5×).
  await expect(page.getByTestId('bank-bonus-note')).toHaveText('Bank deposit bonus: ₱50 on top of this deposit, played through 5× before withdrawal.');
  // Another channel gets no bank bonus.
  await page.getByText('GCash', { exact: true }).click();
  await expect(page.getByTestId('bank-bonus-note')).toBeHidden();
  await page.getByText('Bank transfer', { exact: true }).click();
  await page.getByLabel('Other amount (₱)').fill('1000');
  await page.getByRole('button', { name: 'Deposit ₱1,000' }).click();
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(page.getByText('Deposit received: ₱1,000 is in your balance.')).toBeVisible();

  await page.goto('/activity/bank');
  await expect(page.getByTestId('bank-history')).toContainText('₱1,000 deposit → ₱50 bonus');
  // The deposit and its bonus, both in the balance.
  await expect(page.getByTestId('balance')).toHaveText(`₱${new Intl.NumberFormat('en-PH').format(before + 1050)}`);
});
