import { expect, test } from '@playwright/test';
import { registerWithPhone, skipNotice } from './helpers.ts';

// Reduced motion plays the same draw at a quarter of the time (the result is the server's either way).
test.use({ reducedMotion: 'reduce' });

test('a new player earns a draw by depositing, draws, and sees the prize popup, the balance and the record', async ({ page, context }) => {
  // Sign-up, a deposit, the board's art and a whole draw: three times the usual time on a busy machine.
  test.slow();
  await skipNotice(context);
  await registerWithPhone(page);

  // The bubble floats over the lobby for a signed-in player and opens the popup.
  await page.getByRole('button', { name: 'Open the Lucky Jackpot' }).click();
  const popup = page.getByRole('dialog', { name: 'Lucky Jackpot' });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('jackpot-pool')).toHaveText(/^₱[\d,]+$/);
  await expect(popup.getByTestId('jackpot-chances')).toHaveText('No draws left');
  await expect(popup.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
  await expect(popup.getByText('Top up ₱100 more to earn a draw')).toBeVisible();

  // Deposit ₱100 through the sandbox: that earns one draw, in the same transaction as the credit.
  await popup.getByRole('link', { name: 'Top up' }).click();
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();
  await page.getByRole('button', { name: 'Pay ₱100.00' }).click();
  await expect(page.getByText('Deposit received: ₱100 is in your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱150');

  await page.goto('/activity/jackpot');
  await expect(page.getByRole('heading', { name: 'Lucky Jackpot' })).toBeVisible();
  await expect(page.getByTestId('jackpot-chances')).toHaveText('Draws left: 1');
  // The board is a canvas: it opens once its art has loaded.
  await expect(page.getByTestId('jackpot-board').locator('canvas')).toBeVisible();
  // The sound switch is remembered on the device.
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('jackpot-board').locator('canvas')).toBeVisible();

  const draw = page.getByRole('button', { name: 'Draw', exact: true });
  // A double tap spends one chance: the second tap is inside the 300 ms debounce and the button is busy.
  await draw.dblclick();
  await expect(page.getByTestId('jackpot-chances')).toHaveText('No draws left');

  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible({ timeout: 20_000 });
  const prize = (await reward.textContent()) ?? '';
  await reward.click();
  await expect(reward).toBeHidden();

  // The draw is in the player's record, once.
  const records = page.getByTestId('jackpot-records').getByRole('listitem');
  await expect(records).toHaveCount(1);
  // Coins and jackpot prizes show in the balance at once (points and diamonds go to their own accounts).
  if (/Coins|Jackpot prize/.test(prize)) {
    const won = Number(/× ([\d,]+)/.exec(prize)?.[1]?.replace(/,/g, '') ?? '0');
    await expect(page.getByTestId('balance')).toHaveText(`₱${new Intl.NumberFormat('en-PH').format(150 + won)}`);
  } else {
    await expect(page.getByTestId('balance')).toHaveText(/^₱[\d,]+$/);
  }
  await expect(draw).toBeDisabled();
});

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
