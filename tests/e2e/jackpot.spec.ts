import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutBoard } from '../../scenes/jackpot/boardLayout.ts';
import { freshPlayer, fund, playerCall, signInAs, skipNotice, type FreshPlayer } from './helpers.ts';

// Reduced motion plays the same draw at a quarter of the time (the result is the server's either way).
test.use({ reducedMotion: 'reduce' });

interface Award {
  id: number;
  propId: number;
  count: number;
  showNum: number;
  type: number;
}
interface DrawAnswer {
  result: { id: number; propId: number; count: number; type: number; bonus: number };
  chanceSize: number;
}

const WELCOME = 5_000;
const TIERS: Record<number, string> = { 50001: 'Mega', 50002: 'Major', 50003: 'Minor', 50004: 'Mini' };
const pesos = (hundredths: number) => Math.floor(hundredths / 100).toLocaleString('en-PH');

/** What the board's cell says (its caption beside the prize art). */
function caption(award: Award): string {
  if (award.type === 2) return TIERS[award.propId]!;
  if (award.propId === 2001) return `₱${award.showNum}`;
  if (award.propId === 2002) return `${award.showNum} pts`;
  return `× ${award.showNum}`;
}

/** How the result popup and My draws name a win: the board's words, a tier with what it paid. */
function prizeWords(result: DrawAnswer['result']): string {
  if (result.type === 2) return `${TIERS[result.propId]} ₱${pesos(result.bonus)}`;
  if (result.propId === 2001) return `₱${pesos(result.count)}`;
  if (result.propId === 2002) return `${result.count} pts`;
  return `Diamonds × ${result.count}`;
}

/** Hundredths a result adds to the coin balance (points and diamonds go to their own accounts). */
const coinsWon = (result: DrawAnswer['result']) => (result.type === 2 ? result.bonus : result.propId === 2001 ? result.count : 0);

/** The top bar's balance in whole pesos, whatever its notation. */
async function shownBalance(page: Page): Promise<number> {
  return Number(((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d]/g, ''));
}

const chancesText = (n: number) => (n > 0 ? `Draws left: ${n}` : 'No draws left');

/**
 * One draw as the player makes it, from `scope` (the popup or the page): the button spends a chance,
 * the board plays it, the result shows in the board's words, the balance moves by what was won, and
 * My draws gains one row that reads the same. Returns the balance after, in hundredths.
 */
async function drawOnce(page: Page, scope: Locator, board: readonly Award[], balance: number, drawsBefore: number): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/app/v1/receiveDrawChance'));
  await scope.getByRole('button', { name: 'Draw', exact: true }).click();
  const { result, chanceSize } = (await (await answered).json()) as DrawAnswer;
  await expect(scope.getByTestId('jackpot-chances')).toHaveText(chancesText(chanceSize));

  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward, `draw ${drawsBefore + 1} shows its result`).toBeVisible({ timeout: 20_000 });
  const words = prizeWords(result);
  expect(words).toContain(caption(board.find((award) => award.id === result.id)!));
  await expect(reward).toContainText(words);
  const after = balance + coinsWon(result);
  await expect.poll(() => shownBalance(page), { message: `balance after draw ${drawsBefore + 1}` }).toBe(Math.floor(after / 100));
  await reward.click();
  await expect(reward).toBeHidden();

  const records = scope.getByTestId('jackpot-records').getByRole('listitem');
  await expect(records).toHaveCount(drawsBefore + 1);
  await expect(records.first()).toContainText(words);
  // The button is back for the next draw (the second draw used to hang on "Drawing…").
  await expect(scope.getByRole('button', { name: 'Draw', exact: true })).toBeVisible();
  return after;
}

async function boardOf(player: FreshPlayer): Promise<Award[]> {
  return (await playerCall<{ awards: Award[] }>(player, 'getJackpotDrawInfo')).awards;
}

test('in the popup, a player draws three times in a row and sees each result, in the board’s words, and the balance move', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player);

  // No chances yet: the button waits and the hint says what earns one.
  await page.getByRole('button', { name: 'Open the Lucky Jackpot' }).click();
  const popup = page.getByRole('dialog', { name: 'Lucky Jackpot' });
  await expect(popup.getByTestId('jackpot-pool')).toHaveText(/^₱[\d,]+$/);
  await expect(popup.getByTestId('jackpot-chances')).toHaveText('No draws left');
  await expect(popup.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
  await expect(popup.getByText('Top up ₱100 more to earn a draw')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();

  // ₱300 earns three draws; the popup reads them when it opens again.
  await fund(player, 300);
  const board = await boardOf(player);
  await page.reload();
  await page.getByRole('button', { name: 'Open the Lucky Jackpot' }).click();
  await expect(popup.getByTestId('jackpot-chances')).toHaveText('Draws left: 3');
  await expect(popup.getByTestId('jackpot-board').locator('canvas')).toBeVisible();

  let balance = WELCOME + 30_000;
  for (let n = 0; n < 3; n += 1) balance = await drawOnce(page, popup, board, balance, n);
  await expect(popup.getByTestId('jackpot-chances')).toHaveText('No draws left');
  await expect(popup.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
});

test('on the jackpot page, a player draws three times in a row; the sound switch is remembered', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 300);
  const board = await boardOf(player);
  await signInAs(page, player, '/activity/jackpot');
  await expect(page.getByRole('heading', { name: 'Lucky Jackpot' })).toBeVisible();
  await expect(page.getByTestId('jackpot-chances')).toHaveText('Draws left: 3');
  await expect(page.getByTestId('jackpot-board').locator('canvas')).toBeVisible();

  // The sound switch is remembered on the device.
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('jackpot-board').locator('canvas')).toBeVisible();

  const main = page.locator('#root');
  let balance = WELCOME + 30_000;
  for (let n = 0; n < 3; n += 1) balance = await drawOnce(page, main, board, balance, n);
  await expect(page.getByTestId('jackpot-chances')).toHaveText('No draws left');
});

