import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, playerCall, signInAs, skipNotice } from './helpers.ts';

/**
 * Issue 29, the diamond mall (docs/diamonds.md): a player earns diamonds from an operator's mail gift
 * (an attachment paid through the rewards engine), orders the seeded cap with a delivery address,
 * finance ships it in the console with a tracking number, and the player's orders say "Shipped".
 */
test('earn diamonds, order a good with an address, finance ships it in the console, the player sees it shipped', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  await skipNotice(context);
  const player = await freshPlayer();
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb', {});

  // An admin sends the player 100 diamonds by mail (the console's gift, paid once when claimed).
  const consoleSide = await consoleContext(browser);
  const admin = await consoleSide.newPage();
  await signInToConsole(admin, await addOperator('admin'));
  const adminToken = await consoleTokenOf(admin);
  const sent = await admin.evaluate(
    async ([token, id]) => {
      const res = await fetch('/ops/v1/consoleMailSend', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ audience: { kind: 'players', ids: [id] }, title: 'Diamonds for you', body: 'A gift for the mall.', items: [{ propId: 60001, count: 100 }], promo: false, wagering: 0, expiresDays: 7, reason: 'e2e diamonds' }),
      });
      return (await res.json()) as { errcode: number };
    },
    [adminToken, userInfo.id] as const,
  );
  expect(sent.errcode, JSON.stringify(sent)).toBe(0);
  let mailId = 0;
  await expect
    .poll(async () => {
      const { list } = await playerCall<{ list: { id: number; attachment: string }[] }>(player, 'getMail3', {});
      mailId = list.find((mail) => mail.attachment === 'claimable')?.id ?? 0;
      return mailId;
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await playerCall(player, 'receiveMail', { id: mailId });

  // The mall: the balance, the cap at 45 diamonds; its order asks for an address.
  await signInAs(page, player, '/diamond-mall');
  await expect(page.getByTestId('diamond-balance')).toHaveText('100');
  const cap = page.getByRole('listitem', { name: 'Swerte cap' });
  await expect(cap).toContainText('45 diamonds');
  await cap.getByRole('button', { name: 'Order' }).click();
  const form = page.getByRole('dialog', { name: 'Delivery address for Swerte cap' });
  await form.getByLabel('Full name').fill('Juan Dela Cruz');
  await form.getByLabel('Mobile number').fill('09171234567');
  await form.getByLabel('House no., street and barangay').fill('12 Mabini St, Brgy. San Roque');
  await form.getByLabel('City or municipality').fill('Quezon City');
  await form.getByLabel('Province').fill('Metro Manila');
  // A ZIP code of the wrong length is refused under its field, nothing bought.
  await form.getByLabel('ZIP code').fill('11');
  await form.getByRole('button', { name: 'Order for 45 diamonds' }).click();
  await expect(form.getByText(/ZIP code|invalid|check/i).first()).toBeVisible();
  await form.getByLabel('ZIP code').fill('1100');
  await form.getByRole('button', { name: 'Order for 45 diamonds' }).click();
  await expect(page.getByText(/^Order no\. \d+ placed\./)).toBeVisible();
  await expect(page.getByTestId('diamond-balance')).toHaveText('55');
  await expect(page.getByTestId('diamond-log').getByRole('listitem').first()).toContainText('Spent in the mall');

  await page.getByRole('link', { name: 'My orders' }).first().click();
  const orders = page.getByTestId('diamond-orders');
  await expect(orders.getByRole('listitem').first()).toContainText('Swerte cap');
  await expect(orders.getByRole('listitem').first()).toContainText('Preparing');

  // Finance ships it from the console's orders page, with the tracking number.
  const finance = await consoleSide.newPage();
  await signInToConsole(finance, await addOperator('finance'));
  await finance.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Diamond orders' }).click();
  const row = finance.getByRole('row').filter({ hasText: 'Juan Dela Cruz' }).filter({ hasText: String(userInfo.id) });
  await expect(row).toContainText('Swerte cap');
  await row.getByRole('button', { name: /^Ship order/ }).click();
  await finance.getByLabel('Courier and tracking number').fill('LBC 1234-5678');
  await finance.getByRole('dialog').getByRole('button', { name: 'Ship' }).click();
  await expect(finance.getByText(/^Order \d+ shipped; the player was mailed\./)).toBeVisible();

  // The player sees the state change and the tracking number.
  await page.reload();
  await expect(orders.getByRole('listitem').first()).toContainText('Shipped');
  await expect(orders.getByRole('listitem').first()).toContainText('Tracking no. LBC 1234-5678');
  await consoleSide.close();
});
