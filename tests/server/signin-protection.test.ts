import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { useTestServer, type CallResult } from './harness.ts';
import { demoUser, expectError, expectOk, snapshot } from './helpers.ts';
import { answerTo, signInAsTheApp, solve } from './signin-helpers.ts';
import { freezeAt } from './frozen-clock.ts';

// Sign-in protection (server/auth/login-guard.ts): no lock, waits for the guesser, a challenge for
// everyone after a few failures, and the owner's right password always gets through.
const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.7';
const wrong = (account = 'demo') => ({ type: 2, account, password: 'wrong-pass' });
const REAL = { difficulty: rules.signin.difficulty, hardDifficulty: rules.signin.hardDifficulty };
// Challenges in this file are easy (8 and 10 bits), so hundreds of them solve at once; one test at
// the end answers one at the real difficulty. (This file's module copy of the rules only.)
const setDifficulty = (d: { difficulty: number; hardDifficulty: number }) => Object.assign(rules.signin as { difficulty: number; hardDifficulty: number }, d);
beforeAll(() => setDifficulty({ difficulty: 8, hardDifficulty: 10 }));
afterAll(() => setDifficulty(REAL));
const params = (res: CallResult) => (res.body.params ?? {}) as { retryAfter?: number; challenge?: string; difficulty?: number };

