import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules } from '../../server/config/rules.ts';
import { addressKey } from '../../server/db/write-caps.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { pruneRetention } from '../../server/ops/retention.ts';
import { consoleRules } from '../../server/console/index.ts';
import { operatorWithSession } from './console-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { demoUser, expectOk } from './helpers.ts';

type Rows = Record<string, any>[];
const query = async (t: TestServer, text: ReturnType<typeof sql>) => ((await t.deps.db.execute(text)) as unknown as { rows: Rows }).rows;
const count = async (t: TestServer, table: string) => Number((await query(t, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n);
const events = (n: number, tag = 'open') => Array.from({ length: n }, (_, i) => ({ name: `${tag}-${i}`, time: i + 1, page: '/' }));
const caps = rules.publicWrites;

/** Puts a key's counter for the current window at `used` (as if that many writes had been taken). */
async function used(t: TestServer, key: string, n: number) {
  const windowMs = caps.windowSeconds * 1000;
  const start = new Date(Math.floor(t.deps.now() / windowMs) * windowMs).toISOString();
  await t.deps.db.execute(sql`INSERT INTO write_counters (key, window_start, count) VALUES (${key}, ${start}::timestamptz, ${n}) ON CONFLICT (key, window_start) DO UPDATE SET count = excluded.count`);
}

describe(`caps on public writes (${databaseKind})`, () => {
  const t = useTestServer();
  const log = (body: Record<string, unknown>, opts: { ip?: string; token?: string } = {}) => t.call('anonymous/appEventLogClient', body, opts);

  it('keys IPv4 as is and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
  });

  it('stores anonymous events up to the per-address cap, then keeps none (the answer says how many); another address is not affected', async () => {
    await used(t, 'events:addr:198.51.100.7', caps.anonymousEventsPerAddress - 3);
    expect(expectOk(await log({ eventList: events(10) }, { ip: '198.51.100.7' })).accepted).toBe(3);
    expect(expectOk(await log({ eventList: events(5) }, { ip: '198.51.100.7' })).accepted).toBe(0);
    expect(expectOk(await log({ eventList: events(4) }, { ip: '198.51.100.8' })).accepted).toBe(4);
    expect(await query(t, sql`SELECT ip, count(*)::int AS n FROM client_events GROUP BY ip ORDER BY ip`)).toEqual([
      { ip: '198.51.100.7', n: 3 },
      { ip: '198.51.100.8', n: 4 },
    ]);
  });

  it('counts one IPv6 /64 as one address, and a signed-in player by player, not by address', async () => {
    await used(t, 'events:addr:2001:db8:7:7::/64', caps.anonymousEventsPerAddress);
    expect(expectOk(await log({ eventList: events(2) }, { ip: '2001:db8:7:7::1' })).accepted).toBe(0);
    expect(expectOk(await log({ eventList: events(2) }, { ip: '2001:db8:7:7:ffff::2' })).accepted).toBe(0);
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    // The player shares the full address (carrier NAT) but has a quota of their own.
    expect(expectOk(await log({ eventList: events(2) }, { ip: '2001:db8:7:7::1', token })).accepted).toBe(2);
    await used(t, `events:player:${demo.id}`, caps.eventsPerPlayer);
    expect(expectOk(await log({ eventList: events(2) }, { ip: '192.0.2.1', token })).accepted).toBe(0);
    expect(await count(t, 'client_events')).toBe(2);
  });

  it('holds the cap under a parallel burst: never more stored than the quota left', async () => {
    await used(t, 'events:addr:198.51.100.9', caps.anonymousEventsPerAddress - 7);
    const answers = await Promise.all(Array.from({ length: 10 }, () => log({ eventList: events(3) }, { ip: '198.51.100.9' })));
    expect(answers.reduce((sum, res) => sum + (expectOk(res).accepted as number), 0)).toBe(7);
    expect(await count(t, 'client_events')).toBe(7);
  });

  it('keeps a player’s newest devices only: a script inventing device ids replaces its own oldest', async () => {
    const token = await t.loginDemo();
    for (let i = 0; i < caps.devicesPerPlayer + 5; i++) {
      expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: `dev-${i}`, deviceModel: 'Pixel' }, { token }));
      // updated_at is the database's now(): keep the order readable.
      await t.deps.db.execute(sql`UPDATE devices SET updated_at = now() - make_interval(secs => ${1000 - i}) WHERE device_id = ${`dev-${i}`}`);
    }
    const kept = (await query(t, sql`SELECT device_id FROM devices ORDER BY updated_at`)).map((r) => r.device_id);
    expect(kept).toHaveLength(caps.devicesPerPlayer);
    expect(kept[0]).toBe('dev-5');
    expect(kept.at(-1)).toBe(`dev-${caps.devicesPerPlayer + 4}`);
  });

  it('keeps a player’s most recently used sign-ins only: the newest token always works, the least used are signed out', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < caps.liveSessionsPerPlayer + 3; i++) {
      t.advance(1000); // each sign-in a second later, so "least recently used" is plain
      tokens.push(await t.loginDemo());
    }
    const live = await query(t, sql`SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL`);
    expect(live[0]!.n).toBe(caps.liveSessionsPerPlayer);
    expectOk(await t.call('refreshData', {}, { token: tokens.at(-1)! }));
    expectOk(await t.call('refreshData', {}, { token: tokens[3]! }));
    for (const old of tokens.slice(0, 3)) expect((await t.call('refreshData', {}, { token: old })).status).toBe(401);
  });

  it('stores unsigned payment callbacks up to the per-address cap; every one is still refused, and a genuine one still lands', async () => {
    await used(t, 'callbacks:addr:203.0.113.50', caps.refusedCallbacksPerAddress - 1);
    const forged = () =>
      t.app.inject({ method: 'POST', url: '/payments/callback/sandbox', remoteAddress: '203.0.113.50', headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'f'.repeat(64) }, payload: '{"orderNo":"x"}' });
    for (let i = 0; i < 3; i++) expect((await forged()).statusCode).toBe(400);
    expect(await query(t, sql`SELECT outcome, ip FROM payment_callbacks`)).toEqual([{ outcome: 'bad-signature', ip: '203.0.113.50' }]);
    const token = await t.loginDemo();
    const { order } = expectOk(await t.call('recharge', { typeId: 1, amount: 20_000, requestId: 'cap-deposit-0001' }, { token }));
    const body = JSON.stringify({ orderNo: order.orderNo, providerOrderId: 'SBX-CAP', amount: 20_000, status: 'paid', timestamp: t.deps.now() });
    const signature = createHmac('sha256', 'test-sandbox-secret').update(body).digest('hex');
    const genuine = await t.app.inject({ method: 'POST', url: '/payments/callback/sandbox', remoteAddress: '203.0.113.50', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: body });
    expect(genuine.json()).toMatchObject({ ok: true, outcome: 'accepted' });
    expect(await count(t, 'payment_callbacks')).toBe(2);
  });
});