test('a double tap on Draw spends exactly one of several chances', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 300);
  await signInAs(page, player, '/activity/jackpot');
  await expect(page.getByTestId('jackpot-chances')).toHaveText('Draws left: 3');
  await expect(page.getByTestId('jackpot-board').locator('canvas')).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/app/v1/receiveDrawChance')) sent.push(request.postData() ?? '');
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/app/v1/receiveDrawChance'));
  // The second tap is inside the 300 ms debounce and the button is busy.
  await page.getByRole('button', { name: 'Draw', exact: true }).dblclick();
  await answered;
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible({ timeout: 20_000 });
  await reward.click();
  await expect(page.getByTestId('jackpot-records').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('jackpot-chances')).toHaveText('Draws left: 2');
  // The server agrees: one draw made, two chances left (the page settled, so no tap is still on its way).
  expect(sent).toHaveLength(1);
  expect((await playerCall<{ chanceSize: number }>(player, 'getJackpotDrawInfo')).chanceSize).toBe(2);
  expect((await playerCall<{ total: number }>(player, 'getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 })).total).toBe(1);
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [null, { width: 360, height: 640 }]) {
  test(`nothing covers the board's cells or the result's title (${viewport ? `${viewport.width}×${viewport.height}` : 'Pixel 7'})`, async ({ page, context }) => {
    test.slow();
    if (viewport) await page.setViewportSize(viewport);
    await skipNotice(context);
    const player = await freshPlayer();
    await fund(player, 100);
    const board = await boardOf(player);
    await signInAs(page, player);
    await page.getByRole('button', { name: 'Open the Lucky Jackpot' }).click();
    const popup = page.getByRole('dialog', { name: 'Lucky Jackpot' });
    const canvas = popup.getByTestId('jackpot-board').locator('canvas');
    await expect(canvas).toBeVisible();

    // Every cell of the board (Mini's top-right above all) is clear of the sound switch.
    const stage = (await popup.getByTestId('jackpot-board').boundingBox())!;
    const side = Math.min(stage.width, stage.height);
    const origin = { x: stage.x + (stage.width - side) / 2, y: stage.y + (stage.height - side) / 2 };
    const sound = (await popup.getByRole('button', { name: 'Sound' }).boundingBox())!;
    layoutBoard(board.length).cells.forEach((cell, index) => {
      const box = { x: origin.x + (cell.x - cell.size / 2) * side, y: origin.y + (cell.y - cell.size / 2) * side, width: cell.size * side, height: cell.size * side };
      expect(overlaps(sound, box), `the sound switch over the ${caption(board[index]!)} cell`).toBe(false);
    });
    // The switch and the winners line share a row without touching.
    const winners = (await popup.getByText(/No jackpot winners yet|won/).first().boundingBox())!;
    expect(overlaps(sound, winners)).toBe(false);

    // The result's title sits on the popup's own opaque card: no text of the page runs through it.
    await popup.getByRole('button', { name: 'Draw', exact: true }).click();
    const reward = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(reward).toBeVisible({ timeout: 20_000 });
    const card = reward.getByTestId('reward-card');
    const title = (await reward.getByText('Congratulations!', { exact: true }).boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(title.x >= cardBox.x && title.y >= cardBox.y && title.x + title.width <= cardBox.x + cardBox.width && title.y + title.height <= cardBox.y + cardBox.height).toBe(true);
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    // And the card stays on the screen, title and prize whole, at this size.
    const size = page.viewportSize()!;
    expect(cardBox.x >= 0 && cardBox.y >= 0 && cardBox.x + cardBox.width <= size.width && cardBox.y + cardBox.height <= size.height).toBe(true);
  });
}

test('a visitor sees the jackpot and its rank and rules, and is asked to sign in to draw', async ({ page, context }) => {
  await skipNotice(context);
  // The bubble is for signed-in players only.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the Lucky Jackpot' })).toHaveCount(0);
  await page.goto('/activity/jackpot');
  await expect(page.getByRole('heading', { name: 'Lucky Jackpot' })).toBeVisible();
  await expect(page.getByText('Mega', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByText('Earn one draw for every ₱100 you top up.')).toBeVisible();
  await page.getByRole('tab', { name: 'Rank' }).click();
  await expect(page.getByText("This month's biggest winners")).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to draw' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
