import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { passwordWork } from '../../server/auth/index.ts';
import { consolePasswordWork } from '../../server/console/hashing.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { codeNow, consoleCall, expectRefused, newSession, operatorWithSession, query, readyOperator, signIn } from './console-helpers.ts';
import { databaseKind, productionHashCost, useTestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

// Hashes at the production cost: this file's timing is about the hashing queue (harness.ts).
productionHashCost();

/**
 * Issue 26: five wrong sign-ins with any operator's name locked that operator out for 15 minutes,
 * renewable by anyone, and nobody could unlock; a flood of console sign-ins slowed the players'
 * sign-ins. Now (docs/console.md "Signing in, lockout"): addresses are throttled before any hashing,
 * the name's lock holds only browsers the operator never signed in from, an admin sees and lifts it,
 * the console hashes on its own queue, and every failed sign-in is an audit row.
 */
const STRANGER = (i: number) => `203.0.113.${i}`;

afterEach(() => {
  passwordWork.observe(null);
  consolePasswordWork.observe(null);
});

describe(`console lockout (${databaseKind})`, () => {
  const t = useTestServer();

  it("a stranger's failures never keep the operator out of their own browser; the admin sees the lock and lifts it, audited", async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const { op } = await readyOperator(t, 'ana', 'support');
    t.advance(30_000);
    // Ana signs in from her browser: it is answered a token to keep (the console keeps it in localStorage).
    const first = expectOk(await signIn(t, op));
    const device = first.device as string;
    expect(device).toMatch(/^[\w-]{43}$/);

    // A stranger, from several addresses, fails five times on her name: the name is locked for other browsers.
    for (let i = 0; i < 5; i++) expectRefused(await signIn(t, op, { password: `guess-${i}` }, STRANGER(i)), 403, { msg: MessageKey.consoleWrongCredentials });
    expectRefused(await signIn(t, op, { password: 'guess-5' }, STRANGER(5)), 429, { msg: MessageKey.consoleLocked });
    t.advance(30_000);
    expectRefused(await signIn(t, op), 429, { msg: MessageKey.consoleLocked });
    // Her own browser is not held: the right password and code sign her in at once.
    expect(expectOk(await signIn(t, { ...op, device })).device).toBeUndefined();

    // The stranger keeps at it, waiting out each lock: each lasts longer, and still not for her.
    for (let round = 0; round < 3; round++) {
      t.advance(16 * 60_000);
      expectRefused(await signIn(t, op, { password: `again-${round}` }, STRANGER(10 + round)), 403);
      t.advance(30_000);
      expectOk(await signIn(t, { ...op, device }));
    }

    // The admin's operators page shows the lock; lifting it is audited with the reason.
    admin.token = await newSession(t, admin.id);
    const listed = expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: admin.token })).operators.find((o: { name: string }) => o.name === 'ana');
    expect(listed).toMatchObject({ failures: 8, lockedUntil: expect.any(Number) });
    expect(listed.lockedUntil).toBeGreaterThan(t.deps.now());
    const lifted = expectOk(await consoleCall(t, 'consoleOperatorUnlock', { name: 'ana', reason: 'new laptop' }, { token: admin.token }));
    expect(lifted.operator).toMatchObject({ name: 'ana', lockedUntil: null, failures: 0 });
    expect(await query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE call = 'consoleOperatorUnlock'`)).toEqual([
      { operator: 'root', call: 'consoleOperatorUnlock', target: 'operator:ana', before: { lockedUntil: listed.lockedUntil, failures: 8 }, after: { lockedUntil: null, failures: 0, cleared: 8 }, reason: 'new laptop' },
    ]);
    // A new browser signs her in again; an unknown name is a 404, and only admins may lift a lock.
    t.advance(30_000);
    expectOk(await signIn(t, op));
    expectRefused(await consoleCall(t, 'consoleOperatorUnlock', { name: 'nobody', reason: 'x' }, { token: admin.token }), 404, { msg: MessageKey.consoleOperatorNotFound });
    const support = await operatorWithSession(t, 'sam', 'support');
    expectRefused(await consoleCall(t, 'consoleOperatorUnlock', { name: 'ana', reason: 'x' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
  });

  it('on the server machine, `operators unlock` lifts a lock too (the way in when no admin can sign in), audited under the name given', async () => {
    const { op } = await readyOperator(t, 'root', 'admin');
    for (let i = 0; i < 5; i++) expectRefused(await signIn(t, op, { password: `guess-${i}` }, STRANGER(i)), 403);
    t.advance(30_000);
    expectRefused(await signIn(t, op), 429, { msg: MessageKey.consoleLocked });
    const ops = (args: string[]) => opsCommands.operators!({ db: t.deps.db, now: t.deps.now }, { args, operator: 'Root Admin' });
    expect(await ops(['list'])).toMatchObject({ operators: [{ name: 'root', failures: 5, lockedUntil: expect.any(Number) }] });
    expect(await ops(['unlock', 'root'])).toMatchObject({ ok: true, cleared: 5 });
    expect(await ops(['unlock', 'nobody'])).toMatchObject({ ok: false, error: 'no operator named nobody' });
    expectOk(await signIn(t, op));
    expect(await query(t, sql`SELECT operator_id, operator, call, target FROM console_audit WHERE call = 'cli:operators unlock'`)).toEqual([
      { operator_id: null, operator: 'Root Admin', call: 'cli:operators unlock', target: 'operator:root' },
    ]);
  });

  it('an address past 10 failures is refused before any password is hashed (IPv6 by its /64); it adds nothing to a name; others are not held', async () => {
    const { op } = await readyOperator(t, 'ben', 'finance');
    t.advance(30_000);
    let hashed = 0;
    consolePasswordWork.observe((event) => {
      if (event.kind === 'started') hashed++;
    });
    // Ten failures from one /64, each on another name (none of them locks a name).
    for (let i = 0; i < 10; i++) expectRefused(await signIn(t, { ...op, name: `guess${i}` }, { password: 'x' }, `2001:db8:1:2::${i + 1}`), 403);
    expect(hashed).toBe(10);
    // Any address of that /64, any name, even ben's right password and code: refused, unhashed, uncounted.
    const refused = await signIn(t, op, {}, '2001:db8:1:2:ffff:ffff:ffff:ffff');
    expectRefused(refused, 429, { msg: ConsoleMessageKey.addressThrottled });
    expect(refused.body.params.retryAfter).toBeGreaterThan(14 * 60);
    expect(hashed).toBe(10);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM operator_signin_failures`)).toEqual([{ n: 10 }]);
    // Another /64 and an IPv4 address are not held: ben signs in.
    expectOk(await signIn(t, op, {}, '2001:db8:1:3::1'));
    expect(hashed).toBe(11);
    // The throttle ends when the failures leave the 15-minute window.
    t.advance(15 * 60_000 + 1000);
    expectOk(await signIn(t, op, {}, '2001:db8:1:2::1'));
  });

  it("console password checks wait on their own queue: a flood of them leaves the players' sign-ins alone", async () => {
    const players: string[] = [];
    passwordWork.observe((event) => players.push(`${event.kind}:${event.lane}`));
    let consoleRunning = 0;
    let most = 0;
    let mostWaiting = 0;
    consolePasswordWork.observe((event) => {
      if (event.kind === 'started') most = Math.max(most, ++consoleRunning);
      mostWaiting = Math.max(mostWaiting, consolePasswordWork.load().waiting);
    });
    const original = consolePasswordWork.run.bind(consolePasswordWork);
    consolePasswordWork.run = (lane, task) => original(lane, () => task().finally(() => consoleRunning--));
    try {
      // 30 console sign-ins at once, from 30 addresses (no address is throttled), and a player signing in meanwhile.
      const flood = Promise.all(Array.from({ length: 30 }, (_, i) => signIn(t, { name: `flood${i}`, password: 'x', secret: '' }, {}, `198.51.100.${i + 1}`)));
      const token = await t.loginDemo();
      const answers = await flood;
      expect(token).toBeTruthy();
      // The players' queue saw the player's check only, started at once: no console hash there, nothing queued.
      expect(players).toEqual(['started:urgent']);
      // The console's: one hash at a time, at most 8 in line, the rest refused at once (not counted as failures).
      expect(most).toBe(1);
      expect(mostWaiting).toBeLessThanOrEqual(8);
      const statuses = answers.map((r) => r.status);
      const busy = answers.filter((r) => r.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
      for (const res of busy) expectRefused(res, 429, { msg: ConsoleMessageKey.busy, params: { retryAfter: 2 } });
      expect(await query(t, sql`SELECT count(*)::int AS n FROM operator_signin_failures`)).toEqual([{ n: statuses.filter((s) => s === 403).length }]);
    } finally {
      consolePasswordWork.run = original;
    }
  });
});