describe('sign-in: waits and the challenge', () => {
  const t = useTestServer();
  afterEach(() => vi.restoreAllMocks());

  it('three free tries; then a challenge for each attempt and waits 1, 2, 4 … 60 s for that address; a success resets both', async () => {
    // The clock stands still but for t.advance: on a loaded machine solving and sending an answer
    // took longer than the 1 s wait, and the "too early" attempt came in time (CI, 2026-12-07).
    freezeAt(t, t.deps.now());
    for (let i = 1; i <= 2; i++) {
      const res = await t.call('accountLogin', wrong(), { ip: STRANGER });
      expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
      expect(res.body.params).toBeUndefined();
    }
    // The third failure tells the app what the next attempt needs: a 1 s wait and a challenge.
    let res = await t.call('accountLogin', wrong(), { ip: STRANGER });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials', params: { retryAfter: 1, difficulty: rules.signin.difficulty } });
    expect(params(res).challenge).toMatch(/^1\./);

    // Without an answer, the password is not even looked at.
    const sessionsBefore = (await snapshot(t)).counts.sessions;
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: STRANGER }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.signinChallenge',
      params: { difficulty: rules.signin.difficulty },
    });
    expect((await snapshot(t)).counts.sessions).toBe(sessionsBefore);

    const seen: number[] = [];
    for (const expected of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const answer = answerTo(res);
      // Answering before the wait is over: 429 with the seconds left; the answer stays good for after.
      const early = await t.call('accountLogin', { ...wrong(), ...answer }, { ip: STRANGER });
      expectError(early, { status: 429, errcode: 429, msg: 'errors.auth.signinWait' });
      // The test's clock runs on (by a few milliseconds) between the failure and this attempt.
      expect(params(early).retryAfter).toBeGreaterThanOrEqual(expected - 1);
      expect(params(early).retryAfter).toBeLessThanOrEqual(expected);
      t.advance(expected * 1000);
      res = await t.call('accountLogin', { ...wrong(), ...answer }, { ip: STRANGER });
      expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
      seen.push(params(res).retryAfter!);
    }
    expect(seen).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);

    // The owner (right password, answered challenge, after the wait) signs in; the count starts over.
    t.advance(60_000);
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password, ...answerTo(res) }, { ip: STRANGER }));
    res = await t.call('accountLogin', wrong(), { ip: STRANGER });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    expect(res.body.params).toBeUndefined();
  });

  it('failures older than 15 minutes are forgotten', async () => {
    for (let i = 0; i < 3; i++) await t.call('accountLogin', wrong());
    expectError(await t.call('accountLogin', wrong()), { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    t.advance(rules.signin.windowSeconds * 1000 + 1000);
    const res = await t.call('accountLogin', wrong());
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    expect(res.body.params).toBeUndefined();
  });

  it("a stranger's 50 wrong passwords never stop the owner: from another address the owner only answers the challenge", async () => {
    let res = await t.call('accountLogin', wrong(), { ip: STRANGER });
    let guesses = 1;
    while (guesses < 50) {
      res = await signInAsTheApp(t, wrong(), { ip: STRANGER });
      expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
      guesses += 1;
    }
    expect(params(res).retryAfter).toBe(rules.signin.maxDelaySeconds);
    // The owner is never told to wait, and the first answered attempt signs in.
    const first = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: OWNER });
    expectError(first, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    const demo = await demoUser(t);
    expect(expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password, ...answerTo(first) }, { ip: OWNER })).userId).toBe(demo.id);
  });

  it('a stranger spraying from 50 addresses (a botnet) does not stop the owner either', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await signInAsTheApp(t, wrong(), { ip: `192.0.2.${i + 1}` });
      expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    }
    const res = await signInAsTheApp(t, { type: 2, account: 'demo', password: t.demo.password }, { ip: OWNER });
    expectOk(res);
    // No one was told to wait: the test clock was never moved on.
    expect(t.deps.now() - Date.now()).toBeLessThan(100);
  });

  it('even behind the stranger\'s own address, the owner gets in after at most a minute\'s wait', async () => {
    for (let i = 0; i < 20; i++) await signInAsTheApp(t, wrong(), { ip: STRANGER });
    const before = t.deps.now();
    expectOk(await signInAsTheApp(t, { type: 2, account: 'demo', password: t.demo.password }, { ip: STRANGER }));
    // At most the longest wait (plus the real time the test takes).
    expect(t.deps.now() - before).toBeLessThanOrEqual(rules.signin.maxDelaySeconds * 1000 + 5000);
  });

  it('account-name (type 2) and mobile (type 3) sign-in share one count, whatever form the name or number takes', async () => {
    await t.call('accountLogin', { type: 2, account: 'DEMO', password: 'wrong-pass' });
    await t.call('accountLogin', { type: 3, account: '09170000001', password: 'wrong-pass' });
    await t.call('accountLogin', { type: 3, account: '+639170000001', password: 'wrong-pass' });
    for (const [type, account] of [
      [2, 'demo'],
      [3, '639170000001'],
    ] as const) {
      expectError(await t.call('accountLogin', { type, account, password: t.demo.password }), { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    }
    const rows = await t.deps.db.select().from(schema.loginFailures);
    expect(new Set(rows.map((r) => r.accountKey))).toEqual(new Set([`user:${(await demoUser(t)).id}`]));
    expectOk(await signInAsTheApp(t, { type: 3, account: '09170000001', password: t.demo.password }));
    // The success cleared the one count: type 2 is free again too.
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }));
  });

  it('an account that does not exist is answered exactly like one that does, all the way to the challenge', async () => {
    const shape = (res: CallResult) => ({ status: res.status, msg: res.body.msg, params: Object.keys(params(res)).sort() });
    for (let i = 0; i < 5; i++) {
      const real = await signInAsTheApp(t, wrong('demo'), { ip: '10.1.0.1' });
      const ghost = await signInAsTheApp(t, wrong('ghost'), { ip: '10.1.0.2' });
      expect(shape(ghost)).toEqual(shape(real));
      const ghostPhone = await signInAsTheApp(t, { type: 3, account: '09189999999', password: 'wrong-pass' }, { ip: '10.1.0.3' });
      expect(shape(ghostPhone)).toEqual(shape(real));
    }
  });
});

