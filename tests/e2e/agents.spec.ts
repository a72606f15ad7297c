import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import {
  ADULT_BIRTH_DATE,
  advanceServerClock,
  AuthPurpose,
  freshPlayer,
  fund,
  otherAddress,
  ownAddress,
  playableSlotId,
  playerCall,
  resetServerClock,
  signInAs,
  skipNotice,
  smsCodeFor,
  spinOnce,
  tryCall,
  uniqueMobile,
  type FreshPlayer,
} from './helpers.ts';

/**
 * Invites and the agent programme (issue 31, docs/agents.md) as players meet them: A shares the invite
 * link (copy, QR code); B opens it in a browser of their own, registers with A's code already filled
 * in and plays; A's dashboard shows the funnel and a commission; the server clock moves past the week
 * and its hold, A claims, the reward popup shows and the week reads paid.
 */
const DAY = 24 * 3600_000;

test.afterAll(async () => {
  await resetServerClock();
});

interface Week {
  period: string;
  end: number;
  claimableAt: number;
  commission: number;
  status: string;
}
interface Dashboard {
  week: Week;
  rules: { tiers: { minTeamValidBet: number; rateBp: number }[] };
}

test('A shares an invite, B registers through it and plays, A sees the funnel and claims the commission after the hold', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await skipNotice(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const agent = await freshPlayer();

  // A's invite: the link (this origin + the server's path), its code, the QR code, copied.
  await signInAs(page, agent, '/share');
  await expect(page.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4,32}$/);
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toBe(`${new URL(page.url()).origin}/auth/register?code=${code}`);
  const qr = page.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M0 0h7/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // B opens the link in a browser of their own: the registration, A's code filled in.
  const other = await browser.newContext();
  await skipNotice(other);
  const friend = await other.newPage();
  await ownAddress(friend);
  await friend.goto(link);
  const dialog = friend.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(code);
  // The code is kept on the device for a visitor who looks around first: later, without the link, it is still filled in.
  expect(await friend.evaluate(() => JSON.parse(localStorage.getItem('swerte.invite') ?? '{}').code)).toBe(code);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await friend.goto('/game/search');
  await friend.goto('/auth/register');
  await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(code);
  const mobile = uniqueMobile();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(mobile, AuthPurpose.register));
  await dialog.getByLabel('Password', { exact: true }).fill('Lucky2026');
  await dialog.getByLabel('Date of birth', { exact: true }).fill(ADULT_BIRTH_DATE);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(friend.getByTestId('balance')).toBeVisible();
  const token = await friend.evaluate(() => localStorage.getItem('swerte.token'));
  const referee: FreshPlayer = { account: mobile, password: 'Lucky2026', token: token!, address: otherAddress() };
  // B's inviter is A (masked), on B's invite page.
  await friend.goto('/share');
  await expect(friend.getByTestId('share-inviter')).toBeVisible();

  // B deposits and plays: one real round on the house slot, then enough ₱100 spins for a commission of at least ₱1.
  await fund(referee, 2000);
  const gameId = await playableSlotId(friend.request);
  await friend.goto(`/game/start?gameId=${gameId}`);
  await spinOnce(friend);
  const rules = (await playerCall<Dashboard>(agent, 'appAgent5User')).rules;
  const firstRate = [...rules.tiers].sort((a, b) => a.minTeamValidBet - b.minTeamValidBet)[0]!.rateBp;
  // rate × bets ≥ ₱1 (100 hundredths): bets ≥ 100 × 10,000 / rate hundredths, in ₱100 spins.
  const spins = Math.ceil((100 * 10_000) / firstRate / 10_000) + 1;
  const { sessionId } = await playerCall<{ sessionId: string }>(referee, 'startGame', { gameId, tryIt: false });
  for (let spin = 0; spin < spins; spin++) await playerCall(referee, 'slotSpin', { sessionId, bet: 10_000, requestId: `agents-e2e-${Date.now()}-${spin}` });
  await other.close();

  // A's dashboard: this week's funnel and the commission as it adds up.
  await page.goto('/agent');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('funnel-clicks')).toHaveText('1');
  await expect(page.getByTestId('funnel-registrations')).toHaveText('1');
  await expect(page.getByTestId('funnel-first-deposits')).toHaveText('1');
  await expect(page.getByTestId('funnel-active')).toHaveText('1');
  await expect(page.getByTestId('agent-commission-total')).toHaveText(/^₱[1-9][\d,]*$/);
  const commission = (await page.getByTestId('agent-commission-total').textContent())!;
  await expect(page.getByTestId('agent-week-status')).toContainText('still adding up');

  // The team tab (by ?tabActive=): B, masked, counting.
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/agent\?tabActive=team$/);
  await expect(page.getByTestId('agent-referees').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('agent-referees')).toContainText('KYC: no');
  await page.goto('/agent/v2?tabActive=log');
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nothing paid yet.')).toBeVisible();

  // The rules print the tiers, the formula and the no-pay-for-recruiting sentence.
  await page.goto('/agent/rule');
  await expect(page.getByTestId('rule-tiers').getByRole('row')).toHaveCount(rules.tiers.length + 1);
  await expect(page.getByTestId('rule-no-recruiting')).toHaveText('Nothing is paid for sign-ups or deposits alone: the commission comes only from valid bets.');

  // The server's clock moves past the week's end and its hold, in steps A's session lives through (3 idle days).
  const { week } = await playerCall<Dashboard>(agent, 'appAgent5User');
  let now = Date.now();
  while (now < week.claimableAt + 60_000) {
    now = await advanceServerClock(Math.min(2 * DAY, week.claimableAt + 60_000 - now));
    await playerCall(agent, 'appAgent5User');
  }

  // The week is claimable among the earlier weeks: claim, the reward popup, then the week reads paid.
  await page.goto('/agent');
  const row = page.getByTestId('agent-claimable').locator(`[data-period="${week.period}"]`);
  await row.getByRole('button', { name: `Claim commission ${commission}` }).click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();
  await page.getByRole('combobox', { name: 'Week' }).selectOption(week.period);
  await expect(page.getByTestId('agent-week-status')).toHaveText('Paid.');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByTestId('agent-log')).toContainText(`Commission, week ${week.period}`);
});

