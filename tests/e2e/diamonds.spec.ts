import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, fund, playerCall, signInAs, skipNotice } from './helpers.ts';

/**
 * Issue 29, the diamond mall (docs/diamonds.md): a player earns diamonds from an operator's mail gift
 * (an attachment paid through the rewards engine), orders the seeded cap with a delivery address,
 * finance ships it in the console with a tracking number, and the player's open orders page says
 * "Shipped" without a reload (the live channel). Then the seeded add-up award at 100 diamonds spent
 * gives a 10% diamond coupon, and the player orders the T-shirt with it: 60 − 6 = 54 diamonds.
 */
test('earn diamonds, order a good, finance ships it (seen live), then a diamond coupon takes 10% off an order', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await skipNotice(context);
  const player = await freshPlayer();
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb', {});

  // An admin sends the player 300 diamonds by mail (the console's gift, paid once when claimed).
  const consoleSide = await consoleContext(browser);
  const admin = await consoleSide.newPage();
  await signInToConsole(admin, await addOperator('admin'));
  const adminToken = await consoleTokenOf(admin);
  const sent = await admin.evaluate(
    async ([token, id]) => {
      const res = await fetch('/ops/v1/consoleMailSend', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ audience: { kind: 'players', ids: [id] }, title: 'Diamonds for you', body: 'A gift for the mall.', items: [{ propId: 60001, count: 300 }], promo: false, wagering: 0, expiresDays: 7, reason: 'e2e diamonds' }),
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
  await expect(page.getByTestId('diamond-balance')).toHaveText('300');
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
  await expect(page.getByTestId('diamond-balance')).toHaveText('255');
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

  // The player's open page follows the change live: no reload.
  await expect(orders.getByRole('listitem').first()).toContainText('Shipped', { timeout: 15_000 });
  await expect(orders.getByRole('listitem').first()).toContainText('Tracking no. LBC 1234-5678');
  await consoleSide.close();

  // A diamond coupon: 125 diamonds spent (the cap, then an umbrella) reach the seeded award at 100, a 10% coupon
  // (a prize, so it needs a first top-up like every free bonus).
  await fund(player, 100);
  const shop = await playerCall<{ items: { id: number; name: string }[] }>(player, 'diamondShopData', {});
  const umbrella = shop.items.find((i) => i.name === 'Folding umbrella')!;
  const address = { name: 'Juan Dela Cruz', mobile: '09171234567', line: '12 Mabini St, Brgy. San Roque', city: 'Quezon City', province: 'Metro Manila', postalCode: '1100' };
  await playerCall(player, 'diamondExchangeGoods', { itemId: umbrella.id, requestId: `e2e-umbrella-${Date.now().toString(36)}`, address });
  await page.getByRole('link', { name: 'Shop' }).first().click();
  await expect(page.getByTestId('diamond-balance')).toHaveText('175');
  const award = page.getByRole('listitem').filter({ hasText: 'Spend 100 diamonds' });
  await expect(award).toContainText('10% diamond coupon');
  await award.getByRole('button', { name: 'Claim' }).click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toContainText('10% diamond coupon');
  await reward.click();
  await expect(reward).toBeHidden();

  // The T-shirt's order offers the coupon and shows the sum: 60 − 6 = 54.
  await page.getByRole('listitem', { name: 'Swerte T-shirt' }).getByRole('button', { name: 'Order' }).click();
  const tshirt = page.getByRole('dialog', { name: 'Delivery address for Swerte T-shirt' });
  await expect(tshirt.getByTestId('checkout-pay')).toHaveText('60 diamonds');
  await tshirt.getByText('10% off').click();
  await expect(tshirt.getByRole('radio', { name: '10% off' })).toBeChecked();
  await expect(tshirt.getByTestId('checkout-sum')).toHaveText('60 − 6 (coupon) = 54 diamonds');
  await tshirt.getByLabel('Full name').fill('Juan Dela Cruz');
  await tshirt.getByLabel('Mobile number').fill('09171234567');
  await tshirt.getByLabel('House no., street and barangay').fill('12 Mabini St, Brgy. San Roque');
  await tshirt.getByLabel('City or municipality').fill('Quezon City');
  await tshirt.getByLabel('Province').fill('Metro Manila');
  await tshirt.getByLabel('ZIP code').fill('1100');
  await tshirt.getByRole('button', { name: 'Order for 54 diamonds' }).click();
  await expect(page.getByText(/^Order no\. \d+ placed\./)).toBeVisible();
  await expect(page.getByTestId('diamond-balance')).toHaveText('121');
  // Used once: the next order offers no coupon.
  await page.getByRole('listitem', { name: 'Swerte cap' }).getByRole('button', { name: 'Order' }).click();
  const again = page.getByRole('dialog', { name: 'Delivery address for Swerte cap' });
  await expect(again.getByRole('button', { name: 'Order for 45 diamonds' })).toBeVisible();
  await expect(again.getByTestId('checkout-sum')).toHaveCount(0);
});