describe('sign-in: the challenge itself', () => {
  const t = useTestServer();
  afterEach(() => vi.restoreAllMocks());
  const challenged = async () => {
    for (let i = 0; i < 3; i++) await t.call('accountLogin', wrong(), { ip: OWNER });
    const res = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: OWNER });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    t.advance(1000);
    return params(res) as { challenge: string; difficulty: number };
  };
  const right = () => ({ type: 2, account: 'demo', password: t.demo.password });
  const refused = (res: CallResult) => {
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.signinChallengeFailed', params: { difficulty: rules.signin.difficulty } });
    expect(params(res).challenge).toMatch(/^1\./);
  };

  it('a wrong nonce is refused (with a fresh challenge), the password unchecked', async () => {
    const { challenge, difficulty } = await challenged();
    const good = solve(challenge, difficulty);
    // solve() finds the smallest nonce that works: every smaller one fails.
    const bad = Number(good) > 0 ? String(Number(good) - 1) : '99999999999';
    const before = await t.deps.db.select().from(schema.loginFailures);
    for (const nonce of [bad, '', 'abc', '-1', '1'.repeat(17)]) refused(await t.call('accountLogin', { ...right(), challenge, nonce }, { ip: OWNER }));
    expect(await t.deps.db.select().from(schema.loginFailures)).toHaveLength(before.length);
    expectOk(await t.call('accountLogin', { ...right(), challenge, nonce: good }, { ip: OWNER }));
  });

  it('an answered challenge is good once: a replay is refused', async () => {
    const { challenge, difficulty } = await challenged();
    const nonce = solve(challenge, difficulty);
    expectError(await t.call('accountLogin', { ...wrong(), challenge, nonce }, { ip: OWNER }), { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    t.advance(60_000);
    refused(await t.call('accountLogin', { ...right(), challenge, nonce }, { ip: OWNER }));
    // And from another address, or in parallel, no better.
    const replays = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call('accountLogin', { ...wrong(), challenge, nonce }, { ip: `10.2.0.${i}` })));
    for (const res of replays) refused(res);
  });

  it('the same answer sent in parallel checks one password at most', async () => {
    const { challenge, difficulty } = await challenged();
    const nonce = solve(challenge, difficulty);
    const results = await Promise.all(Array.from({ length: 8 }, () => t.call('accountLogin', { ...wrong(), challenge, nonce }, { ip: OWNER })));
    expect(results.filter((r) => r.body.msg === 'errors.auth.wrongCredentials')).toHaveLength(1);
  });

  it('refused: tampered, for another account, expired, or easier than asked', async () => {
    const { challenge, difficulty } = await challenged();
    const parts = challenge.split('.');
    const easier = [parts[0], parts[1], '1', ...parts.slice(3)].join('.');
    const later = [parts[0], (parseInt(parts[1]!, 36) + 3600).toString(36), ...parts.slice(2)].join('.');
    for (const forged of [easier, later, `${challenge}x`, challenge.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      refused(await t.call('accountLogin', { ...right(), challenge: forged, nonce: solve(forged, 1) }, { ip: OWNER }));
    }
    // Another account's challenge does not open demo.
    for (let i = 0; i < 3; i++) await t.call('accountLogin', wrong('ghost'), { ip: OWNER });
    const ghost = params(await t.call('accountLogin', wrong('ghost'), { ip: OWNER })) as { challenge: string };
    refused(await t.call('accountLogin', { ...right(), challenge: ghost.challenge, nonce: solve(ghost.challenge, difficulty) }, { ip: OWNER }));
    // Five minutes on, the first one has expired.
    const nonce = solve(challenge, difficulty);
    t.advance(rules.signin.challengeTtlSeconds * 1000);
    refused(await t.call('accountLogin', { ...right(), challenge, nonce }, { ip: OWNER }));
  });

  it('parallel attempts: three unanswered are checked, and answered ones take their turns', async () => {
    // The clock stands still but for t.advance: the waits are counted to the second, and a loaded
    // machine took over a second between a failure and the refusals it caused (retryAfter 1, not 2; CI, 2026-12-07).
    freezeAt(t, t.deps.now());
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call('accountLogin', { type: 2, account: 'demo', password: `guess-${i}` })));
    // Attempts take their places under a lock on the account (and the address), on both databases:
    // exactly the first three check a password, the others are asked for the challenge unchecked.
    const checked = first.filter((r) => r.body.msg === 'errors.auth.wrongCredentials').length;
    expect(checked).toBe(rules.signin.challengeAfter);
    for (const r of first) expect(['errors.auth.wrongCredentials', 'errors.auth.signinChallenge']).toContain(r.body.msg);
    // Only attempts that checked a password stay counted.
    const key = `user:${(await demoUser(t)).id}`;
    expect(await t.deps.db.select().from(schema.loginFailures).where(eq(schema.loginFailures.accountKey, key))).toHaveLength(checked);
    // The third failure's wait (1 s) is over.
    t.advance(1000);
    const challenges = first.filter((r) => r.body.msg === 'errors.auth.signinChallenge').slice(0, 6);
    const second = await Promise.all(challenges.map((r, i) => t.call('accountLogin', { type: 2, account: 'demo', password: `again-${i}`, ...answerTo(r) })));
    // Exactly one goes through; the others are told to wait for the delay its failure started.
    expect(second.filter((r) => r.body.msg === 'errors.auth.wrongCredentials')).toHaveLength(1);
    const waited = second.filter((r) => r.body.msg !== 'errors.auth.wrongCredentials');
    expect(waited).toHaveLength(challenges.length - 1);
    for (const r of waited) {
      expectError(r, { status: 429, errcode: 429, msg: 'errors.auth.signinWait' });
      expect(params(r).retryAfter).toBe(2);
    }
    // A second burst after that wait: again exactly one through.
    t.advance(2000);
    // A wait refused before its challenge was spent keeps that challenge; after, it brings a new one.
    const answers = second.filter((r) => r.body.msg !== 'errors.auth.wrongCredentials').map((r) => (params(r).challenge ? answerTo(r) : answerTo(challenges[second.indexOf(r)]!)));
    const fresh = await Promise.all(answers.map((answer, i) => t.call('accountLogin', { type: 2, account: 'demo', password: `third-${i}`, ...answer })));
    expect(fresh.filter((r) => r.body.msg === 'errors.auth.wrongCredentials')).toHaveLength(1);
    for (const waitedAgain of fresh.filter((r) => r.body.msg !== 'errors.auth.wrongCredentials')) expect(params(waitedAgain).retryAfter).toBe(4);
  });
});

