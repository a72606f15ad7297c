import { expect, test, type Page } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { observePages, waitForRead } from './observe.ts';
import { acceptNoticeOnly, advanceServerClock, freshPlayer, fund, playableSlotId, playerCall, resetServerClock, signInAs, skipNotice, type FreshPlayer } from './helpers.ts';

/**
 * Issue 32, red versus blue (activity 59, `/activity/redpkblue`, docs/pk.md): an admin schedules a round;
 * a player joins red and bets on a house slot; a second player's page sees the tug-of-war bar move over the
 * live channel; the server's clock passes the settlement and both see red win and the prize paid; the
 * console shows the outcome. Then the start popups in the spec's order for a new player, red-vs-blue last.
 */

const TERMS = { durationSeconds: 60, settleDelaySeconds: 0, pool: 1000_00, capPerPlayer: 500_00, tieRule: 'split', wagering: 0 };

async function createRound(consolePage: Page, token: string, startsAt: number): Promise<number> {
  const res = await consolePage.request.post('/ops/v1/consolePkRoundCreate', { headers: { authorization: `Bearer ${token}` }, data: { ...TERMS, startsAt } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { round: { roundId: number } }).round.roundId;
}

/** Real stakes on a house slot through the API, as the slot page sends them. */
async function bet(player: FreshPlayer, gameId: number, spins: number): Promise<void> {
  const { sessionId } = await playerCall<{ sessionId: string }>(player, 'startGame', { gameId, tryIt: false });
  for (let i = 0; i < spins; i++) await playerCall(player, 'slotSpin', { sessionId, bet: 200, requestId: `pk-${Date.now()}-${i}` });
}

test.afterAll(async () => {
  await resetServerClock();
});

test('join red, bet, the bar moves on another player\'s page, the round settles and pays red', async ({ browser }) => {
  test.setTimeout(120_000);
  const consolePage = await (await consoleContext(browser)).newPage();
  await signInToConsole(consolePage, await addOperator('admin'));
  const token = await consoleTokenOf(consolePage);
  const red = await freshPlayer();
  await fund(red, 100);
  const watcher = await freshPlayer();

  const { serverTime } = await playerCall<{ serverTime: number }>(red, 'pkData');
  const roundId = await createRound(consolePage, token, serverTime + 4000);

  const playerContext = await browser.newContext();
  await skipNotice(playerContext);
  const page = await playerContext.newPage();
  await signInAs(page, red, '/activity/redpkblue');
  const round = page.getByTestId('pk-round');
  await expect(round).toHaveAttribute('data-round-id', String(roundId));
  await page.getByRole('button', { name: 'Join red' }).click();
  await expect(page.getByText('You are in the Red camp for this round.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join blue' })).toHaveCount(0);

  const watcherContext = await browser.newContext();
  await skipNotice(watcherContext);
  const other = await watcherContext.newPage();
  await signInAs(other, watcher, '/activity/redpkblue');
  const bar = other.getByTestId('pk-bar');
  await expect(bar).toHaveAttribute('data-red', '50');

  // The round opens on the server's clock; the player's bets pull the rope.
  await expect(round).toHaveAttribute('data-phase', 'open', { timeout: 15_000 });
  await bet(red, await playableSlotId(page.request), 3);
  // No reload, no polling: the watcher's bar follows the live `pk` event (at most one a second).
  await expect(bar).toHaveAttribute('data-red', '100', { timeout: 10_000 });
  await expect(other.getByText('Red · ₱6 · 1 player')).toBeVisible();
  await expect(page.getByTestId('pk-standing')).toContainText('My bets for the camp: ₱6', { timeout: 10_000 });

  // Past the end and the settlement: both pages hear it and show red's win; the player's prize is paid.
  await advanceServerClock(70_000);
  await expect(other.getByTestId('pk-result')).toHaveText('Red won', { timeout: 15_000 });
  await expect(page.getByTestId('pk-result')).toHaveText('Red won', { timeout: 15_000 });
  await expect(page.getByTestId('pk-prize')).toHaveText('My prize: ₱500');
  await expect(page.getByText('Past rounds')).toBeVisible();
  // The rules page shows the round's terms.
  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/activity\/redpkblue\/rule$/);
  await expect(page.getByTestId('pk-rule-round')).toContainText('Prize pool: ₱1,000');
  await expect(page.getByTestId('pk-rule-round')).toContainText('On a tie, both camps\' players share the pool in proportion to their bets.');

  // The console shows the round's scores and settlement.
  await consolePage.goto('/ops/red-vs-blue');
  await expect(consolePage.getByTestId(`pk-round-${roundId}`)).toContainText('Red won: ₱500.00 paid to 1 player');
  // Back to the real time: an operator's authenticator codes are checked on the server's clock.
  await resetServerClock();
  await playerContext.close();
  await watcherContext.close();
  await consolePage.context().close();
});

