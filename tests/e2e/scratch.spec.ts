import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, fund, playerCall, signInAs, skipNotice, type FreshPlayer } from './helpers.ts';

/**
 * Issue 29, scratch cards (docs/scratch.md): a player earns diamonds (an operator's mail gift), goes
 * from the diamond mall to its scratch cards, buys a bronze card (odds shown), scratches it with a touch drag, reloads half-way (the card comes back
 * scratched as it was, from the server's stroke log), scratches on until it reveals itself, sees the prize
 * and the diamonds balance; then buys a second card on the scratch-card page and reveals it with "Reveal all".
 * The first card is bought with a 25% diamond coupon from the same gift: 10 − 2 = 8 diamonds.
 */

const DIAMONDS = 100;
const CARD_PRICE = 10;
/** The bronze card with the gift's 25% diamond coupon (100005): 2.5 off, floored. */
const WITH_COUPON = 8;

async function giveDiamonds(browser: Parameters<typeof consoleContext>[0], player: FreshPlayer, count: number, more: { propId: number; count: number }[] = []) {
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb', {});
  const admin = await (await consoleContext(browser)).newPage();
  await signInToConsole(admin, await addOperator('admin'));
  const token = await consoleTokenOf(admin);
  const sent = await admin.evaluate(
    async ([bearer, id, items]) => {
      const res = await fetch('/ops/v1/consoleMailSend', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ audience: { kind: 'players', ids: [id] }, title: 'Diamonds for you', body: 'A gift for the mall.', items, promo: false, wagering: 0, expiresDays: 7, reason: 'e2e scratch' }),
      });
      return (await res.json()) as { errcode: number };
    },
    [token, userInfo.id, [{ propId: 60001, count }, ...more]] as const,
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
}

/** Waits until the card's scene is open (the loading bar gone, the canvas in the box) and has drawn. */
async function sceneOpen(page: Page): Promise<Locator> {
  const stage = page.getByTestId('scratch-stage');
  await expect(stage.locator('canvas')).toBeAttached({ timeout: 30_000 });
  await expect(stage.getByRole('progressbar')).toHaveCount(0);
  await page.waitForTimeout(300);
  return stage;
}

/** A page position of a point in the card's stroke space (1000 × 600 over the foil), as the scene lays the card out. */
async function pointOf(stage: Locator, u: number, v: number) {
  const box = (await stage.boundingBox())!;
  const scale = Math.min((box.width - 16) / 340, (box.height - 16) / 220);
  const left = box.x + Math.round((box.width - 340 * scale) / 2);
  const top = box.y + Math.round((box.height - 220 * scale) / 2);
  return { x: left + (20 + u * 0.3) * scale, y: top + (20 + v * 0.3) * scale };
}

/** One finger dragged through `points` (stroke space) with real touch events, a move every 20 units. */
async function touchDrag(cdp: CDPSession, stage: Locator, points: [number, number][]) {
  const first = await pointOf(stage, ...points[0]!);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first.x, y: first.y, id: 1 }] });
  for (let i = 1; i < points.length; i++) {
    const [u0, v0] = points[i - 1]!;
    const [u1, v1] = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(u1 - u0, v1 - v0) / 20));
    for (let s = 1; s <= steps; s++) {
      const at = await pointOf(stage, u0 + ((u1 - u0) * s) / steps, v0 + ((v1 - v0) * s) / steps);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x, y: at.y, id: 1 }] });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The share of pixels two screenshots of the same box differ in (by more than a rounding step). */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer({ resolveWithObject: true }), sharp(b).raw().toBuffer({ resolveWithObject: true })]);
  expect(y.info.width * y.info.height).toBe(x.info.width * x.info.height);
  let differing = 0;
  const channels = x.info.channels;
  for (let i = 0; i < x.data.length; i += channels) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(x.data[i + c]! - y.data[i + c]!) > 24) {
        differing++;
        break;
      }
    }
  }
  return differing / (x.info.width * x.info.height);
}

interface Award {
  cardId: number;
  prize: { items: { propId: number; count: number }[] };
}
const diamondsIn = (award: Award) => award.prize.items.filter((item) => item.propId === 60001).reduce((sum, item) => sum + item.count, 0);

async function closeReward(page: Page) {
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();
}