describe(`failed console sign-ins in the audit (${databaseKind})`, () => {
  const t = useTestServer();

  it('every checked failure is an audit row (name typed, address, what it set off), never the password; the audit view lists them', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const { op } = await readyOperator(t, 'cora', 'support');
    t.advance(30_000);
    const typed = ['Wrong-Horse-1', 'Wrong-Horse-2', 'Wrong-Horse-3', 'Wrong-Horse-4', 'Wrong-Horse-5'];
    for (const password of typed) expectRefused(await signIn(t, op, { password }, '192.0.2.7'), 403);
    expectRefused(await signIn(t, { ...op, name: 'nobody' }, { password: 'Wrong-Horse-6' }, '192.0.2.8'), 403);
    // A wrong code with the right password is a failure too.
    t.advance(61_000);
    const code = codeNow(t, op.secret);
    expectRefused(await signIn(t, op, { totp: code === '000000' ? '111111' : '000000' }, '192.0.2.9'), 403);

    const rows = await query(t, sql`SELECT operator_id, operator, call, target, after FROM console_audit WHERE call = 'consoleSignInFailed' ORDER BY id`);
    expect(rows).toHaveLength(7);
    const coraId = (await query(t, sql`SELECT id FROM operators WHERE name = 'cora'`))[0]!.id;
    expect(rows[0]).toEqual({ operator_id: coraId, operator: 'cora', call: 'consoleSignInFailed', target: 'operator:cora', after: { address: '192.0.2.7', trustedBrowser: false } });
    // The fifth locks the name (for a minute), and says so; an unknown name has no operator id.
    expect(rows[4]!.after).toEqual({ address: '192.0.2.7', trustedBrowser: false, nameLockedMinutes: 1 });
    expect(rows[5]).toMatchObject({ operator_id: null, operator: 'nobody', target: 'operator:nobody' });
    expect(rows[6]!.after).toMatchObject({ address: '192.0.2.9', nameLockedMinutes: 2 });
    const everything = JSON.stringify(await query(t, sql`SELECT * FROM console_audit`));
    for (const password of [...typed, 'Wrong-Horse-6']) expect(everything).not.toContain(password);

    // The admin finds them in the audit view, filtered by call.
    const listed = expectOk(await consoleCall(t, 'consoleAuditList', { call: 'consoleSignInFailed' }, { token: admin.token }));
    expect(listed.rows).toHaveLength(7);
    expect(listed.rows[0]).toMatchObject({ operator: 'cora', call: 'consoleSignInFailed', target: 'operator:cora', after: { address: '192.0.2.9' } });
  });
});
