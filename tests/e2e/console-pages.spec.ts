import { expect, test, type Locator, type Page } from '@playwright/test';
import { addOperator, approvePendingConfig, consoleContext, secondAdmin, signInToConsole } from './console-helpers.ts';
import { acceptNoticeOnly, depositWithSandbox, freshPlayer, playerCall, registerWithPhone, skipNotice } from './helpers.ts';

/** "₱1,234.50" → 123450 (the console shows amounts to the centavo). */
function hundredths(text: string | null): number {
  const match = /(−?)₱([\d,]+)(?:\.(\d{2}))?/.exec(text ?? '');
  if (!match) throw new Error(`No amount in ${JSON.stringify(text)}`);
  const size = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3] ?? 0);
  return match[1] ? -size : size;
}

/** A dashboard tile by its label: its value and its note ("3 payments"). */
function tile(ops: Page, label: string): { value: Locator; note: Locator } {
  const item = ops.getByRole('list', { name: "The day's figures" }).getByRole('listitem').filter({ has: ops.getByText(label, { exact: true }) });
  return { value: item.locator('span').nth(1), note: item.locator('span').nth(2) };
}

/** What a money setting's save says: it takes effect when a second admin approves it (docs/console.md "Two admins"). */
const SENT_FOR_APPROVAL = 'Sent for approval: a money setting takes effect when another admin approves it.';

/** The console's own session token in that tab (sessionStorage), for putting things back after a failure. */
async function consoleToken(ops: Page): Promise<string> {
  return ops.evaluate(() => (JSON.parse(sessionStorage.getItem('swerte.console.session') ?? '{}') as { token?: string }).token ?? '');
}