test('a new player gets the start popups in order: download, first-deposit tips, notice, first deposit, then red-vs-blue; the sign-in popup marks it shown', async ({ browser }) => {
  const consolePage = await (await consoleContext(browser)).newPage();
  await signInToConsole(consolePage, await addOperator('admin'));
  const token = await consoleTokenOf(consolePage);
  const player = await freshPlayer();
  const { serverTime } = await playerCall<{ serverTime: number }>(player, 'pkData');
  const roundId = await createRound(consolePage, token, serverTime + 3_600_000);

  const context = await browser.newContext();
  await acceptNoticeOnly(context);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('swerte.token')) localStorage.setItem('swerte.token', value);
  }, player.token);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByRole('dialog', { name: 'Get the Swerte app' }).getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('dialog', { name: 'Make your first top-up' }).getByRole('button', { name: 'Later' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Swerte' }).getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('dialog', { name: 'First-deposit bonus' }).getByRole('button', { name: 'Later' }).click();
  // The sign-in popup waits for a top-up (nothing to claim), so red-vs-blue comes next, last in the order.
  const pk = page.getByRole('dialog', { name: 'Red versus blue' });
  await expect(pk).toBeVisible();
  await expect(pk).toContainText('Prize pool ₱1,000');
  await pk.getByRole('link', { name: 'Pick my camp' }).click();
  await expect(page).toHaveURL(/\/activity\/redpkblue$/);
  await expect(page.getByRole('button', { name: 'Join blue' })).toBeVisible();
  await context.close();

  // A player with today's sign-in to claim gets the sign-in popup, which marks red-vs-blue as shown.
  const topped = await freshPlayer();
  await fund(topped, 100);
  const second = await browser.newContext();
  await acceptNoticeOnly(second);
  await observePages(second);
  await second.addInitScript((value) => {
    if (!localStorage.getItem('swerte.token')) localStorage.setItem('swerte.token', value);
  }, topped.token);
  const page2 = await second.newPage();
  await page2.goto('/');
  await expect(page2.getByTestId('balance')).toBeVisible();
  await page2.getByRole('dialog', { name: 'Get the Swerte app' }).getByRole('button', { name: 'Not now' }).click();
  await page2.getByRole('dialog', { name: 'Welcome to Swerte' }).getByRole('button', { name: 'Got it' }).click();
  await page2.getByRole('dialog', { name: 'Daily sign-in' }).getByRole('button', { name: 'Later' }).click();
  await page2.reload();
  await waitForRead(page2, '/app/v1/activityGetStatusList');
  await expect(page2.getByTestId('balance')).toBeVisible();
  await expect(page2.getByRole('dialog', { name: 'Red versus blue' })).toHaveCount(0);
  await second.close();

  // Leave no round waiting for the specs after this one.
  const cancel = await consolePage.request.post('/ops/v1/consolePkRoundCancel', { headers: { authorization: `Bearer ${token}` }, data: { roundId } });
  expect(cancel.status()).toBe(200);
  await consolePage.context().close();
});
