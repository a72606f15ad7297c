import { expect, test, type Page } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, secondAdmin, signInToConsole } from './console-helpers.ts';
import { ADULT_BIRTH_DATE, freshPlayer, otherAddress, playerCall, tryCall, type FreshPlayer } from './helpers.ts';

/**
 * The agent programme in the operator console (issue 31, docs/agents.md "Console"): an admin edits the
 * programme's tiers (a change waits for a second admin), and compliance reviews a referral frozen
 * because the referee shares the inviter's device — released with a reason, gone from the queue,
 * written in the audit; a second decision on a referral already decided says so and reloads.
 */
const SENT_FOR_APPROVAL = 'Sent for approval: a money setting takes effect when another admin approves it.';

/** The second admin rejects every change waiting (through the API), so the specs after this one see the seeded rules. */
async function rejectPendingConfig(page: Page, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const got = await page.request.post('/ops/v1/consoleConfigGet', { headers, data: {} });
  const { config } = (await got.json()) as { config: { pendingChanges: { id: number }[] } };
  for (const change of config.pendingChanges) {
    const res = await page.request.post('/ops/v1/consolePendingChangeDecide', { headers, data: { id: change.id, decision: 'reject', reason: 'e2e: not kept' } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('an admin edits the agent programme: a falling rate is refused in its field, a higher top tier waits for a second admin', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await addOperator('admin');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, admin);
  const checker = await secondAdmin(browser);
  try {
    await ops.goto('/ops/config');
    const form = ops.getByRole('form', { name: 'Agent programme rules' });
    // The seeded tiers: ₱0 at 0.30 %, ₱100,000 at 0.50 %, ₱500,000 at 0.80 %; basis points under each rate.
    const tier2 = form.getByRole('group', { name: 'Tier 2', exact: true });
    const rate2 = tier2.getByLabel('Rate (% of valid bets)');
    await expect(rate2).toHaveValue('0.50');
    await expect(form.getByRole('group', { name: 'Tier 1', exact: true }).getByText('0.30% = 30 basis points.')).toBeVisible();

    // 0.20 % falls below tier 1's 0.30 %: refused at its field, nothing sent.
    await rate2.fill('0.2');
    await expect(tier2.getByText('0.20% = 20 basis points.')).toBeVisible();
    await form.getByLabel('Reason (kept in the audit log)').fill('e2e: a falling rate');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(rate2).toHaveAttribute('aria-invalid', 'true');
    await expect(rate2.locator('xpath=..').getByRole('alert')).toHaveText('A higher tier must not pay less than the tier before (0.30%).');
    await expect(form.getByText(SENT_FOR_APPROVAL)).toHaveCount(0);

    // Put it back and add a fourth tier: ₱1,000,000 at 1.00 %. A money setting: it waits for a second admin.
    await rate2.fill('0.50');
    await form.getByRole('button', { name: 'Add a tier' }).click();
    const tier4 = form.getByRole('group', { name: 'Tier 4', exact: true });
    await tier4.getByLabel("Team's valid bets of the week from (₱)").fill('1,000,000');
    await tier4.getByLabel('Rate (% of valid bets)').fill('1');
    await form.getByLabel('Reason (kept in the audit log)').fill('e2e: a top tier for big teams');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(SENT_FOR_APPROVAL)).toBeVisible();
    await expect(rate2).not.toHaveAttribute('aria-invalid', 'true');

    // The second admin sees the change waiting, with what changes.
    await checker.page.goto('/ops/config');
    const waiting = checker.page.getByTestId('pending-changes').getByRole('article').filter({ hasText: 'Setting agentProgramme' });
    await expect(waiting).toContainText(`Proposed by ${admin.name}`);
    await expect(waiting).toContainText('100000000');
    await expect(checker.page.getByRole('button', { name: 'Approve: Setting agentProgramme' })).toBeVisible();
    // Not in force yet: the form still shows three tiers.
    await ops.reload();
    await expect(ops.getByRole('form', { name: 'Agent programme rules' }).getByRole('group', { name: 'Tier 4', exact: true })).toHaveCount(0);
  } finally {
    await rejectPendingConfig(checker.page, checker.token);
  }
});

/** A player who registered with `inviter`'s invite code (account + password, from an address of its own). */
async function invitedPlayer(code: string, suffix: string): Promise<FreshPlayer> {
  const account = `r${Date.now().toString(36).slice(-8)}${suffix}`.slice(0, 16);
  const address = otherAddress();
  const answer = await tryCall('accountRegist', { account, password: 'Lucky2026', birthDate: ADULT_BIRTH_DATE, inviteCode: code }, address);
  expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
  return { account, password: 'Lucky2026', token: String(answer.body.token), address };
}

/** The player's id, reporting this device as the app does after sign-in. */
async function onDevice(player: FreshPlayer, deviceId: string): Promise<{ id: number; inviteCode: string }> {
  const info = await playerCall<{ userInfo: { id: number }; inviteCode: string }>(player, 'getAfterLoginInfoWeb', { deviceId });
  return { id: info.userInfo.id, inviteCode: info.inviteCode };
}

test('a referral frozen by a shared device: support reads it, compliance releases it with a reason, it leaves the queue, the audit keeps it; a second decision says someone decided first', async ({ browser }) => {
  test.setTimeout(150_000);
  // A invites B and C; both sign in on A's phone (one device id): self-referral, and C an account farm with B.
  const deviceId = `e2e-agent-phone-${Date.now().toString(36)}`;
  const inviter = await freshPlayer();
  const a = await onDevice(inviter, deviceId);
  const refereeB = await invitedPlayer(a.inviteCode, 'b');
  const refereeC = await invitedPlayer(a.inviteCode, 'c');
  const b = await onDevice(refereeB, deviceId);
  const c = await onDevice(refereeC, deviceId);
  // A opens their /agent page: the programme's first read checks the new referrals and freezes them.
  await playerCall(inviter, 'appAgent5User');

  // Support sees the queue and the signals in words, without a button to decide.
  const support = await addOperator('support');
  const helpdesk = await (await consoleContext(browser)).newPage();
  await signInToConsole(helpdesk, support);
  await helpdesk.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Agents' }).click();
  await expect(helpdesk.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  const supportRow = helpdesk.getByTestId('agent-frozen').getByTestId(`referral-${b.id}`);
  await expect(supportRow).toContainText('Shares a device with the inviter');
  await expect(supportRow).toContainText(`${inviter.account} (#${a.id})`);
  await expect(helpdesk.getByText('You can read the review; compliance and admins decide.')).toBeVisible();
  await expect(helpdesk.getByRole('button', { name: 'Decide' })).toHaveCount(0);
  await helpdesk.context().close();

  const officer = await addOperator('compliance');
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, officer);
  await ops.goto('/ops/agents');
  const queue = ops.getByTestId('agent-frozen');
  const rowB = queue.getByTestId(`referral-${b.id}`);
  const rowC = queue.getByTestId(`referral-${c.id}`);
  await expect(rowB).toContainText(`${refereeB.account} (#${b.id})`);
  await expect(rowB).toContainText('at registration');
  await expect(rowB).toContainText('Frozen');
  // C shares the device with A and with B, another of A's referees: the farm names B, linked to B's player page.
  await expect(rowC).toContainText('Account farm');
  await expect(rowC.getByRole('link', { name: `#${b.id}` })).toHaveAttribute('href', `/ops/players/${b.id}`);

  // A's tree: no inviter above, B and C at level 1 with their signals; B's player id links to B's page.
  await ops.getByLabel('Player id').fill(String(a.id));
  await ops.getByRole('button', { name: 'Show the tree' }).click();
  const tree = ops.getByTestId('agent-tree');
  await expect(tree.getByText('Nobody invited this player.')).toBeVisible();
  await expect(tree.getByTestId('agent-level1').getByTestId(`referral-${b.id}`)).toContainText('Shares a device with the inviter');
  await expect(tree.getByTestId('agent-level1').getByRole('link', { name: `${refereeB.account} (#${b.id})` })).toHaveAttribute('href', `/ops/players/${b.id}`);
  // B's tree: A above, B's own referral.
  await ops.getByLabel('Player id').fill(String(b.id));
  await ops.getByRole('button', { name: 'Show the tree' }).click();
  await expect(ops.getByTestId('agent-upline')).toContainText(`${inviter.account} (#${a.id})`);
  await expect(ops.getByTestId('agent-own-referral').getByTestId(`referral-${b.id}`)).toBeVisible();

  // Compliance releases B: a reason of fewer than 3 characters is refused in the dialog, then released.
  await rowB.getByRole('button', { name: 'Decide' }).click();
  const dialog = ops.getByRole('dialog', { name: `Referral of ${refereeB.account} (#${b.id})` });
  await expect(dialog).toContainText('Shares a device with the inviter');
  await dialog.getByLabel('Reason (kept in the audit)').fill('ok');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason of at least 3 characters.');
  await dialog.getByLabel('Reason (kept in the audit)').fill('e2e: same household, checked the IDs');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ops.getByText(`The referral of ${refereeB.account} (#${b.id}) was released.`)).toBeVisible();
  await expect(rowB).toHaveCount(0);
  await expect(rowC).toBeVisible();
  // The tree on screen (B's) reloaded too: B's referral now reads released, by whom.
  await expect(ops.getByTestId('agent-own-referral')).toContainText(`Released by ${officer.name}`);

  // C: someone else voids it while the dialog is open; the dialog's decision says so and the queue reloads.
  await rowC.getByRole('button', { name: 'Decide' }).click();
  const second = ops.getByRole('dialog', { name: `Referral of ${refereeC.account} (#${c.id})` });
  const token = await consoleTokenOf(ops);
  const first = await ops.request.post('/ops/v1/consoleAgentDecide', { headers: { authorization: `Bearer ${token}` }, data: { refereeId: c.id, decision: 'void', reason: 'e2e: decided first' } });
  expect(first.status(), await first.text()).toBe(200);
  await second.getByLabel('Reason (kept in the audit)').fill('e2e: too late');
  await second.getByRole('button', { name: 'Void' }).click();
  await expect(second).toHaveCount(0);
  await expect(ops.getByText('There is no referral for this player. Someone may have decided it first; the list was reloaded.')).toBeVisible();
  await expect(rowC).toHaveCount(0);

  // The audit: the release with its reason, on B's referral.
  await ops.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Audit' }).click();
  await ops.getByLabel('Call').fill('consoleAgentDecide');
  await ops.getByRole('button', { name: 'Filter' }).click();
  const audit = ops.getByTestId('audit-row').filter({ hasText: `agent_referral:${b.id}` });
  await expect(audit).toHaveCount(1);
  await expect(audit).toContainText(officer.name);
  await expect(audit).toContainText('e2e: same household, checked the IDs');
});