test('an admin sees a player’s fresh deposit on the dashboard, finds the player by mobile and account, and keeps a note on them; compliance reads the player without the ledger', async ({ browser, page, context }) => {
  test.setTimeout(120_000);
  const admin = await addOperator('admin');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);

  // The dashboard before: the day's deposits so far (other specs may have made some).
  await expect(ops.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const deposits = tile(ops, 'Deposits');
  const before = hundredths(await deposits.value.textContent());
  const countBefore = Number(((await deposits.note.textContent()) ?? '').replace(/\D/g, ''));

  // A player registers with a mobile number and deposits ₱123.
  await skipNotice(context);
  const { mobile } = await registerWithPhone(page);
  await depositWithSandbox(page, 123);

  await ops.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => hundredths(await deposits.value.textContent())).toBe(before + 12_300);
  await expect(deposits.note).toHaveText(new RegExp(`^${new Intl.NumberFormat('en-PH').format(countBefore + 1)} payments?$`));
  await expect(ops.getByTestId('hourly-chart').locator('canvas').first()).toBeVisible();
  // Today cannot be left for a later day; an earlier day shows its own (here: nothing yet) figures.
  await expect(ops.getByLabel('Day (Manila)')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);

  // Players: nothing searched yet, no match, then the mobile number as the player typed it.
  await ops.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Players' }).click();
  await expect(ops.getByText("Type a player's id, account name or mobile number to find them.")).toBeVisible();
  const search = ops.getByLabel('Player id, account or mobile number');
  await search.fill('zz-nobody-here');
  await ops.getByRole('button', { name: 'Search' }).click();
  await expect(ops.getByText('No player matches “zz-nobody-here”.')).toBeVisible();
  await search.fill(mobile);
  await ops.getByRole('button', { name: 'Search' }).click();
  const results = ops.getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(2);
  const row = results.getByRole('row').nth(1);
  const account = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(account.length).toBeGreaterThan(0);

  // The account finds the same player.
  await search.fill(account);
  await ops.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(account);
  await results.getByRole('link', { name: account }).click();

  // The player's page: the deposit, the coin balance, the ledger with the deposit on top.
  await expect(ops.getByRole('heading', { level: 1 })).toContainText(account);
  const depositsTable = ops.getByRole('region', { name: 'Deposits' });
  await expect(depositsTable.getByRole('row').nth(1)).toContainText('₱123.00');
  await expect(depositsTable.getByRole('row').nth(1)).toContainText('Paid');
  // The channel by its name, not its id.
  await expect(depositsTable.getByRole('row').nth(1)).toContainText('GCash');
  const ledger = ops.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Deposit');
  await expect(ledger.getByRole('row').nth(1)).toContainText('₱123.00');
  await ledger.getByLabel('Show').selectOption({ label: 'Bonuses' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Welcome bonus');
  await expect(ledger.getByText('₱123.00')).toHaveCount(0);

  // A note stays after a reload, newest first.
  const notes = ops.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  for (const text of ['Called about the deposit.', 'Second note: all fine.']) {
    await notes.getByLabel('New note').fill(text);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('listitem').first()).toContainText(text);
  }
  await expect(notes.getByLabel('New note')).toHaveValue('');
  await ops.reload();
  const list = ops.getByRole('list', { name: 'Notes, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Second note: all fine.');
  await expect(list.getByRole('listitem').first()).toContainText(admin.name);

  const playerPath = new URL(ops.url()).pathname;

  // An id that is nobody's.
  await ops.goto('/ops/players/2000000000');
  await expect(ops.getByRole('heading', { name: 'No such player' })).toBeVisible();

  // Compliance reads the player but not the ledger (consolePlayerLedger's roles).
  const compliance = await addOperator('compliance');
  const other = await (await consoleContext(browser)).newPage();
  await signInToConsole(other, compliance);
  await other.goto(playerPath);
  await expect(other.getByRole('region', { name: 'Deposits' }).getByRole('row').nth(1)).toContainText('₱123.00');
  await expect(other.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem')).toHaveCount(2);
  await expect(other.getByRole('region', { name: 'Ledger' })).toHaveCount(0);
  // Every role sees the rewards granted: the welcome coins, still locked by their turnover.
  const rewards = other.getByRole('region', { name: 'Rewards granted' });
  await expect(rewards.getByRole('row').nth(1)).toContainText('₱50.00 coin');
  await expect(rewards.getByRole('row').nth(1)).toContainText('Sign-up bonus');

  // Compliance sees player protection: sets a ₱300 daily deposit limit (audited with a reason),
  // then excludes the player for a day.
  const protection = other.getByRole('region', { name: 'Player protection' });
  await expect(protection.getByTestId('player-exclusion')).toHaveText('Not excluded: the player may sign in and play within their limits.');
  await expect(protection.getByText('No limits set.')).toBeVisible();
  const lower = protection.getByRole('form', { name: 'Lower or set a limit' });
  await lower.getByLabel('New limit (₱, whole pesos)').fill('300');
  await lower.getByRole('button', { name: 'Apply limit' }).click();
  const reasonDialog = other.getByRole('dialog', { name: 'Lower or set a limit' });
  await reasonDialog.getByLabel('Reason').fill('Asked by the player on the phone');
  await reasonDialog.getByRole('button', { name: 'Apply limit' }).click();
  await expect(protection.getByText('Deposit limit is now ₱300.00, in force at once.')).toBeVisible();
  await expect(protection.getByRole('table', { name: 'Limits' }).getByRole('row').nth(1)).toContainText('₱300.00');
  // A higher limit is not sent: operators only lower limits, and the form says so rather than failing silently.
  await lower.getByLabel('New limit (₱, whole pesos)').fill('400');
  await lower.getByRole('button', { name: 'Apply limit' }).click();
  await expect(lower.getByText("Above the limit in force (₱300.00): operators may only lower a player's limit.", { exact: false })).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Lower or set a limit' })).toHaveCount(0);
  await protection.getByRole('form', { name: 'Exclude the player' }).getByLabel('Days').fill('1');
  await protection.getByRole('button', { name: 'Exclude' }).click();
  const excludeDialog = other.getByRole('dialog', { name: 'Exclude the player' });
  await expect(excludeDialog).toContainText('for 1 day.');
  await excludeDialog.getByLabel('Reason').fill('Compliance review');
  await excludeDialog.getByRole('button', { name: 'Exclude' }).click();
  await expect(protection.getByTestId('player-exclusion')).toContainText('Excluded by an operator until');
});

test('configuration: maintenance on and off reaches the player app; a withdrawal minimum above the maximum is refused at its field and nothing changes; an activity moves and back', async ({ browser, page, context }) => {
  test.setTimeout(120_000);
  const admin = await addOperator('admin');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);
  await skipNotice(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mabuhay! Welcome to Swerte' })).toBeVisible();

  await ops.goto('/ops/config');
  const maintenance = ops.getByRole('form', { name: 'Maintenance' });
  await expect(maintenance.getByText('Maintenance is off.')).toBeVisible();
  try {
    // A save without a reason is not sent.
    await maintenance.getByLabel('Maintenance on').check();
    await maintenance.getByRole('button', { name: 'Save' }).click();
    await expect(maintenance.getByText('Say why you are making this change.')).toBeVisible();
    await expect(maintenance.getByText('Maintenance is off.')).toBeVisible();

    await maintenance.getByLabel('Reason (kept in the audit log)').fill('e2e: maintenance drill');
    await maintenance.getByRole('button', { name: 'Save' }).click();
    await expect(maintenance.getByText('Maintenance is on: players see the maintenance page.')).toBeVisible();
    await expect(maintenance.getByLabel('Reason (kept in the audit log)')).toHaveValue('');
    // The player app takes it within seconds, without a restart.
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    await maintenance.getByLabel('Maintenance on').uncheck();
    await maintenance.getByLabel('Reason (kept in the audit log)').fill('e2e: drill over');
    await maintenance.getByRole('button', { name: 'Save' }).click();
    await expect(maintenance.getByText('Maintenance is off.')).toBeVisible();
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Mabuhay! Welcome to Swerte' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    // Whatever failed above, the specs after this one need the player app open.
    const token = await consoleToken(ops);
    await ops.request.post('/ops/v1/consoleConfigSet', { headers: { authorization: `Bearer ${token}` }, data: { key: 'maintenance', value: { status: false, until: null }, reason: 'e2e: cleanup' } });
  }

  // Withdrawal limits: a minimum above the maximum is the server's 400, shown at the field; the typed values stay.
  const limits = ops.getByRole('form', { name: 'Withdrawal limits' });
  const min = limits.getByLabel('Smallest withdrawal (₱)');
  const max = limits.getByLabel('Largest withdrawal (₱)');
  const savedMin = await min.inputValue();
  const savedMax = await max.inputValue();
  await min.fill('60000');
  await max.fill('50000');
  await limits.getByLabel('Reason (kept in the audit log)').fill('e2e: impossible limits');
  await limits.getByRole('button', { name: 'Save' }).click();
  const minField = min.locator('xpath=..');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(minField.getByRole('alert')).toHaveText('The minimum (₱60,000) must not be above the maximum (₱50,000).');
  await expect(min).toHaveValue('60000');
  await expect(max).toHaveValue('50000');
  await expect(limits.getByText('Saved. Players get the new setting within seconds.')).toHaveCount(0);

  // Nothing changed: a fresh page shows the saved limits.
  await ops.reload();
  await expect(ops.getByRole('form', { name: 'Withdrawal limits' }).getByLabel('Smallest withdrawal (₱)')).toHaveValue(savedMin);
  await expect(ops.getByRole('form', { name: 'Withdrawal limits' }).getByLabel('Largest withdrawal (₱)')).toHaveValue(savedMax);

  // An activity moves and comes back; each save shows the saved place after a reload.
  const jackpot = ops.getByRole('form', { name: 'Lucky Jackpot' });
  const sort = jackpot.getByLabel('Sort (lower shows first)');
  const place = await sort.inputValue();
  for (const next of [String(Number(place) + 1), place]) {
    await sort.fill(next);
    await jackpot.getByLabel('Reason (kept in the audit log)').fill(`e2e: sort ${next}`);
    await jackpot.getByRole('button', { name: 'Save' }).click();
    await expect(jackpot.getByText('Saved. Players get the new setting within seconds.')).toBeVisible();
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Lucky Jackpot' }).getByLabel('Sort (lower shows first)')).toHaveValue(next);
  }

  // A bonus setting: a multiple with three decimals is refused at its field before sending; 5 (the
  // seeded value, so the specs after this one see the same welcome bonus) changes nothing, so nothing
  // waits for a second admin: it says saved.
  const welcome = ops.getByRole('form', { name: 'Welcome bonus turnover' });
  const times = welcome.getByLabel('Bets needed (× the bonus)');
  await times.fill('1.234');
  await welcome.getByLabel('Reason (kept in the audit log)').fill('e2e: welcome turnover');
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(times).toHaveAttribute('aria-invalid', 'true');
  await times.fill('5');
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(welcome.getByText('Saved. Players get the new setting within seconds.')).toBeVisible();
  await ops.reload();
  await expect(ops.getByRole('form', { name: 'Welcome bonus turnover' }).getByLabel('Bets needed (× the bonus)')).toHaveValue('5');
});

test('VIP prizes and bet rebates: an admin changes a rebate rate and a level-up bonus, a rate above the cap is refused in the form, a second admin approves both, the audit lists them, a player sees them', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await addOperator('admin');
  let checker: Awaited<ReturnType<typeof secondAdmin>> | null = null;
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);
  await ops.goto('/ops/config');
  const original = await ops.evaluate(async () => {
    const token = (JSON.parse(sessionStorage.getItem('swerte.console.session') ?? '{}') as { token?: string }).token ?? '';
    const res = await fetch('/ops/v1/consoleConfigGet', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    const { config } = (await res.json()) as { config: { vipRewards: unknown; betRebate: unknown } };
    return { vipRewards: config.vipRewards, betRebate: config.betRebate };
  });
  try {
    // A rate above the cap: refused in the form, saying the cap and why; nothing is sent.
    const rebates = ops.getByRole('form', { name: 'Bet rebate rates' });
    await expect(rebates.getByLabel('Cap (% of valid bets)')).toHaveValue('1.00');
    const rate = rebates.getByLabel('VIP 3 · Slots (%)');
    await expect(rate).toHaveValue('0.30');
    await rate.fill('1.25');
    await rebates.getByLabel('Reason (kept in the audit log)').fill('e2e: rebate above the cap');
    await rebates.getByRole('button', { name: 'Save' }).click();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate.locator('xpath=..').getByRole('alert')).toHaveText('At most 1.00 %: rebates may not be above the cap (regulators cap them).');
    await expect(rebates.getByText('Saved. Players get the new setting within seconds.')).toHaveCount(0);
    await rate.fill('0.35');
    await rebates.getByRole('button', { name: 'Save' }).click();
    await expect(rebates.getByText(SENT_FOR_APPROVAL, { exact: false })).toBeVisible();

    // The level-up bonus of VIP 2: ₱30 → ₱35 and 5 diamonds.
    const vip = ops.getByRole('form', { name: 'VIP prizes' });
    const levelTwo = vip.getByRole('group', { name: 'Level-up bonus, VIP 2' });
    await expect(levelTwo.getByLabel('Coin (₱)')).toHaveValue('30');
    await levelTwo.getByLabel('Coin (₱)').fill('35');
    await levelTwo.getByLabel('Diamonds').fill('5');
    await vip.getByLabel('Reason (kept in the audit log)').fill('e2e: a bigger VIP 2 bonus');
    await vip.getByRole('button', { name: 'Save' }).click();
    await expect(vip.getByText(SENT_FOR_APPROVAL, { exact: false })).toBeVisible();

    // Not in force yet: both wait at the top of the page; the proposer cannot approve them.
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Bet rebate rates' }).getByLabel('VIP 3 · Slots (%)')).toHaveValue('0.30');
    const waiting = ops.getByTestId('pending-changes');
    await expect(waiting.getByRole('button', { name: 'Approve: Setting betRebate' })).toBeDisabled();
    // A second admin sees what changes (only the changed fields, old → new) and approves both.
    checker = await secondAdmin(browser);
    await checker.page.goto('/ops/config');
    const pending = checker.page.getByTestId('pending-changes');
    await expect(pending.getByRole('article').filter({ hasText: 'Setting betRebate' })).toContainText(`Proposed by ${admin.name}`);
    await expect(pending.getByRole('article').filter({ hasText: 'Setting betRebate' })).toContainText('rates.3.1: 30 → 35');
    for (const key of ['betRebate', 'vipRewards']) {
      await pending.getByRole('button', { name: `Approve: Setting ${key}` }).click();
      const dialog = checker.page.getByRole('dialog', { name: `Approve: Setting ${key}` });
      await dialog.getByLabel('Reason').fill('e2e: checked with the VIP team');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(pending.getByText(`Approved: Setting ${key} is in effect.`)).toBeVisible();
    }
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Bet rebate rates' }).getByLabel('VIP 3 · Slots (%)')).toHaveValue('0.35');
    await expect(ops.getByRole('group', { name: 'Level-up bonus, VIP 2' }).getByLabel('Coin (₱)')).toHaveValue('35');

    // The audit lists both proposals with their reasons, and the approvals that put them in force, field by field.
    await ops.goto('/ops/audit');
    await ops.getByLabel('Call').fill('consoleConfigSet');
    await ops.getByRole('button', { name: 'Filter' }).click();
    const rows = ops.getByTestId('audit-row').filter({ hasText: admin.name });
    await expect(rows.filter({ hasText: 'e2e: rebate above the cap' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'e2e: a bigger VIP 2 bonus' }).first()).toBeVisible();
    await ops.getByLabel('Call').fill('consolePendingChangeDecide');
    await ops.getByRole('button', { name: 'Filter' }).click();
    const approval = ops.getByTestId('audit-row').filter({ hasText: checker.operator.name }).filter({ hasText: 'config:betRebate' }).first();
    await expect(approval).toContainText('rates.3.1: 30 → 35');
    // The reason stays on a 1280-px screen beside the change.
    const reasonCell = approval.getByRole('cell', { name: 'e2e: checked with the VIP team' });
    expect(((await reasonCell.boundingBox())?.x ?? 9999) + ((await reasonCell.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(1280);

    // A player's VIP desk data carries the new values (within the config cache's seconds).
    const player = await freshPlayer();
    await expect(async () => {
      const { levels } = await playerCall<{ levels: { level: number; rebateBps: Record<string, number>; levelUpBonus: { propId: number; count: number }[] }[] }>(player, 'getVipInfo');
      expect(levels.find((level) => level.level === 3)?.rebateBps).toEqual({ '1': 35 });
      expect(levels.find((level) => level.level === 2)?.levelUpBonus).toEqual([
        { propId: 2001, count: 3_500 },
        { propId: 60001, count: 5 },
      ]);
    }).toPass({ timeout: 15_000 });
  } finally {
    // The specs after this one (rewards) expect the seeded prizes and rates.
    const token = await consoleToken(ops);
    checker ??= await secondAdmin(browser);
    await approvePendingConfig(checker.page, checker.token, 'e2e: not kept');
    for (const key of ['betRebate', 'vipRewards'] as const) {
      await ops.request.post(`/ops/v1/consoleConfigSet`, { headers: { authorization: `Bearer ${token}` }, data: { key, value: original[key], reason: 'e2e: cleanup' } });
    }
    await approvePendingConfig(checker.page, checker.token, 'e2e: cleanup');
  }
});

test("activities' rules: an admin changes the sign-in calendar's day 1 prize and the first-deposit percent, bad values are refused in their fields, the audit lists both, the player app shows the new day 1", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await addOperator('admin');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);
  await ops.goto('/ops/config');
  const original = await ops.evaluate(async () => {
    const token = (JSON.parse(sessionStorage.getItem('swerte.console.session') ?? '{}') as { token?: string }).token ?? '';
    const res = await fetch('/ops/v1/consoleConfigGet', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    const { config } = (await res.json()) as { config: { signInCalendar: unknown; firstDepositOffer: unknown } };
    return { signInCalendar: config.signInCalendar, firstDepositOffer: config.firstDepositOffer };
  });
  const saved = SENT_FOR_APPROVAL;
  const checker = await secondAdmin(browser);
  try {
    // Day 1 of the sign-in calendar: ₱1,001 is over the day's cap, refused at its field and not sent; ₱7 is saved.
    const signIn = ops.getByRole('form', { name: 'Daily sign-in calendar' });
    const dayOne = signIn.getByRole('group', { name: 'Day 1', exact: true });
    const coin = dayOne.getByLabel('Coin (₱)');
    await expect(coin).toHaveValue('2');
    await coin.fill('1001');
    await signIn.getByLabel('Reason (kept in the audit log)').fill('e2e: a bigger first day');
    await signIn.getByRole('button', { name: 'Save' }).click();
    await expect(coin).toHaveAttribute('aria-invalid', 'true');
    await expect(coin.locator('xpath=..').getByRole('alert')).toHaveText('At most ₱1,000: a cap that keeps a typo from paying out a fortune.');
    await expect(signIn.getByText(saved)).toHaveCount(0);
    await coin.fill('7');
    await signIn.getByRole('button', { name: 'Save' }).click();
    await expect(signIn.getByText(saved, { exact: false })).toBeVisible();

    // The first-deposit offer: 250 % is outside 1–200, refused at its field; 150 % is saved.
    const offer = ops.getByRole('form', { name: 'First-deposit offer' });
    const percent = offer.getByLabel('Bonus (% of the first deposit)');
    await expect(percent).toHaveValue('100');
    await percent.fill('250');
    await offer.getByLabel('Reason (kept in the audit log)').fill('e2e: a richer welcome offer');
    await offer.getByRole('button', { name: 'Save' }).click();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(percent.locator('xpath=..').getByRole('alert')).toHaveText('Type a whole number from 1 to 200.');
    await percent.fill('150');
    await offer.getByRole('button', { name: 'Save' }).click();
    await expect(offer.getByText(saved, { exact: false })).toBeVisible();
    expect(await approvePendingConfig(checker.page, checker.token)).toBe(2);

    // What was saved is what a fresh page shows.
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Daily sign-in calendar' }).getByRole('group', { name: 'Day 1', exact: true }).getByLabel('Coin (₱)')).toHaveValue('7');
    await expect(ops.getByRole('form', { name: 'First-deposit offer' }).getByLabel('Bonus (% of the first deposit)')).toHaveValue('150');

    // The audit lists both changes with their reasons.
    await ops.goto('/ops/audit');
    await ops.getByLabel('Call').fill('consoleConfigSet');
    await ops.getByRole('button', { name: 'Filter' }).click();
    const rows = ops.getByTestId('audit-row').filter({ hasText: admin.name });
    await expect(rows.filter({ hasText: 'e2e: a bigger first day' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'e2e: a richer welcome offer' }).first()).toBeVisible();

    // The player app: the calendar's day 1 now pays ₱7 (within the config cache's seconds); the offer says 150 %.
    const context = await browser.newContext();
    await acceptNoticeOnly(context);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('swerte.startPopupsShown')) sessionStorage.setItem('swerte.startPopupsShown', '[32,60,25,44,62]');
    });
    const page = await context.newPage();
    await expect(async () => {
      await page.goto('/activity/sign-in');
      await expect(page.getByTestId('sign-in-day-1')).toContainText('₱7', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('sign-in-day-2')).toContainText('20');
    const player = await freshPlayer();
    expect((await playerCall<{ percent: number }>(player, 'firstDepositOffer')).percent).toBe(150);
    await context.close();
  } finally {
    // The specs after this one (check-in, offers) expect the seeded calendar and offer.
    const token = await consoleToken(ops);
    await approvePendingConfig(checker.page, checker.token, 'e2e: not kept');
    for (const key of ['signInCalendar', 'firstDepositOffer'] as const) {
      await ops.request.post('/ops/v1/consoleConfigSet', { headers: { authorization: `Bearer ${token}` }, data: { key, value: original[key], reason: 'e2e: cleanup' } });
    }
    await approvePendingConfig(checker.page, checker.token, 'e2e: cleanup');
  }
});

test("tasks: an admin raises the daily bet task's target, a chest out of order is refused in its field, the audit lists the change, the player's tasks tab shows the new target", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await addOperator('admin');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);
  await ops.goto('/ops/config');
  const token = await consoleToken(ops);
  const original = (await (await ops.request.post('/ops/v1/consoleConfigGet', { headers: { authorization: `Bearer ${token}` }, data: {} })).json()) as { config: { tasks: unknown } };
  const saved = SENT_FOR_APPROVAL;
  const checker = await secondAdmin(browser);
  try {
    const tasks = ops.getByRole('form', { name: 'Tasks and activity points' });
    const target = tasks.getByRole('group', { name: 'Task 1', exact: true }).getByLabel('Target (₱)');
    await expect(target).toHaveValue('200');
    await target.fill('350');
    // The day's second chest below the first: refused at its field before anything is sent.
    const opensAt = tasks.getByRole('group', { name: 'Chest 2', exact: true }).getByLabel('Opens at (activity points)');
    await expect(opensAt).toHaveValue('40');
    await opensAt.fill('10');
    await tasks.getByLabel('Reason (kept in the audit log)').fill('e2e: a harder daily bet task');
    await tasks.getByRole('button', { name: 'Save' }).click();
    await expect(opensAt.locator('xpath=..').getByRole('alert')).toHaveText("Must be more than the chest before it in this period (20): list each period's chests from the smallest.");
    await expect(tasks.getByText(saved)).toHaveCount(0);
    await opensAt.fill('40');
    await tasks.getByRole('button', { name: 'Save' }).click();
    await expect(tasks.getByText(saved, { exact: false })).toBeVisible();
    expect(await approvePendingConfig(checker.page, checker.token)).toBe(1);
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Tasks and activity points' }).getByRole('group', { name: 'Task 1', exact: true }).getByLabel('Target (₱)')).toHaveValue('350');

    await ops.goto('/ops/audit');
    await ops.getByLabel('Call').fill('consoleConfigSet');
    await ops.getByRole('button', { name: 'Filter' }).click();
    await expect(ops.getByTestId('audit-row').filter({ hasText: admin.name }).filter({ hasText: 'e2e: a harder daily bet task' }).first()).toBeVisible();

    // A player's tasks tab asks ₱350 now (within the config cache's seconds).
    const context = await browser.newContext();
    await skipNotice(context);
    const page = await context.newPage();
    await registerWithPhone(page);
    const betTask = page.getByTestId('task-1');
    await expect(async () => {
      await page.goto('/bonus/tasks');
      await expect(betTask).toContainText('Bet ₱350 today', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(betTask).toContainText('₱0 of ₱350');
    await context.close();
  } finally {
    // The tasks spec expects the seeded ₱200.
    await approvePendingConfig(checker.page, checker.token, 'e2e: not kept');
    await ops.request.post('/ops/v1/consoleConfigSet', { headers: { authorization: `Bearer ${token}` }, data: { key: 'tasks', value: original.config.tasks, reason: 'e2e: cleanup' } });
    await approvePendingConfig(checker.page, checker.token, 'e2e: cleanup');
  }
});
