import { expect, test, type Page } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, fund, otherAddress, signInAs, skipNotice, tryCall } from './helpers.ts';

/**
 * Issue 30, red-packet rain (activity 65, `/activity/red-packet-rain`, docs/rain.md "Client"): a visitor
 * sees the schedule and a sign-in prompt; an admin schedules two short rains the same day; the player sees them counting down, joins each when it
 * falls, taps packets (each tap a claim `(eventId, seq)`), and reads the summary; the packets are in
 * the balance and the reward record.
 */

interface Claim {
  errcode: number;
  eventId: number;
  seq: number;
  amount: number;
  claimed: number;
  won: number;
}

/** Taps the sky in a sweep (packets fall where the scene's seed puts them) until the summary shows. */
async function catchPackets(page: Page): Promise<void> {
  const sky = page.getByTestId('rain-sky');
  const box = (await sky.boundingBox())!;
  const summary = page.getByTestId('rain-summary');
  for (let i = 0; i % 4 !== 0 || !(await summary.isVisible()); i++) {
    // Below the scene's HUD, across the screen; at most about 7 taps a second (the server allows 8).
    const x = box.x + ((i * 67) % Math.floor(box.width - 20)) + 10;
    const y = box.y + 90 + ((i * 131) % Math.floor(box.height - 120));
    await page.mouse.click(x, y);
    await page.waitForTimeout(140);
    if (i > 400) throw new Error('the rain never ended');
  }
}

// The rain at its full density (200 packets on screen, not the 40 of reduced motion): taps find packets.
test.use({ reducedMotion: 'no-preference' });

test('two rains the same day: the player joins each, catches packets and finds them in the reward record', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  await skipNotice(context);
  const player = await freshPlayer();
  // Packets are bonuses for players who have topped up.
  await fund(player, 100);
  const consolePage = await (await consoleContext(browser)).newPage();
  await signInToConsole(consolePage, await addOperator('admin'));
  const token = await consoleTokenOf(consolePage);
  const claims: Claim[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/app/v1/redPacketRainClaim')) claims.push((await response.json()) as Claim);
  });
  // A visitor sees the schedule and a sign-in prompt (activity 65 lets visitors look).
  await page.goto('/activity/red-packet-rain');
  await expect(page.getByRole('heading', { name: 'Today and coming up' })).toBeVisible();
  await expect(page.getByText('Sign in to catch red packets when a rain starts.')).toBeVisible();
  await signInAs(page, player, '/activity/red-packet-rain');
  await expect(page.getByText('Sign in to catch red packets when a rain starts.')).toBeHidden();

  // The admin schedules two 10-second rains, one after the other, on the server's clock; the open page
  // hears of them over the live channel.
  const { body } = await tryCall('getRedPacketRainConfig', {}, otherAddress());
  const now = body.serverTime as number;
  const eventIds: number[] = [];
  for (const startsAt of [now + 6000, now + 17_000]) {
    const res = await consolePage.request.post('/ops/v1/consoleRainEventCreate', {
      headers: { authorization: `Bearer ${token}` },
      data: { startsAt, durationSeconds: 10, packetCount: 200, budget: 20_000, perPlayerCap: 4, wagering: 0 },
    });
    expect(res.status(), await res.text()).toBe(200);
    eventIds.push(((await res.json()) as { event: { eventId: number } }).event.eventId);
  }
  await consolePage.context().close();

  for (const [n, eventId] of eventIds.entries()) {
    const row = page.locator(`[data-testid="rain-event"][data-event-id="${eventId}"]`);
    await expect(row).toContainText(/Starts in \d+:\d\d|Falling now/);
    // The countdown reaches the start on the server's clock and the page offers the rain.
    await expect(row).toHaveAttribute('data-phase', 'open', { timeout: 20_000 });
    await row.getByRole('button', { name: 'Join the rain' }).click();
    await expect(page.getByTestId('rain-sky').locator('canvas')).toBeVisible({ timeout: 15_000 });
    await catchPackets(page);

    const mine = claims.filter((claim) => claim.eventId === eventId && claim.errcode === 0);
    expect(mine.length, `packets caught in rain ${n + 1}`).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(4);
    // Each tap its own number, 1, 2, 3…: no number twice, no gap.
    expect(mine.map((claim) => claim.seq).sort((a, b) => a - b)).toEqual(mine.map((_, i) => i + 1));
    const won = Math.max(...mine.map((claim) => claim.won));
    expect(won).toBe(mine.reduce((sum, claim) => sum + claim.amount, 0));
    const summary = page.getByTestId('rain-summary');
    await expect(summary).toContainText(`You opened ${mine.length} packet${mine.length === 1 ? '' : 's'}.`);
    if (mine.length === 4) await expect(page.getByTestId('rain-overlay')).toHaveAttribute('data-closed', 'true');
    await summary.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('rain-overlay')).toBeHidden();
    await expect(row.getByTestId('rain-mine')).toContainText(`You opened ${mine.length} packet`);
  }

  // Every packet is a grant of the rewards engine: the reward record lists them.
  await page.goto('/reward/record');
  const caught = claims.filter((claim) => claim.errcode === 0).length;
  await expect(page.getByTestId('reward-record').getByText('Money rain')).toHaveCount(caught);
});
