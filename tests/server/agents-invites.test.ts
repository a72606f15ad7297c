import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey, PESO } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { DAY, betOn, dashboard, member, moveTo, shareDevice, weekAfter } from './agents-helpers.ts';
import { consoleCall, expectRefused, operatorWithSession, setConfig } from './console-helpers.ts';
import seed from '../../server/seed/app-config.json';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';

/**
 * Invites (issue 31, docs/agents.md): the invite link's clicks, binding an inviter later (agentFill)
 * and its refusals, and the fraud controls: self-referral and farms frozen, released or voided once by
 * an operator, audited.
 */
const P = PESO;
const pidOf = async (t: TestServer, userId: number) =>
  (await t.deps.db.select({ pid: schema.users.pid, aid: schema.users.aid }).from(schema.users).where(eq(schema.users.id, userId)))[0]!;
const referral = async (t: TestServer, refereeId: number) =>
  (await t.deps.db.select().from(schema.agentReferrals).where(eq(schema.agentReferrals.refereeId, refereeId)))[0];

describe(`invites and agentFill (${databaseKind})`, () => {
  const t = useTestServer();

  it('shows the invite link and binds the referee at registration; aid is the agent above the inviter', async () => {
    const a = await member(t, 'linkA');
    const mine = expectOk(await t.call('actInviteUser', {}, { token: a.token }));
    expect(mine).toMatchObject({ inviteCode: a.code, path: `/auth/register?code=${a.code}`, inviter: null });
    expect(mine.fillUntil).toBeGreaterThan(t.deps.now());
    const b = await member(t, 'linkB', a);
    const c = await member(t, 'linkC', b);
    expect(await pidOf(t, b.userId)).toEqual({ pid: a.userId, aid: 0 });
    expect(await pidOf(t, c.userId)).toEqual({ pid: b.userId, aid: a.userId });
    const seen = expectOk(await t.call('actInviteUser', {}, { token: c.token }));
    expect(seen.inviter).toMatch(/^li\*\*\*\d$/);
    expect(seen.fillUntil).toBeNull();
  });

  it('agentFill binds once within the window, never to oneself, a descendant (a loop) or a second account; each refusal changes nothing', async () => {
    const a = await member(t, 'fillA');
    const b = await member(t, 'fillB', a);
    const c = await member(t, 'fillC', b);
    const before = await snapshot(t);
    // A is at the top: binding A under C would make the loop A → B → C → A.
    expectError(await t.call('agentFill', { pid: c.code }, { token: a.token }), { status: 409, errcode: Errcode.agentFillRefused });
    expectError(await t.call('agentFill', { pid: a.code }, { token: a.token }), { status: 409, errcode: Errcode.agentFillRefused });
    expectError(await t.call('agentFill', { pid: a.code }, { token: b.token }), { status: 409, errcode: Errcode.agentFillClosed });
    expectError(await t.call('agentFill', { pid: 'ZZZZZZZZ' }, { token: a.token }), { status: 400, errcode: Errcode.invalidParams, msg: MessageKey.invalidInviter });
    // A second account of the same person (a shared phone) cannot be its own referee.
    const x = await member(t, 'fillX');
    const x2 = await member(t, 'fillX2');
    expect(await snapshot(t)).not.toEqual(before);
    await shareDevice(t, [x.userId, x2.userId], 'phone-x');
    const mid = await snapshot(t);
    expectError(await t.call('agentFill', { pid: x.code }, { token: x2.token }), { status: 409, errcode: Errcode.agentFillRefused });
    expect(await snapshot(t)).toEqual(mid);
    expect((await pidOf(t, a.userId)).pid).toBeNull();

    // Two fills at once with different codes: one inviter.
    const d = await member(t, 'fillD');
    const answers = await Promise.all([t.call('agentFill', { pid: a.code }, { token: d.token }), t.call('agentFill', { pid: c.code }, { token: d.token })]);
    expect(answers.map((r) => r.body.errcode).sort()).toEqual([0, Errcode.agentFillClosed]);
    const bound = await pidOf(t, d.userId);
    expect([a.userId, c.userId]).toContain(bound.pid);
    expect((await referral(t, d.userId))).toMatchObject({ via: 'fill', inviterId: bound.pid });

    // After the 7-day window: closed.
    const late = await member(t, 'fillLate');
    await moveTo(t, t.deps.now() + 7 * DAY + 1000);
    expect(expectOk(await t.call('actInviteUser', {}, { token: late.token })).fillUntil).toBeNull();
    expectError(await t.call('agentFill', { pid: a.code }, { token: late.token }), { status: 409, errcode: Errcode.agentFillClosed });
  });

  it('counts a link click once per visitor and day, at most three from one address; an unknown code is a 400', async () => {
    const a = await member(t, 'clickA');
    const click = (visitor: string, ip: string) => t.call('actInviteClickInvite', { code: a.code, visitor }, { ip });
    expectOk(await click('visitor-0001', '10.90.0.1'));
    expectOk(await click('visitor-0001', '10.90.0.1'));
    for (let i = 2; i <= 6; i++) expectOk(await click(`visitor-000${i}`, '10.90.0.2'));
    expectError(await t.call('actInviteClickInvite', { code: 'NOPE1234', visitor: 'visitor-0009' }, { ip: '10.90.0.3' }), { status: 400, errcode: Errcode.invalidParams });
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token })).clicks).toBe(4);
    const week = (await dashboard(t, a.token)).week;
    expect(week.funnel.clicks).toBe(4);
    // The next Manila day counts again.
    await moveTo(t, t.deps.now() + DAY);
    expectOk(await click('visitor-0001', '10.90.0.1'));
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token })).clicks).toBe(5);
  });
});

