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

test('a player adds a GCash number, withdraws to it after confirming the bonus forfeit, and the money returns with the reason when the operator refuses', async ({ page, context }) => {
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
  // The cash may be withdrawn: the ₱250 less the ₱50 welcome bonus, a bonus balance until its bets are made.
  // Said before sending: withdrawing now forfeits it (docs/rewards.md "Wagering"); the amounts add up.
  await expect(page.getByTestId('withdrawable')).toHaveText('₱200');
  await expect(page.getByTestId('lock-balance')).toHaveText('₱250');
  await expect(page.getByTestId('withdrawable-now')).toHaveText('₱200');
  await expect(page.getByTestId('locked-amount')).toHaveText('₱50');
  // The welcome coins' turnover: 5× their ₱50 (docs/rewards.md "Terms").
  await expect(page.getByTestId('turnover-left')).toHaveText('₱250');
  await expect(page.getByTestId('forfeit-warning')).toHaveText('Withdrawing now forfeits your ₱50 bonus balance. Bet ₱250 more in games first and it becomes cash you can withdraw.');
  let exchanges = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/app/v1/exchange')) exchanges += 1;
  });
  await page.getByLabel('Amount (₱)').fill('50');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The minimum is ₱100.')).toBeVisible();
  // The ₱50 welcome coins are a bonus locked until their turnover is bet (rewards): all ₱250 is refused, saying why,
  // before anything is sent.
  await page.getByLabel('Amount (₱)').fill('250');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('₱50 of your balance is bonus that unlocks after ₱250 more in bets. You can withdraw up to ₱200 now.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱250');
  await page.getByLabel('Amount (₱)').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // A bonus balance is held: the withdrawal asks first, naming what it gives up. Keep playing sends nothing.
  const forfeit = page.getByRole('dialog', { name: 'Forfeit your bonus balance?' });
  await expect(forfeit.getByTestId('forfeit-body')).toHaveText('Withdrawing ₱100 now forfeits your ₱50 bonus balance: your bonuses and what they won leave your balance for good.');
  await forfeit.getByRole('button', { name: 'Keep playing' }).click();
  await expect(forfeit).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('₱250');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await forfeit.getByRole('button', { name: 'Confirm forfeit' }).click();
  // The proof given a moment ago still holds on this device: no second prompt.
  await expect(page.getByRole('status').getByText('Your withdrawal of ₱100 is being processed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  // ₱250 − ₱100 withdrawn − the ₱50 bonus balance forfeited: all cash now, nothing held.
  await expect(page.getByTestId('balance')).toHaveText('₱100');
  await expect(page.getByTestId('withdrawable')).toHaveText('₱100');
  await expect(page.getByTestId('locked-bonus')).toHaveCount(0);
  await expect(page.getByText('Processing')).toBeVisible();
  // One request: Keep playing sent nothing, and the confirmed one carried forfeitBonus (the server forfeited).
  expect(exchanges).toBe(1);

  const pending = await pendingOf(player);
  expect(pending).toEqual([expect.objectContaining({ amount: 10000 })]);
  expect(await ops(['reject', String(pending[0]!.id), 'The name does not match the GCash account'])).toMatchObject({ ok: true });
  await page.reload();
  // The ₱100 comes back; the forfeited bonus does not.
  await expect(page.getByTestId('withdrawable')).toHaveText('₱200');
  const refused = page.getByTestId('withdrawal').first();
  await expect(refused).toContainText('Returned to balance');
  await expect(refused.getByTestId('withdrawal-reason')).toHaveText('Reason: The name does not match the GCash account');
});

test('an unknown withdrawal channel is the 404 page', async ({ page, context }) => {
  await skipNotice(context);
  await page.goto('/withdrawal/paypal');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('deposit ₱100 through the sandbox, bind a card, withdraw (the bonus changed in another tab: the server asks, the page confirms), the operator pays, and the record shows it all', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/wallets?name=deposit');
  await page.getByRole('button', { name: 'Deposit ₱100' }).click();
  await page.getByRole('button', { name: 'Pay ₱100.00' }).click();
  await expect(page.getByText('Deposit received: ₱100 is in your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱150');

  await page.goto('/wallets/card/edit?type=maya');
  await page.getByLabel("Owner's full name").fill('Juana Santos');
  await page.getByLabel('E-wallet mobile number').fill('09183334567');
  await page.getByRole('button', { name: 'Save account' }).click();
  await confirmItsMe(page, player.password);
  const maya = page.getByRole('listitem', { name: 'Maya ending in 4567' });
  await expect(maya).toBeVisible();
  // The withdraw page's numbers are from before a bonus balance (as when another tab claimed one): it sends
  // without asking, the server answers 2008, and the same confirmation opens on the fresh numbers.
  await page.route(
    '**/app/v1/getExchange',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { coin: number };
      await route.fulfill({ response, json: { ...body, locked: 0, forfeitable: 0, withdrawable: body.coin, turnoverLeft: 0, bonusNeedsDeposit: false } });
    },
    { times: 1 },
  );
  await maya.getByRole('link', { name: 'Withdraw to this account' }).click();
  await expect(page.getByTestId('withdrawable')).toHaveText('₱150');
  await expect(page.getByTestId('locked-bonus')).toHaveCount(0);
  await page.getByLabel('Amount (₱)').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const forfeit = page.getByRole('dialog', { name: 'Forfeit your bonus balance?' });
  await expect(forfeit.getByTestId('forfeit-body')).toContainText('Withdrawing ₱100 now forfeits your ₱50 bonus balance');
  await expect(page.getByTestId('locked-amount')).toHaveText('₱50');
  await forfeit.getByRole('button', { name: 'Confirm forfeit' }).click();
  await expect(page.getByRole('status').getByText('Your withdrawal of ₱100 is being processed.', { exact: false })).toBeVisible();
  // ₱150 − ₱100 − the ₱50 welcome bonus forfeited.
  await expect(page.getByTestId('balance')).toHaveText('₱0');
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
  await expect(rows.nth(1)).toContainText('Bonus forfeited on withdrawal');
  await expect(rows.nth(1)).toContainText('−₱50');
  await expect(rows.nth(2)).toContainText('Deposit');
  await expect(rows.nth(2)).toContainText('+₱100');
  await expect(rows.nth(3)).toContainText('Welcome bonus');
  await expect(page.getByTestId('balance')).toHaveText('₱0');
});
