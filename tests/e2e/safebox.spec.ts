import { expect, test } from '@playwright/test';
import { freshPlayer, fund, readPesos, signInAs, skipNotice } from './helpers.ts';

/**
 * The safebox (docs/safebox.md) as a player meets it: set its password, move cash in, see the balance,
 * the safebox and their total add up, a wrong password counted, then take coin out.
 */
test('sets a safebox password, moves cash in and out, and the figures add up', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 500);
  await signInAs(page, player, '/member');
  await page.getByRole('link', { name: 'Safebox' }).click();
  await expect(page).toHaveURL('/wallets/safebox');

  const coin = page.getByTestId('safebox-coin');
  const inBox = page.getByTestId('safebox-balance');
  const total = page.getByTestId('safebox-total');
  await expect(inBox).toHaveText('₱0');
  const start = readPesos(await coin.textContent());
  await expect(total).toHaveText(`₱${start.toLocaleString('en-PH')}`);

  // The password: a PIN, typed twice, with the sign-in password.
  await page.getByLabel('New safebox password', { exact: true }).fill('2468');
  await page.getByLabel('Type it again', { exact: true }).fill('2468');
  await page.getByLabel('Your sign-in password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Use 6 to 6 digits.').first()).toBeVisible();
  await page.getByLabel('New safebox password', { exact: true }).fill('246810');
  await page.getByLabel('Type it again', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('tab', { name: 'Put in' })).toBeVisible();

  // More than the cash that may go in is said at the field; nothing is sent.
  await page.getByLabel('Amount (whole pesos)').fill('100000');
  await page.getByRole('button', { name: /Put ₱100,000 in the safebox/ }).click();
  await expect(page.getByText(/You can put in up to ₱500/).first()).toBeVisible();
  await page.getByLabel('Amount (whole pesos)').fill('200');
  await page.getByRole('button', { name: 'Put ₱200 in the safebox' }).click();
  await expect(inBox).toHaveText('₱200');
  await expect(coin).toHaveText(`₱${(start - 200).toLocaleString('en-PH')}`);
  await expect(total).toHaveText(`₱${start.toLocaleString('en-PH')}`);
  await expect(page.getByTestId('balance')).toHaveText(`₱${(start - 200).toLocaleString('en-PH')}`);

  await page.getByRole('tab', { name: 'Take out' }).click();
  await page.getByLabel('Amount (whole pesos)').fill('50');
  await page.getByLabel('Safebox password', { exact: true }).fill('111111');
  await page.getByRole('button', { name: 'Take ₱50 out' }).click();
  await expect(page.getByText('Wrong safebox password. Tries left before it locks for 15 minutes: 4.')).toBeVisible();
  await expect(inBox).toHaveText('₱200');
  await page.getByLabel('Safebox password', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Take ₱50 out' }).click();
  await expect(inBox).toHaveText('₱150');
  await expect(total).toHaveText(`₱${start.toLocaleString('en-PH')}`);

  // The coin record shows both moves under their own group.
  await page.goto('/wallets/record');
  await expect(page.getByText('Moved into the safebox')).toBeVisible();
  await expect(page.getByText('Taken out of the safebox')).toBeVisible();
});
