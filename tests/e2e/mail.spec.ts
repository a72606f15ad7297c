import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, signInToConsole } from './console-helpers.ts';
import { freshPlayer, playerCall, readPesos, signInAs, skipNotice } from './helpers.ts';

/**
 * The inbox (docs/mail.md): a support operator mails a player ₱50 from the console; the player opens
 * it in two tabs and claims it once: the first tab is paid, the second shows it claimed (the live
 * channel, or its own refused claim), and the balance rises by exactly ₱50.
 */
test('an operator mails a ₱50 gift; the player claims it once from two tabs', async ({ browser, context, page }) => {
  test.setTimeout(120_000);
  await skipNotice(context);
  const player = await freshPlayer();
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb', {});
  const coinBefore = (await playerCall<{ coin: number }>(player, 'refreshData')).coin;
  const subject = `Sorry for the wait ${Date.now().toString(36)}`;

  // Support writes to the one player, with ₱50 attached (under the approval amount: it goes at once).
  const operator = await addOperator('support');
  const desk = await (await consoleContext(browser)).newPage();
  await signInToConsole(desk, operator);
  await desk.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Mail' }).click();
  await expect(desk.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
  await desk.getByLabel('Player ids (separated by commas, spaces or lines)').fill(String(userInfo.id));
  await desk.getByLabel('Subject').fill(subject);
  await desk.getByLabel('Text').fill('Here is something for your patience.');
  await desk.getByLabel('Coin attached (₱)').fill('50');
  await desk.getByLabel('Reason (for the audit)').fill('e2e: compensation');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(desk.getByText(/Mail #\d+: Sent\./)).toBeVisible();
  await expect(desk.getByTestId('mail-job').first()).toHaveAttribute('data-status', 'done');

  // The player's inbox: the mail, unread, with a gift to claim.
  await signInAs(page, player, '/email');
  const row = page.getByTestId('mail-row').filter({ hasText: subject });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText('Gift to claim');
  await row.click();
  await expect(page.getByTestId('mail-title')).toHaveText(subject);
  await expect(page.getByTestId('mail-items')).toContainText('Coins');
  const detailUrl = page.url();

  // A second tab opens the same mail before the first claims it.
  const second = await context.newPage();
  await second.goto(detailUrl);
  await expect(second.getByTestId('mail-title')).toHaveText(subject);
  await expect(second.getByTestId('mail-attachment')).toHaveAttribute('data-state', 'claimable');

  const shownBefore = readPesos(await page.getByTestId('balance').textContent());
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  // The reward popup, tapped away; the gift is claimed and the balance is up by ₱50.
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByTestId('mail-claimed')).toHaveText('You claimed this gift.');
  await expect.poll(async () => readPesos(await page.getByTestId('balance').textContent())).toBe(shownBefore + 50);

  // The second tab: the live channel shows it claimed; had it not arrived yet, its own claim is refused and says so.
  const claimThere = second.getByRole('button', { name: 'Claim', exact: true });
  if (await claimThere.isVisible()) {
    await claimThere.click().catch(() => undefined);
  }
  await expect(second.getByTestId('mail-attachment')).toHaveAttribute('data-state', 'claimed');
  await expect(second.getByTestId('mail-claimed')).toBeVisible();

  // Exactly ₱50, once.
  expect((await playerCall<{ coin: number }>(player, 'refreshData')).coin).toBe(coinBefore + 5000);
});