test('buy a scratch card in the mall, scratch it by touch, reload half-way, finish it; a second card with Reveal all', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await skipNotice(context);
  const player = await freshPlayer();
  // Cards pay bonuses, which are for players who have deposited (protection: promotions withheld otherwise).
  await fund(player, 100);
  await giveDiamonds(browser, player, DIAMONDS, [{ propId: 100_005, count: 1 }]);

  // The mall leads to its scratch cards (listed on their own page, with their odds); the bronze card
  // costs 10 diamonds, and buying it opens the card.
  await signInAs(page, player, '/diamond-mall');
  await expect(page.getByTestId('diamond-balance')).toHaveText(String(DIAMONDS));
  await page.getByTestId('mall-scratch-cards').click();
  await expect(page).toHaveURL(/\/scratch-cards$/);
  await expect(page.getByText(`Your diamonds: ${DIAMONDS}`)).toBeVisible();
  const bronze = page.locator('[data-testid^="scratch-type-"]').filter({ hasText: 'Bronze scratch card' });
  await expect(bronze).toContainText(`${CARD_PRICE} diamonds`);
  // The odds the card is drawn with are on the page.
  await expect(bronze.getByRole('table')).toContainText('%');
  // The player holds a diamond coupon: the buy opens the checkout, which shows the price after it.
  await bronze.getByRole('button', { name: /^Buy/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Buy Bronze scratch card' });
  await expect(checkout.getByTestId('checkout-pay')).toHaveText(`${CARD_PRICE} diamonds`);
  await checkout.getByText('25% off').click();
  await expect(checkout.getByTestId('checkout-sum')).toHaveText(`${CARD_PRICE} − 2 (coupon) = ${WITH_COUPON} diamonds`);
  await checkout.getByRole('button', { name: `Buy for ${WITH_COUPON} diamonds` }).click();
  await expect(page).toHaveURL(/\/scratch-cards\/\d+$/);
  const cardId = Number(/(\d+)$/.exec(page.url())![1]);
  const cdp = await context.newCDPSession(page);
  let stage = await sceneOpen(page);
  const unscratched = await stage.screenshot();

  // One touch drag across the middle of the foil: its stroke is kept by the server on drag end.
  const kept = page.waitForResponse((response) => response.url().endsWith('/scratchCardStrokes') && response.ok());
  await touchDrag(cdp, stage, [
    [120, 220],
    [880, 260],
  ]);
  await kept;
  const info = await playerCall<{ cards: { id: number; strokes: number[][]; state: string }[] }>(player, 'getScratchCardInfo');
  const card = info.cards.find((owned) => owned.id === cardId)!;
  expect(card.strokes).toHaveLength(1);
  expect(card.state).toBe('scratching');
  await expect(page.getByTestId('scratch-won')).toHaveCount(0);
  await page.waitForTimeout(200);
  const before = await stage.screenshot();
  expect(await differingShare(unscratched, before), 'the drag scratched the foil').toBeGreaterThan(0.03);

  // Half-way, a reload: the card comes back scratched as it was (redrawn from the server's log).
  await page.reload();
  stage = await sceneOpen(page);
  const after = await stage.screenshot();
  expect(await differingShare(before, after), 'the reloaded card shows the same scratches').toBeLessThan(0.01);

  // Scratch on, row by row, until the card reveals itself (60% of the prize area) and pays.
  const cdpAfter = await context.newCDPSession(page);
  for (const v of [100, 170, 320, 390, 460, 530]) {
    if (await page.getByTestId('scratch-won').count()) break;
    await touchDrag(cdpAfter, stage, [
      [100, v],
      [900, v + 20],
    ]);
    await page.waitForTimeout(150);
  }
  await expect(page.getByTestId('scratch-won')).toContainText('You won');
  await closeReward(page);
  const won = (await page.getByTestId('scratch-won').textContent())!.replace('You won ', '').trim();

  // The prize in the record, the diamonds balance after the card (and any diamonds it paid).
  const { list } = await playerCall<{ list: Award[] }>(player, 'searchScratchCardAwardLog', { pageNum: 1, pageSize: 20 });
  expect(list.map((award) => award.cardId)).toEqual([cardId]);
  const afterFirst = DIAMONDS - WITH_COUPON + diamondsIn(list[0]!);
  await page.getByRole('button', { name: 'Back to my cards' }).click();
  await expect(page).toHaveURL(/\/scratch-cards$/);
  await expect(page.getByText(`Your diamonds: ${afterFirst}`)).toBeVisible();
  await expect(page.getByTestId('scratch-award-log').getByRole('listitem').first()).toContainText(won);
  await expect(page.getByTestId('scratch-owned')).toHaveCount(0);

  // A second card, bought here and revealed at once (at the list price: a coupon the first card may have
  // won, 2 in 100, opens the checkout with none chosen).
  await bronze.getByRole('button', { name: /^Buy/ }).click();
  const { coupons } = await playerCall<{ coupons: unknown[] }>(player, 'getScratchCardInfo', {});
  if (coupons.length > 0) await page.getByRole('dialog', { name: 'Buy Bronze scratch card' }).getByRole('button', { name: `Buy for ${CARD_PRICE} diamonds` }).click();
  await expect(page).toHaveURL(/\/scratch-cards\/\d+$/);
  const secondId = Number(/(\d+)$/.exec(page.url())![1]);
  expect(secondId).not.toBe(cardId);
  await sceneOpen(page);
  await page.getByRole('button', { name: 'Reveal all' }).click();
  await expect(page.getByTestId('scratch-won')).toContainText('You won');
  await closeReward(page);
  const second = await playerCall<{ list: Award[] }>(player, 'searchScratchCardAwardLog', { pageNum: 1, pageSize: 20 });
  expect(second.list.map((award) => award.cardId)).toEqual([secondId, cardId]);
  await page.getByRole('button', { name: 'Back to my cards' }).click();
  await expect(page.getByText(`Your diamonds: ${afterFirst - CARD_PRICE + diamondsIn(second.list[0]!)}`)).toBeVisible();
  await expect(page.getByTestId('scratch-award-log').getByRole('listitem')).toHaveCount(2);
});