test('a player who registered without a code adds an inviter from the account home, once', async ({ page, context }) => {
  await skipNotice(context);
  const agent = await freshPlayer();
  const late = await freshPlayer();
  const { inviteCode } = await playerCall<{ inviteCode: string }>(agent, 'actInviteUser');
  const { fillUntil } = await playerCall<{ fillUntil: number | null }>(late, 'actInviteUser');
  test.skip(fillUntil === null, 'the configured fill window is 0 days');

  await signInAs(page, late, '/member');
  const form = page.getByRole('form', { name: 'Who invited you?' });
  await expect(form).toBeVisible();
  // Their own code is refused, translated (9602).
  const { inviteCode: own } = await playerCall<{ inviteCode: string }>(late, 'actInviteUser');
  await form.getByLabel("Your inviter's code").fill(own);
  await form.getByRole('button', { name: 'Add inviter' }).click();
  await expect(form.getByText('That invite code cannot be used for this account.')).toBeVisible();
  await form.getByLabel("Your inviter's code").fill(inviteCode.toLowerCase());
  await form.getByRole('button', { name: 'Add inviter' }).click();
  await expect(page.getByTestId('member-inviter')).toHaveText(/^You were invited by .+\.$/);
  await expect(form).toBeHidden();
  // The agent link carries the programme's dot; the share link opens the invite page.
  await expect(page.getByRole('link', { name: /Agent programme/ })).toHaveAttribute('href', '/agent');
  await expect(page.getByRole('link', { name: /Invite friends/ })).toHaveAttribute('href', '/share');
});

/**
 * A referee who becomes a valid invite (KYC approved, two paid deposits, 7 days held) earns the inviter
 * an invite spin and invite points (seeded: 1 and 100). The inviter's rewards tab shows the spin and the
 * odds (adding up to 100.00%), spins (the prize popup, then no spin left), exchanges 100 points for ₱10,
 * and the Fairness page names the invite spin's draw and verifies it after a rotation.
 */