describe(`fraud controls (${databaseKind})`, () => {
  const t = useTestServer();

  it('freezes a self-referral by shared device: its bets earn nothing until compliance releases it, once, audited', async () => {
    const a = await member(t, 'selfA');
    const honest = await member(t, 'selfH', a);
    const sock = await member(t, 'selfS', a);
    await shareDevice(t, [a.userId, sock.userId], 'device-of-a');
    const w1 = weekAfter(t, 1);
    await betOn(t, honest.userId, w1.days[0]!, 10_000 * P);
    await betOn(t, sock.userId, w1.days[0]!, 90_000 * P);
    await moveTo(t, w1.end + 4 * DAY);
    const view = (await dashboard(t, a.token, w1.period)).week;
    expect(view).toMatchObject({ teamValidBet: 10_000 * P, commission: 30 * P, frozen: 1 });
    expect(await referral(t, sock.userId)).toMatchObject({ review: 'frozen', signals: [{ kind: 'device', with: [a.userId] }] });
    expect((await referral(t, honest.userId))!.review).toBe('clear');
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token }))).toMatchObject({ frozen: 1, pending: 1 });

    const support = await operatorWithSession(t, 'agentSupport', 'support');
    const compliance = await operatorWithSession(t, 'agentCompliance', 'compliance');
    const queue = expectOk(await consoleCall(t, 'consoleAgentFrozen', {}, { token: support.token }));
    expect(queue.list).toEqual([expect.objectContaining({ refereeId: sock.userId, inviterId: a.userId, status: 'frozen' })]);
    const tree = expectOk(await consoleCall(t, 'consoleAgentTree', { userId: a.userId }, { token: support.token }));
    expect(tree.level1.map((r: { refereeId: number }) => r.refereeId).sort()).toEqual([honest.userId, sock.userId].sort());
    const decide = { refereeId: sock.userId, decision: 'release', reason: 'same household, different people' };
    expect((await consoleCall(t, 'consoleAgentDecide', decide, { token: support.token })).status).toBe(403);

    // 10 releases at once: one decision, one audit row.
    const answers = await Promise.all(Array.from({ length: 10 }, () => consoleCall(t, 'consoleAgentDecide', decide, { token: compliance.token })));
    expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.body.errcode === Errcode.agentReferralNotFound)).toHaveLength(9);
    // Support's refused try is audited as a refusal; the decision once, with its reason.
    const audits = await t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.call, 'consoleAgentDecide'));
    expect(audits.map((row) => row.target).sort()).toEqual([`agent_referral:${sock.userId}`, 'refused']);
    expect(audits.find((row) => row.target !== 'refused')).toMatchObject({ operator: 'agentCompliance', reason: decide.reason });
    // Released: its bets count again (and it is never frozen again for the same signal).
    const after = (await dashboard(t, a.token, w1.period)).week;
    expect(after).toMatchObject({ teamValidBet: 100_000 * P, commission: 500 * P, frozen: 0 });
    expect(expectOk(await t.call('appAgent5Receive', { period: w1.period }, { token: a.token })).amount).toBe(500 * P);
  });

  it('freezes a referee who pays out to the inviter\'s account (a removed card included) as soon as the referral is first seen', async () => {
    const a = await member(t, 'payA');
    const b = await member(t, 'payB', a);
    // B passes every validity rule but shares A's GCash number (A has since removed the card).
    await t.deps.db.insert(schema.userBanks).values([
      { userId: a.userId, type: 1, accountName: 'Juan Dela Cruz', accountNo: '09175550000', deletedAt: new Date(t.deps.now()) },
      { userId: b.userId, type: 1, accountName: 'Juan Dela Cruz', accountNo: '09175550000' },
    ]);
    expect((await referral(t, b.userId)) ?? null).toBeNull();
    // First seen: frozen at once, before any validity.
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token }))).toMatchObject({ frozen: 1, valid: 0 });
    expect(await referral(t, b.userId)).toMatchObject({ review: 'frozen', validAt: null, signals: [{ kind: 'payout', with: [a.userId] }] });
  });

  it('freezes a farm (referees sharing a payout account or an ID with each other) and a void keeps it out for good', async () => {
    const a = await member(t, 'farmA');
    const one = await member(t, 'farm1', a);
    const two = await member(t, 'farm2', a);
    await shareDevice(t, [one.userId, two.userId], 'farm-phone');
    const w1 = weekAfter(t, 1);
    await betOn(t, one.userId, w1.days[0]!, 50_000 * P);
    await betOn(t, two.userId, w1.days[0]!, 50_000 * P);
    await moveTo(t, w1.end + 4 * DAY);
    const view = (await dashboard(t, a.token, w1.period)).week;
    expect(view).toMatchObject({ frozen: 2, commission: 0, status: 'empty' });
    expect((await referral(t, one.userId))!.signals).toEqual([{ kind: 'farm', with: [two.userId] }]);
    const compliance = await operatorWithSession(t, 'farmCompliance', 'compliance');
    expectOk(await consoleCall(t, 'consoleAgentDecide', { refereeId: one.userId, decision: 'void', reason: 'account farm' }, { token: compliance.token }));
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token }))).toMatchObject({ void: 1, frozen: 1 });
    expectError(await consoleCall(t, 'consoleAgentDecide', { refereeId: one.userId, decision: 'release', reason: 'changed my mind' }, { token: compliance.token }), {
      status: 404,
      errcode: Errcode.agentReferralNotFound,
    });
    expect((await dashboard(t, a.token, w1.period)).week.commission).toBe(0);
  });
});

