import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { depositWithSandbox, playableSlotId, readPesos, registerWithPhone, skipNotice, spinOnce } from './helpers.ts';

/**
 * Every amount a player sees adds up on screen (issue 14): the coin record's balances follow its
 * amounts, the newest equals the top bar; a bet record's win − bet is its net; the recall's balance
 * moves by − bet + win. All read from the displayed text, for a fresh player of this spec's own.
 */

test.use({ reducedMotion: 'reduce' });

const symbolNames = (() => {
  const games = JSON.parse(readFileSync(new URL('../../locales/en-PH/games.json', import.meta.url), 'utf8')) as { symbols: Record<string, Record<string, string>> };
  return new Set(Object.values(games.symbols).flatMap((theme) => Object.values(theme)));
})();


/** A fresh player with the welcome coins and a ₱100 deposit who has played `spins` real rounds of a house slot. */
async function playerWhoPlayed(page: Page, spins: number): Promise<void> {
  await registerWithPhone(page);
  await depositWithSandbox(page, 100);
  await page.goto(`/game/start?gameId=${await playableSlotId(page.request)}`);
  await expect(page).toHaveURL(/\/game\/play\/\d+\?session=/, { timeout: 20_000 });
  await expect(page.getByTestId('slot-balance')).toHaveText(/₱[\d,]+/);
  for (let i = 0; i < spins; i += 1) await spinOnce(page);
}

test('every coin record row adds up on screen, and the newest balance is the top bar', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  await playerWhoPlayed(page, 8);

  await page.goto('/wallets/record');
  const rows = page.getByTestId('coin-record');
  // Welcome bonus, deposit, and each spin's bet (and win when it won): all on the first page.
  await expect(page.getByText("That's everything.")).toBeVisible({ timeout: 30_000 });
  expect(await rows.count()).toBeGreaterThanOrEqual(10);
  const shown = await rows.evaluateAll((items) =>
    items.map((item) => ({
      text: item.textContent ?? '',
      amount: item.querySelector('[data-testid="record-amount"]')?.textContent ?? '',
      balance: item.querySelector('[data-testid="record-balance"]')?.textContent ?? '',
    })),
  );
  // Newest first: each balance is the one below it plus this row's amount; the oldest is the welcome bonus.
  for (let i = 0; i < shown.length; i += 1) {
    const below = i + 1 < shown.length ? readPesos(shown[i + 1]!.balance) : 0;
    expect(readPesos(shown[i]!.balance), `row ${i}: ${shown[i]!.text}`).toBe(below + readPesos(shown[i]!.amount));
    // No movement shows as "−₱0" or "+₱0".
    expect(shown[i]!.amount).not.toMatch(/[+−-]₱0(?!\d|,)/);
  }
  expect(readPesos(shown[0]!.balance)).toBe(readPesos(await page.getByTestId('balance').textContent()));

  // Every row says what it was: game bets and wins have their own names, none is "Other".
  const texts = shown.map((row) => row.text);
  expect(texts.some((text) => text.startsWith('Game bet'))).toBe(true);
  expect(texts.filter((text) => text.startsWith('Other'))).toEqual([]);
  expect(texts.at(-1)).toContain('Welcome bonus');
  expect(texts.at(-2)).toContain('Deposit');
});

test('bet records show win − bet = net, and the recall moves the balance by − bet + win', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  await playerWhoPlayed(page, 6);

  // The recall, in the game: "Bet ₱A · Win ₱B" and "Balance ₱C → ₱D" with D = C − A + B, newest round first.
  await page.getByRole('button', { name: 'History' }).click();
  const recall = page.getByRole('dialog', { name: 'Last 10 rounds' });
  const rounds = recall.getByTestId('recall-list').getByRole('listitem');
  await expect(rounds).toHaveCount(6);
  const recalled = await rounds.evaluateAll((items) => items.map((item) => ({ text: item.textContent ?? '', cells: [...item.querySelectorAll('[role="img"] > span')].map((cell) => cell.textContent ?? '') })));
  let newer: number | null = null;
  for (const round of recalled) {
    const bet = /Bet (₱[\d,]+)/.exec(round.text)?.[1] ?? null;
    const win = /Win (₱[\d,]+)/.exec(round.text)?.[1] ?? null;
    const balance = /Balance (₱[\d,]+) → (₱[\d,]+)/.exec(round.text);
    expect(bet && win && balance, round.text).toBeTruthy();
    const [before, after] = [readPesos(balance![1]!), readPesos(balance![2]!)];
    expect(after, round.text).toBe(before - readPesos(bet) + readPesos(win));
    // Rounds follow on from each other: the newer round started from this one's balance.
    if (newer !== null) expect(after).toBe(newer);
    newer = before;
    // Each cell names its symbol in full, from the theme's texts (not "Jee" or "Sam").
    expect(round.cells).toHaveLength(15);
    for (const cell of round.cells) expect(symbolNames, `cell "${cell}"`).toContain(cell);
  }
  await recall.getByRole('button', { name: 'Close' }).click();

  await page.goto('/member/report');
  await page.getByRole('tab', { name: 'Bet records' }).click();
  const records = page.getByTestId('bet-records').getByRole('listitem');
  await expect(records).toHaveCount(6);
  for (const text of await records.allTextContents()) {
    const net = /([+−]?₱[\d,]+)Bet/.exec(text)?.[1] ?? null;
    const line = /Bet (₱[\d,]+) · Win (₱[\d,]+)/.exec(text);
    expect(net && line, text).toBeTruthy();
    expect(readPesos(net), text).toBe(readPesos(line![2]!) - readPesos(line![1]!));
    expect(net).not.toMatch(/^[+−]₱0$/);
  }

  // The summary's total row adds up the same way.
  await page.getByRole('tab', { name: 'Summary' }).click();
  const total = page.getByTestId('bet-report').locator('tfoot td');
  await expect(total.first()).toHaveText('Total');
  const [, , bet, , win, net] = await total.allTextContents();
  expect(readPesos(net!)).toBe(readPesos(win!) - readPesos(bet!));
});