test('a valid invite earns an invite spin and points: spin with its odds, exchange, verify the draw', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  // On today's clock: the operator's authenticator codes are today's (an earlier test moved the clock on).
  await resetServerClock();
  await skipNotice(context);
  const agent = await freshPlayer();
  // Invite spins and points are a free bonus: the inviter's first top-up comes first (5003 before it).
  await fund(agent, 100);
  const { inviteCode } = await playerCall<{ inviteCode: string }>(agent, 'actInviteUser');

  // The referee registers with the code (from an address of their own), sends an ID and a selfie…
  const referee: FreshPlayer = { account: `r${Date.now().toString(36).slice(-8)}${process.pid.toString(36).slice(-3)}`.slice(0, 16), password: 'Lucky2026', token: '', address: otherAddress() };
  const registered = await tryCall('accountRegist', { account: referee.account, password: referee.password, birthDate: ADULT_BIRTH_DATE, inviteCode }, referee.address);
  expect(registered.body.errcode, JSON.stringify(registered.body)).toBe(0);
  referee.token = registered.body.token as string;
  const photo = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name)).toString('base64');
  const { fileId: idFileId } = await playerCall<{ fileId: number }>(referee, 'uploadKyc', { kind: 'id', image: photo('kyc-id.jpg') });
  const { fileId: selfieFileId } = await playerCall<{ fileId: number }>(referee, 'uploadKyc', { kind: 'selfie', image: photo('kyc-selfie.jpg') });
  // One verified account per person: each run's referee shows an ID number of its own.
  const idNumber = `N02-${String(Date.now() % 100).padStart(2, '0')}-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await playerCall(referee, 'addKyc', { idType: 'drivers', idNumber, fullName: 'Maria Santos', idFileId, selfieFileId });
  // …which a compliance operator approves (the console's review page is kyc.spec.ts's; here its call)…
  const consoleSide = await consoleContext(browser);
  const ops = await consoleSide.newPage();
  await signInToConsole(ops, await addOperator('compliance'));
  const headers = { authorization: `Bearer ${await consoleTokenOf(ops)}` };
  const queue = (await (await ops.request.post('/ops/v1/consoleKycQueue', { headers, data: {} })).json()) as { submissions: { id: number; account: string }[] };
  const submission = queue.submissions.find((row) => row.account === referee.account);
  expect(submission, 'the referee’s KYC is in the queue').toBeDefined();
  const decided = await ops.request.post('/ops/v1/consoleKycDecide', { headers, data: { id: submission!.id, decision: 'approve', reason: 'e2e: invite rewards' } });
  expect(decided.status(), await decided.text()).toBe(200);
  await consoleSide.close();
  // …and makes two paid deposits (what a valid invite needs besides KYC, instead of ₱1,000 of valid bets).
  await fund(referee, 100);
  await fund(referee, 100);

  // Counting until the hold (seeded 7 days after joining) has passed: the server's clock moves on, in
  // steps the inviter's session lives through (3 idle days), each reading the status.
  let now = await advanceServerClock(1);
  const until = now + 7 * DAY + 60_000;
  while (now < until) {
    now = await advanceServerClock(Math.min(2 * DAY, until - now));
    await playerCall(agent, 'actInviteStatus');
  }
  const status = await playerCall<{ valid: number; rewards: { spins: { left: number }; points: { balance: number } } | null }>(agent, 'actInviteStatus');
  expect(status.valid).toBe(1);
  expect(status.rewards?.spins.left).toBe(1);
  expect(status.rewards?.points.balance).toBe(100);

  // The rewards tab: 1 spin of 1, the odds adding up to 100.00%, the table and the way to verify.
  await signInAs(page, agent, '/agent?tabActive=rewards');
  await expect(page.getByRole('tab', { name: 'Invite rewards' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('invite-spins-left')).toHaveText('1 of 1 spins left');
  await expect(page.getByText('Each valid invite earns 1 spin and 100 points.')).toBeVisible();
  const chances = await page.getByTestId('invite-odds-chance').allTextContents();
  expect(chances.length).toBeGreaterThan(1);
  for (const chance of chances) expect(chance).toMatch(/^\d{1,3}\.\d{2}%$/);
  expect(chances.reduce((sum, chance) => sum + Math.round(Number.parseFloat(chance) * 100), 0)).toBe(10_000);
  await expect(page.getByTestId('invite-odds-table')).toHaveText(/^Drawn from the fair table invite_spin, version \d+\.$/);
  await expect(page.getByRole('link', { name: 'verify it on the Fairness page' })).toHaveAttribute('href', '/fairness');

  // Spin: the prize popup, then no spin left.
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await reward.click();
  await expect(reward).toBeHidden();
  await expect(page.getByTestId('invite-spin-won')).toContainText('You won:');
  await expect(page.getByTestId('invite-spins-left')).toHaveText('0 of 1 spins left');
  await expect(spin).toBeDisabled();
  await expect(page.getByText('No spins left. Each valid invite earns more.')).toBeVisible();

  // 100 points for ₱10: the popup, then a balance of 0 and every option short.
  await expect(page.getByTestId('invite-points-balance')).toHaveText('100');
  const option = page.getByTestId('invite-exchange').getByRole('listitem').filter({ hasText: '₱10' }).filter({ has: page.getByRole('button', { name: 'Exchange 100 points' }) });
  await option.getByRole('button', { name: 'Exchange 100 points' }).click();
  await expect(reward).toBeVisible();
  await expect(reward).toContainText('₱10');
  await reward.click();
  await expect(reward).toBeHidden();
  await expect(page.getByTestId('invite-points-balance')).toHaveText('0');
  await expect(option.getByRole('button', { name: 'Exchange 100 points' })).toBeDisabled();

  // The Fairness page names the draw and verifies it once the seed is rotated.
  await page.goto('/fairness');
  const row = page.getByTestId('fair-draws').getByTestId('fair-draw').filter({ hasText: 'Invite spin' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('fair-table')).toHaveText(/^invite_spin v\d+$/);
  await expect(row.getByTestId('fair-status')).toHaveText('Not yet revealed — rotate to verify');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(row.getByTestId('fair-status')).toHaveText('Verified', { timeout: 15_000 });
});