describe('sign-in: per address, sized for carrier-grade NAT', () => {
  const t = useTestServer();
  const NAT = '100.64.0.1';

  it('many players behind one address: failures across accounts bring the challenge there, never a lock or a wait', async () => {
    const n = rules.signin.addressChallengeAfter;
    // n players behind one NAT address each mistype once: normal for a busy carrier address.
    for (let i = 0; i < n; i++) {
      expectError(await t.call('accountLogin', wrong(`player${i}`), { ip: NAT }), { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    }
    // Now anyone there, on any account, answers a challenge and is in; nobody is made to wait.
    const res = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: NAT });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge', params: { difficulty: rules.signin.difficulty } });
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password, ...answerTo(res) }, { ip: NAT }));
    // Another address is untouched.
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: '100.64.0.2' }));
  });

  it('a very busy address gets a harder challenge', async () => {
    const at = new Date(t.deps.now());
    const rows = Array.from({ length: rules.signin.addressHardAfter }, (_, i) => ({ accountKey: `account:p${i}`, ip: NAT, createdAt: at }));
    await t.deps.db.insert(schema.loginFailures).values(rows);
    const res = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: NAT });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge', params: { difficulty: rules.signin.hardDifficulty } });
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password, ...answerTo(res) }, { ip: NAT }));
  });

  it('IPv6 addresses count by their /64: one device cannot look like many', async () => {
    for (let i = 0; i < rules.signin.addressChallengeAfter; i++) {
      await t.call('accountLogin', wrong(`player${i}`), { ip: `2001:db8:1:2::${(i + 1).toString(16)}` });
    }
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: '2001:db8:1:2:ffff:1:2:3' }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.signinChallenge',
    });
    // The next /64 over is another home.
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }, { ip: '2001:db8:1:3::1' }));
    const keys = new Set((await t.deps.db.select().from(schema.loginFailures)).map((r) => r.ip));
    expect(keys).toEqual(new Set(['2001:db8:1:2::/64']));
  });
});

describe('sign-in: the real difficulty', () => {
  const t = useTestServer();
  beforeAll(() => setDifficulty(REAL));

  it('asks for 15 bits (about 33,000 hashes) and takes the answer', async () => {
    for (let i = 0; i < 3; i++) await t.call('accountLogin', wrong());
    const res = await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password });
    expectError(res, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge', params: { difficulty: 15 } });
    t.advance(1000);
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password, ...answerTo(res) }));
  });
});
