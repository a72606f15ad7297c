import { expect, test, type Page } from '@playwright/test';
import { acceptNoticeOnly, advanceServerClock, freshPlayer, fund, readPesos, resetServerClock, signInAs } from './helpers.ts';

/**
 * The daily sign-in (issue 20, docs/checkin.md) as a player meets it: after a first deposit the
 * start popup offers day 1, the claim shows the reward popup, the calendar then reads it claimed and
 * a second tab's tap is refused; the server's test clock moves a day and day 2 is claimed.
 */
const DAY = 24 * 3600_000;

// Later specs run on today's server clock.
test.afterAll(async () => {
  await resetServerClock();
});

async function closeReward(page: Page) {
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();
}

test('sign in on day 1 from the start popup, then day 2 after the server clock moves a day', async ({ browser }) => {
  const context = await browser.newContext();
  await acceptNoticeOnly(context);
  // Download, first-deposit tips, notice, first deposit and KYC already seen this session: the sign-in popup is the one left.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('swerte.startPopupsShown')) sessionStorage.setItem('swerte.startPopupsShown', '[32,60,25,44,62]');
  });
  const player = await freshPlayer();
  await fund(player, 100);

  // A second tab already on the calendar, before the claim.
  const other = await context.newPage();
  await signInAs(other, player, '/activity/sign-in');
  // Its own session offers the popup too; the player puts it off there.
  await other.getByRole('dialog', { name: 'Daily sign-in' }).getByRole('button', { name: 'Later' }).click();
  await expect(other.getByTestId('sign-in-day-1')).toHaveAttribute('data-status', 'claimable');

  const page = await context.newPage();
  await signInAs(page, player);
  const popup = page.getByRole('dialog', { name: 'Daily sign-in' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Day 1 of 7 is ready.', { exact: false })).toBeVisible();
  await expect(popup.getByText('₱2')).toBeVisible();
  const coinBefore = readPesos(await page.getByTestId('balance').textContent());
  await popup.getByRole('button', { name: 'Claim Day 1' }).click();
  await closeReward(page);
  await expect(popup).toBeHidden();
  await expect.poll(async () => readPesos(await page.getByTestId('balance').textContent())).toBe(coinBefore + 2);

  // The calendar reads day 1 claimed; nothing more to claim today.
  await page.goto('/activity/sign-in');
  await expect(page.getByTestId('sign-in-day-1')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('sign-in-day-2')).toHaveAttribute('data-status', 'locked');
  await expect(page.getByTestId('sign-in-streak')).toHaveText('Streak: 1 day');
  await expect(page.getByTestId('sign-in-claimed')).toContainText('Day 2 opens at midnight, Manila time');
  await expect(page.getByRole('button', { name: /^Claim Day/ })).toHaveCount(0);
  // The reload does not bring the popup back (once per session).
  await page.reload();
  await expect(page.getByTestId('sign-in-day-1')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByRole('dialog', { name: 'Daily sign-in' })).toHaveCount(0);

  // The second tab still shows the button: its tap is refused where it was made, and pays nothing.
  await other.getByRole('button', { name: 'Claim Day 1' }).click();
  await expect(other.getByText('You have already claimed this reward.')).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Congratulations!' })).toHaveCount(0);
  await other.close();

  // The next Manila day on the server: day 2 (20 points) opens, the streak would be 2.
  await advanceServerClock(DAY);
  await page.reload();
  await expect(page.getByTestId('sign-in-day-2')).toHaveAttribute('data-status', 'claimable');
  await expect(page.getByTestId('sign-in-day-1')).toHaveAttribute('data-status', 'claimed');
  await page.getByRole('button', { name: 'Claim Day 2' }).click();
  await closeReward(page);
  await expect(page.getByTestId('sign-in-day-2')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('sign-in-streak')).toHaveText('Streak: 2 days');

  // The rules page says how it works, from the same configuration.
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByText('Miss a day and the calendar starts again at Day 1. Missed days cannot be made up.')).toBeVisible();
  await expect(page.getByText('A new day starts at midnight Manila time (UTC+8), not 24 hours after your last claim.')).toBeVisible();
  await context.close();
});

test('a visitor sees the calendar read-only, with a sign-in prompt', async ({ browser }) => {
  const context = await browser.newContext();
  await acceptNoticeOnly(context);
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('swerte.startPopupsShown')) sessionStorage.setItem('swerte.startPopupsShown', '[32,60,25,44,62]');
  });
  const page = await context.newPage();
  await page.goto('/activity/sign-in');
  await expect(page.getByTestId('sign-in-day-7')).toHaveAttribute('data-status', 'locked');
  await expect(page.getByText("Sign in to claim today's prize and start your streak.")).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to claim' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await context.close();
});
