import { expect, test, type Page } from '@playwright/test';
import { freshPlayer, fund, playerCall, signInAs, skipNotice } from './helpers.ts';

/**
 * Issue 29, the spin wheel (`/activity/spin`, docs/spin.md): spins come from a daily free one and
 * from deposits (one per ₱200 deposited today, seeded); the server draws and pays each spin, the
 * wheel lands on its segment (4 to 6 s), then the prize shows, the balance moves and the record
 * gains the spin. The button is debounced (300 ms): a double tap is one spin.
 */

interface Item {
  propId: number;
  count: number;
}
interface SpinAnswer {
  spinId: number;
  segmentIndex: number;
  items: Item[];
  spinsLeft: number;
}

/** How the page's odds table and record name a prize (en-PH): "₱5", "1 diamond", "20 points". */
function words(items: readonly Item[]): string {
  return items
    .map(({ propId, count }) => {
      if (propId === 2001) return `₱${(count / 100).toLocaleString('en-PH', { maximumFractionDigits: 2 })}`;
      if (propId === 60001) return `${count} ${count === 1 ? 'diamond' : 'diamonds'}`;
      if (propId === 2002) return `${count} ${count === 1 ? 'point' : 'points'}`;
      return `${count} × reward`;
    })
    .join(' + ');
}
/** Hundredths a prize adds to the coin balance (points and diamonds have their own). */
const coinsOf = (items: readonly Item[]) => items.reduce((sum, item) => sum + (item.propId === 2001 ? item.count : 0), 0);

/** The top bar's balance in hundredths, whatever its notation ("₱5,050.00"). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  const match = /([\d,]+)(?:\.(\d{2}))?/.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2] ?? 0) : Number.NaN;
}

const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin', exact: true });

test('a player with the daily free spin and one earned by a deposit spins twice and sees both prizes in the record and the balance', async ({ page, context }) => {
  test.setTimeout(120_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 200);
  expect((await playerCall<{ spinsLeft: number }>(player, 'getSpinInfo')).spinsLeft).toBe(2);

  await signInAs(page, player, '/activity/spin');
  await expect(page.getByTestId('spin-left')).toHaveText('2 spins left');
  // The odds table beside the wheel, and the deposit source with one of its spins earned.
  await expect(page.getByTestId('spin-odds').getByRole('listitem')).toHaveCount(8);
  await expect(page.getByTestId('spin-sources').locator('[data-kind="deposit"]')).toContainText('1 of 3 spins earned');
  await expect(page.getByTestId('spin-records')).toBeHidden();
  let balance = await shownBalance(page);

  const prizes: string[] = [];
  for (const n of [1, 2]) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/app/v1/spinWheel'));
    await spinButton(page).click();
    const answer = (await (await answered).json()) as SpinAnswer;
    expect(answer.spinsLeft).toBe(2 - n);
    // Nothing shows before the wheel lands (it turns 4 to 6 s after the answer).
    const reward = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(reward).toBeHidden();
    await expect(reward, `spin ${n} shows its prize once the wheel stops`).toBeVisible({ timeout: 20_000 });
    const prize = words(answer.items);
    prizes.unshift(prize);
    await expect(page.getByTestId('spin-landed')).toHaveText(`The wheel stopped on ${prize}.`);
    balance += coinsOf(answer.items);
    await expect.poll(() => shownBalance(page), { message: `the balance after spin ${n}` }).toBe(balance);
    await reward.click();
    await expect(reward).toBeHidden();
    const rows = page.getByTestId('spin-records').getByRole('listitem');
    await expect(rows).toHaveCount(n);
    for (const [i, text] of prizes.entries()) await expect(rows.nth(i)).toContainText(text);
  }
  await expect(page.getByTestId('spin-left')).toHaveText('No spins left');
  await expect(spinButton(page)).toBeDisabled();

  // After a reload the record and the count are the server's.
  await page.reload();
  await expect(page.getByTestId('spin-records').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('spin-left')).toHaveText('No spins left');
});

test('a double tap on Spin makes one spin', async ({ page, context }) => {
  test.setTimeout(90_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 200);
  await signInAs(page, player, '/activity/spin');
  await expect(page.getByTestId('spin-left')).toHaveText('2 spins left');
  // The scene is open (the button works without it too, but the wheel should turn on the tap).
  await expect(page.getByTestId('spin-wheel').locator('canvas')).toBeVisible();

  const spins: string[] = [];
  page.on('request', (request) => request.url().endsWith('/app/v1/spinWheel') && spins.push(request.postData() ?? ''));
  await spinButton(page).dblclick();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible({ timeout: 20_000 });
  expect(spins).toHaveLength(1);
  await reward.click();
  await expect(page.getByTestId('spin-records').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('spin-left')).toHaveText('1 spin left');
  expect((await playerCall<{ spinsLeft: number; spinsUsed: number }>(player, 'getSpinInfo')).spinsUsed).toBe(1);
});