describe(`retention prune (${databaseKind})`, () => {
  const t = useTestServer();
  const daysAgo = (days: number) => new Date(t.deps.now() - days * 24 * 3600_000).toISOString();

  it('deletes what the periods no longer keep and nothing else; a second run finds nothing; the command needs an operator', async () => {
    const demo = await demoUser(t);
    const r = rules.retention;
    await t.deps.db.execute(sql`INSERT INTO client_events (name, client_time, ip, created_at) VALUES
      ('old', 1, 'a', ${daysAgo(r.clientEventsDays + 1)}::timestamptz), ('recent', 2, 'a', ${daysAgo(r.clientEventsDays - 1)}::timestamptz)`);
    await t.deps.db.execute(sql`INSERT INTO payment_callbacks (provider, outcome, body, created_at) VALUES
      ('sandbox', 'bad-signature', '{}', ${daysAgo(r.callbacksDays + 1)}::timestamptz), ('sandbox', 'duplicate', '{}', ${daysAgo(r.callbacksDays + 1)}::timestamptz),
      ('sandbox', 'accepted', '{}', ${daysAgo(400)}::timestamptz), ('sandbox', 'failed', '{}', ${daysAgo(400)}::timestamptz),
      ('sandbox', 'bad-signature', '{}', ${daysAgo(1)}::timestamptz)`);
    await t.deps.db.execute(sql`INSERT INTO sessions (user_id, token_hash, created_at, expires_at, revoked_at) VALUES
      (${demo.id}, 'expired-long-ago', ${daysAgo(90)}::timestamptz, ${daysAgo(r.deadSessionsDays + 1)}::timestamptz, NULL),
      (${demo.id}, 'revoked-long-ago', ${daysAgo(90)}::timestamptz, ${daysAgo(-30)}::timestamptz, ${daysAgo(r.deadSessionsDays + 1)}::timestamptz),
      (${demo.id}, 'expired-yesterday', ${daysAgo(31)}::timestamptz, ${daysAgo(1)}::timestamptz, NULL),
      (${demo.id}, 'live', ${daysAgo(1)}::timestamptz, ${daysAgo(-29)}::timestamptz, NULL)`);
    await t.deps.db.execute(sql`INSERT INTO devices (user_id, device_id, updated_at) VALUES
      (${demo.id}, 'idle', ${daysAgo(r.idleDevicesDays + 1)}::timestamptz), (${demo.id}, 'seen', ${daysAgo(2)}::timestamptz)`);
    await t.deps.db.execute(sql`INSERT INTO write_counters (key, window_start, count) VALUES
      ('events:addr:x', ${daysAgo(r.writeCountersDays + 1)}::timestamptz, 5), ('events:addr:x', ${daysAgo(0)}::timestamptz, 5)`);

    await t.deps.db.execute(sql`INSERT INTO operator_signin_failures (name, ip, created_at) VALUES
      ('guess', 'a', ${daysAgo(2)}::timestamptz), ('guess', 'a', ${daysAgo(0)}::timestamptz)`);
    // Trusted console browsers: one unused past its trust (and a day) goes; one used within it stays.
    const operator = await operatorWithSession(t, 'retention-op', 'support');
    await t.deps.db.execute(sql`INSERT INTO operator_devices (operator_id, token_hash, created_at, last_used_at) VALUES
      (${operator.id}, 'stale-browser', ${daysAgo(400)}::timestamptz, ${daysAgo(consoleRules.deviceTrustDays + 2)}::timestamptz),
      (${operator.id}, 'trusted-browser', ${daysAgo(400)}::timestamptz, ${daysAgo(consoleRules.deviceTrustDays - 1)}::timestamptz)`);
    // KYC photos: an old one never submitted goes; a fresh one and an old submitted one stay.
    await t.deps.db.execute(sql`INSERT INTO kyc_files (user_id, kind, mime, width, height, bytes, submission_id, created_at) VALUES
      (${demo.id}, 'id', 'image/jpeg', 1, 1, decode('00', 'hex'), NULL, ${daysAgo(r.unusedKycUploadsDays + 1)}::timestamptz),
      (${demo.id}, 'id', 'image/jpeg', 1, 1, decode('00', 'hex'), NULL, ${daysAgo(0)}::timestamptz),
      (${demo.id}, 'selfie', 'image/jpeg', 1, 1, decode('00', 'hex'), 7, ${daysAgo(400)}::timestamptz)`);
    // Feedback pictures: an old one never sent goes; a fresh one stays.
    await t.deps.db.execute(sql`INSERT INTO feedback_files (user_id, mime, width, height, bytes, feedback_id, created_at) VALUES
      (${demo.id}, 'image/jpeg', 1, 1, decode('00', 'hex'), NULL, ${daysAgo(r.unusedKycUploadsDays + 1)}::timestamptz),
      (${demo.id}, 'image/jpeg', 1, 1, decode('00', 'hex'), NULL, ${daysAgo(0)}::timestamptz)`);
    // The live channel's events: one past the replay window goes, a fresh one stays (server/live/rules.ts).
    await t.deps.db.execute(sql`INSERT INTO live_events (user_id, type, data, created_at) VALUES
      (${demo.id}, 'redDots', '{"type":"redDots"}', ${daysAgo(2)}::timestamptz), (${demo.id}, 'redDots', '{"type":"redDots"}', ${daysAgo(0)}::timestamptz)`);
    expect(await opsCommands.prune!({ db: t.deps.db, now: t.deps.now }, {})).toMatchObject({ ok: false });
    expect(await count(t, 'client_events')).toBe(2);
    expect(await opsCommands.prune!({ db: t.deps.db, now: t.deps.now }, { operator: 'Ana Cruz' })).toEqual({
      ok: true,
      operator: 'Ana Cruz',
      pruned: { clientEvents: 1, paymentCallbacks: 2, sessions: 2, devices: 1, writeCounters: 1, operatorSigninFailures: 1, operatorDevices: 1, kycUploads: 1, feedbackUploads: 1, liveEvents: 1, pushOutbox: 0 },
    });
    expect(await count(t, 'live_events')).toBe(1);
    expect((await query(t, sql`SELECT name FROM client_events`)).map((e) => e.name)).toEqual(['recent']);
    expect((await query(t, sql`SELECT outcome FROM payment_callbacks ORDER BY id`)).map((e) => e.outcome)).toEqual(['accepted', 'failed', 'bad-signature']);
    expect((await query(t, sql`SELECT token_hash FROM sessions WHERE user_id = ${demo.id} AND token_hash IN ('expired-yesterday', 'live', 'expired-long-ago', 'revoked-long-ago') ORDER BY token_hash`)).map((s) => s.token_hash)).toEqual([
      'expired-yesterday',
      'live',
    ]);
    expect((await query(t, sql`SELECT device_id FROM devices`)).map((d) => d.device_id)).toEqual(['seen']);
    expect(await count(t, 'write_counters')).toBe(1);
    expect(await count(t, 'operator_signin_failures')).toBe(1);
    expect((await query(t, sql`SELECT token_hash FROM operator_devices`)).map((d) => d.token_hash)).toEqual(['trusted-browser']);
    expect(await count(t, 'kyc_files')).toBe(2);
    expect(await count(t, 'feedback_files')).toBe(1);
    expect(await pruneRetention(t.deps.db, t.deps.now())).toEqual({ clientEvents: 0, paymentCallbacks: 0, sessions: 0, devices: 0, writeCounters: 0, operatorSigninFailures: 0, operatorDevices: 0, kycUploads: 0, feedbackUploads: 0, liveEvents: 0, pushOutbox: 0 });
  });

  it('deletes a backlog larger than one batch', async () => {
    await t.deps.db.execute(sql`INSERT INTO client_events (name, client_time, created_at)
      SELECT 'old', g, ${daysAgo(40)}::timestamptz FROM generate_series(1, ${rules.retention.batch + 10}) g`);
    expect((await pruneRetention(t.deps.db, t.deps.now())).clientEvents).toBe(rules.retention.batch + 10);
    expect(await count(t, 'client_events')).toBe(0);
  });
});
