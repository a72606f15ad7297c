import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';
import { confirmItsMe, freshPlayer, fund, playerCall, signInAs, skipNotice, type FreshPlayer } from './helpers.ts';

/** The operator's side, as `npm run ops` does it: the e2e server's data folder holds the secret. */
async function ops(args: string[]): Promise<Record<string, unknown>> {
  const secret = (await readFile(join(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'ops.secret'), 'utf8')).trim();
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/ops/v1/cli/withdrawals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args, operator: 'e2e-operator' }),
  });
  return (await res.json()) as Record<string, unknown>;
}

interface Pending {
  id: number;
  userId: number;
  amount: number;
}

/** This player's pending withdrawals only: other specs' players may have theirs in the same database. */
async function pendingOf(player: FreshPlayer): Promise<Pending[]> {
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb');
  const { pending } = (await ops(['list'])) as { pending: Pending[] };
  return pending.filter((w) => w.userId === userInfo.id);
}

test('a player adds a GCash number, withdraws to it, and the money returns when the operator refuses', async ({ page, context }) => {
  await skipNotice(context);
  // A player of its own with ₱250 (₱50 welcome + ₱200 deposited): no other spec's money or withdrawals.
  const player = await freshPlayer();
  await fund(player, 200);
  await signInAs(page, player, '/wallets/card/list');
  await expect(page.getByRole('heading', { name: 'Withdrawal accounts' })).toBeVisible();
  await expect(page.getByText('You have no withdrawal account yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add an account' }).click();
  await expect(page.getByRole('heading', { name: 'Add a withdrawal account' })).toBeVisible();
  await page.getByLabel("Owner's full name").fill('Demo Player');
  await page.getByLabel('E-wallet mobile number').fill('0817 123 4567');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Enter the 11-digit mobile number of the e-wallet, starting with 09.')).toBeVisible();
  await page.getByLabel('E-wallet mobile number').fill('0917 123 4567');
  await page.getByRole('button', { name: 'Save account' }).click();
  // Where money goes needs a fresh proof (issue 16): a wrong password first, then the right one.
  await confirmItsMe(page, player.password, { wrongFirst: true });
  await expect(page.getByRole('status').getByText('Your withdrawal account was saved.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'GCash ending in 4567' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Owner: Demo Player')).toBeVisible();

  await card.getByRole('link', { name: 'Withdraw to this account' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw via GCash' })).toBeVisible();
  // What may be withdrawn now: the ₱250 less the ₱50 welcome bonus, locked until its bets are made.
  await expect(page.getByTestId('withdrawable')).toHaveText('₱200');
  await expect(page.getByTestId('locked-amount')).toHaveText('₱50');
  await expect(page.getByTestId('turnover-left')).toHaveText('₱50');
  await page.getByLabel('Amount (₱)').fill('50');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The minimum is ₱100.')).toBeVisible();
  // The ₱50 welcome coins are a bonus locked until their turnover is bet (rewards): all ₱250 is refused, saying why,
  // before anything is sent.
  await page.getByLabel('Amount (₱)').fill('250');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('₱50 of your balance is bonus that unlocks after ₱50 more in bets. You can withdraw up to ₱200 now.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱250');
  await page.getByLabel('Amount (₱)').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // The proof given a moment ago still holds on this device: no second prompt.
  await expect(page.getByRole('status').getByText('Your withdrawal of ₱100 is being processed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  await expect(page.getByTestId('withdrawable')).toHaveText('₱100');
  await expect(page.getByTestId('balance')).toHaveText('₱150');
  await expect(page.getByText('Processing')).toBeVisible();

  const pending = await pendingOf(player);
  expect(pending).toEqual([expect.objectContaining({ amount: 10000 })]);
  expect(await ops(['reject', String(pending[0]!.id), 'test'])).toMatchObject({ ok: true });
  await page.reload();
  await expect(page.getByTestId('withdrawable')).toHaveText('₱200');
  await expect(page.getByText('Returned to balance')).toBeVisible();
});

test('an unknown withdrawal channel is the 404 page', async ({ page, context }) => {
  await skipNotice(context);
  await page.goto('/withdrawal/paypal');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('deposit ₱100 through the sandbox, bind a card, withdraw, the operator pays, and the record shows it all', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/wallets?name=deposit');
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();
  await page.getByRole('button', { name: 'Pay ₱100.00' }).click();
  await expect(page.getByText('Deposit received: ₱100 is in your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱150');

  await page.goto('/wallets/card/edit?type=maya');
  await page.getByLabel("Owner's full name").fill('Juana Santos');
  await page.getByLabel('E-wallet mobile number').fill('09181234567');
  await page.getByRole('button', { name: 'Save account' }).click();
  await confirmItsMe(page, player.password);
  await page.getByRole('listitem', { name: 'Maya ending in 4567' }).getByRole('link', { name: 'Withdraw to this account' }).click();
  await page.getByLabel('Amount (₱)').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // ₱50 left, all of it the welcome bonus still locked: nothing more to withdraw now.
  await expect(page.getByTestId('withdrawable')).toHaveText('₱0');

  const pending = await pendingOf(player);
  expect(pending).toEqual([expect.objectContaining({ amount: 10000 })]);
  expect(await ops(['approve', String(pending[0]!.id)])).toMatchObject({ ok: true });
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.goto('/wallets/record');
  const rows = page.getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText('−₱100');
  await expect(rows.nth(1)).toContainText('Deposit');
  await expect(rows.nth(1)).toContainText('+₱100');
  await expect(rows.nth(2)).toContainText('Welcome bonus');
  await expect(page.getByTestId('balance')).toHaveText('₱50');
});