describe(`the programme's rules in the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('an admin changes them with a second admin approving; a tier out of order, a falling rate, a first tier above ₱0 or a bonus over its cap is refused and changes nothing', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const rules = seed.agentProgramme;
    const set = (value: unknown) => setConfig(t, admin.token, { key: 'agentProgramme', value, reason: 'new season' });
    const before = await snapshot(t);
    const bad = [
      [{ ...rules, tiers: [{ minTeamValidBet: 100, rateBp: 30 }] }, 'value.tiers.0.minTeamValidBet', MessageKey.consoleConfigFirstTierZero],
      [{ ...rules, tiers: [rules.tiers[0], { minTeamValidBet: 0, rateBp: 40 }] }, 'value.tiers.1.minTeamValidBet', MessageKey.consoleConfigNotAscending],
      [{ ...rules, tiers: [rules.tiers[0], { minTeamValidBet: 1_000_000, rateBp: 20 }] }, 'value.tiers.1.rateBp', MessageKey.consoleConfigRateFalls],
      [{ ...rules, tiers: [rules.tiers[0], { minTeamValidBet: 1_000_050, rateBp: 40 }] }, 'value.tiers.1.minTeamValidBet', MessageKey.wholePesos],
      [{ ...rules, validInvite: { ...rules.validInvite, coin: 200_000 } }, 'value.validInvite.coin', MessageKey.consoleConfigAboveCap],
    ] as const;
    for (const [value, field, msg] of bad) expectRefused(await set(value), 400, { field, msg });
    expect(await snapshot(t)).toEqual(before);
    const player = await member(t, 'rulesP');
    const changed = { ...rules, holdDays: 5, tiers: [...rules.tiers, { minTeamValidBet: 100_000_000, rateBp: 100 }] };
    expectOk(await set(changed));
    expect((await dashboard(t, player.token)).rules).toEqual(changed);
  });
});
