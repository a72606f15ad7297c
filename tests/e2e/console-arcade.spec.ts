import { expect, test, type Page } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';

/**
 * Issue 30's console pages (docs/console.md "Coin pusher and red-packet rain"): an admin changes the coin
 * pusher's settings (a stake not above the one before refused at its field first) and sees them saved and
 * audited; schedules a red-packet rain (a budget under a centavo a packet refused at its field first),
 * changes it and cancels it; a support operator has neither page. The pusher's settings are put back at
 * the end, whatever failed: other specs drop coins with the seeded stakes.
 */
type PusherSettings = { enabled: boolean; stakes: number[]; lanes: number; goldenWorth: number };

/** A console call the test makes itself, with that tab's session. */
async function opsCall<T>(ops: Page, token: string, call: string, data: object): Promise<{ status: number; body: T }> {
  const res = await ops.request.post(`/ops/v1/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  return { status: res.status(), body: (await res.json()) as T };
}

/** ms → "2026-12-08T20:00", Manila (UTC+8), as the datetime-local field takes it. */
const manilaField = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

test('an admin changes the coin pusher and schedules, changes and cancels a rain; support has neither page', async ({ browser }) => {
  test.setTimeout(60_000);
  const side = await consoleContext(browser);
  const ops = await side.newPage();
  await signInToConsole(ops, await addOperator('admin'));
  const token = await consoleTokenOf(ops);
  const nav = ops.getByRole('navigation', { name: 'Console pages' });

  // The coin pusher.
  const seeded = (await opsCall<{ settings: PusherSettings }>(ops, token, 'consolePusherConfig', {})).body.settings;
  try {
    await nav.getByRole('link', { name: 'Coin pusher' }).click();
    await expect(ops.getByRole('heading', { name: 'Coin pusher' })).toBeVisible();
    await expect(ops.getByTestId('pusher-rtp')).toHaveText(/^Return to player of this table: \d+\.\d{2}%\.$/);
    await expect(ops.getByRole('link', { name: 'Change the weights on the odds page' })).toHaveAttribute('href', '/ops/fairness?table=pusher');
    // The seeded stakes leave room for one more (at most 6).
    const last = seeded.stakes.length;
    expect(last).toBeLessThan(6);
    const lastPesos = seeded.stakes.at(-1)! / 100;
    // A new stake row not above the one before it: refused at its field, nothing sent.
    await ops.getByRole('button', { name: 'Add a stake' }).click();
    const added = ops.getByLabel(`Stake ${last + 1}`, { exact: true });
    await added.fill(String(lastPesos));
    await ops.getByRole('button', { name: 'Save settings' }).click();
    await expect(added.locator('xpath=..').getByRole('alert')).toHaveText(`Enter more than the stake before it (₱${lastPesos}).`);
    // Then a valid change: the new stake above the last, and another number of lanes.
    await added.fill(String(lastPesos + 1));
    const lanes = seeded.lanes === 7 ? 6 : seeded.lanes + 1;
    await ops.getByLabel('Lanes').fill(String(lanes));
    await ops.getByRole('button', { name: 'Save settings' }).click();
    await expect(ops.getByText("The pusher's settings are saved; the next drop uses them.")).toBeVisible();
    // Read back from the server: the page again.
    await ops.reload();
    await expect(ops.getByLabel(`Stake ${last + 1}`, { exact: true })).toHaveValue(String(lastPesos + 1));
    await expect(ops.getByLabel('Lanes')).toHaveValue(String(lanes));
    await expect(ops.getByText(/^Last saved \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/)).toBeVisible();
    const audit = await opsCall<{ rows: { after: unknown }[] }>(ops, token, 'consoleAuditList', { call: 'consolePusherConfigSave', limit: 1 });
    expect(audit.body.rows[0]?.after).toMatchObject({ lanes, stakes: [...seeded.stakes, (lastPesos + 1) * 100] });
  } finally {
    const restored = await opsCall(ops, token, 'consolePusherConfigSave', seeded);
    expect(restored.status).toBe(200);
  }

  // The red-packet rain: schedule, change, cancel. A start five days ahead at an odd minute, clear of other rains (and
  // of the server clock the specs before this one moved forward, about a day in all).
  await nav.getByRole('link', { name: 'Red-packet rain' }).click();
  await expect(ops.getByRole('heading', { name: 'Red-packet rain' })).toBeVisible();
  const start = Math.floor(Date.now() / 60_000) * 60_000 + (5 * 24 * 60 + 17 + Math.floor(Math.random() * 600)) * 60_000;
  await ops.getByRole('button', { name: 'Schedule a rain' }).click();
  const create = ops.getByRole('dialog', { name: 'Schedule a rain' });
  await create.getByLabel('Starts (Manila time)').fill(manilaField(start));
  await create.getByLabel('Lasts (seconds)').fill('30');
  await create.getByLabel('Packets', { exact: true }).fill('1000');
  await create.getByLabel('Budget (whole pesos)').fill('5');
  await create.getByLabel('Most packets a player may open').fill('5');
  await create.getByLabel('Wagering (times what a packet pays)').fill('1');
  await create.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(create.getByText('1000 packets need a budget of at least ₱10 (one centavo each).')).toBeVisible();
  await create.getByLabel('Budget (whole pesos)').fill('500');
  await create.getByRole('button', { name: 'Schedule', exact: true }).click();
  const scheduled = ops.getByText(/^Rain \d+ is scheduled\.$/);
  await expect(scheduled).toBeVisible();
  const id = Number(/Rain (\d+)/.exec((await scheduled.textContent()) ?? '')?.[1]);
  const row = ops.getByTestId(`rain-event-${id}`);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(manilaField(start).replace('T', ' ') + ':00');
  await expect(row).toContainText('0 of 1,000');
  await expect(row).toContainText('₱0.00 of ₱500.00');
  await expect(row.locator('code')).toHaveText(/^[0-9a-f]{12}…$/);

  await row.getByRole('button', { name: `Edit rain ${id}` }).click();
  const edit = ops.getByRole('dialog', { name: `Change rain ${id}` });
  await expect(edit.getByLabel('Packets', { exact: true })).toHaveValue('1000');
  await edit.getByLabel('Packets', { exact: true }).fill('800');
  await edit.getByLabel('Budget (whole pesos)').fill('400');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(ops.getByText(`Rain ${id} is changed.`)).toBeVisible();
  await expect(row).toContainText('0 of 800');
  await expect(row).toContainText('₱0.00 of ₱400.00');

  await row.getByRole('button', { name: `Cancel rain ${id}` }).click();
  await ops.getByRole('dialog', { name: `Cancel rain ${id}?` }).getByRole('button', { name: 'Cancel the rain' }).click();
  await expect(ops.getByText(`Rain ${id} is cancelled.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  // A cancelled rain cannot change: the server's 9506, translated.
  const again = await opsCall<{ msg: string }>(ops, token, 'consoleRainEventCancel', { eventId: id });
  expect([again.status, again.body.msg]).toEqual([409, 'errors.console.rainEventStarted']);

  // Support: neither page in the navigation, "Not allowed" by URL, and the server refuses the calls.
  const supportSide = await consoleContext(browser);
  const support = await supportSide.newPage();
  await signInToConsole(support, await addOperator('support'));
  const supportNav = support.getByRole('navigation', { name: 'Console pages' });
  await expect(supportNav.getByRole('link', { name: 'Players' })).toBeVisible();
  await expect(supportNav.getByRole('link', { name: 'Coin pusher' })).toHaveCount(0);
  await expect(supportNav.getByRole('link', { name: 'Red-packet rain' })).toHaveCount(0);
  for (const path of ['/ops/coin-pusher', '/ops/red-packet-rain']) {
    await support.goto(path);
    await expect(support.getByTestId('console-not-allowed')).toContainText('Not allowed for your role');
  }
  const supportToken = await consoleTokenOf(support);
  expect((await opsCall(support, supportToken, 'consoleRainEvents', {})).status).toBe(403);
  expect((await opsCall(support, supportToken, 'consolePusherConfig', {})).status).toBe(403);
  await supportSide.close();
  await side.close();
});
