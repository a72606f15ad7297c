import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKind } from '../../contract/index.ts';
import { readEnv, settingsProblems } from '../../server/config/env.ts';
import { deliverPush, endpointAllowed, notify, prunePushOutbox, RETRY_WAITS_MS, vapidKeys, type PushPayload } from '../../server/push/index.ts';
import { sendSystemMail } from '../../server/mail/index.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, registerPhone } from './helpers.ts';
import { startFakePushService, type FakeSubscription } from './push-fake.ts';

/**
 * Push notifications (docs/push.md) against a local push service (push-fake.ts): subscribing, the
 * switch, kinds and quiet hours, nothing promotional to protected players, delivery after commit with
 * a VAPID signature and encryption a browser accepts, 404/410 removing a subscription, retries.
 */
let fake: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(async () => {
  await fake.close();
});

let mobiles = 0;
const nextMobile = () => `0918${String(7_300_000 + ++mobiles).padStart(7, '0')}`;
let devices = 0;

async function subscribed(t: TestServer, opts: { player?: { token: string; userId: number }; lang?: string } = {}) {
  const player = opts.player ?? (await registerPhone(t, nextMobile()));
  const subscription = fake.subscription();
  const settings = expectOk(await t.call('pushSubscribe', { deviceId: `device-${++devices}`, ...subscription, ...(opts.lang ? { lang: opts.lang } : {}) }, { token: player.token }));
  return { ...player, subscription, settings };
}
const queue = (t: TestServer, userId: number, kind: PushKind, payload: PushPayload = { url: '/email' }) => t.deps.db.transaction((tx) => notify(tx, userId, kind, payload, t.deps.now()));
const deliver = (t: TestServer) => deliverPush(t.deps.db, t.deps.now());
const outboxOf = (t: TestServer, userId: number) => t.deps.db.select().from(schema.pushOutbox).where(eq(schema.pushOutbox.userId, userId));
const quietAround = (now: number, beforeMin: number, afterMin: number) => {
  const clock = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(11, 16);
  return { on: true, from: clock(now - beforeMin * 60_000), to: clock(now + afterMin * 60_000) };
};
const allKinds = { mail: true, show: true, withdrawal: true };

describe(`push subscriptions (${databaseKind})`, () => {
  const t = useTestServer();

  it('is off until the player subscribes a browser; a device keeps one subscription; unsubscribing forgets it', async () => {
    const player = await registerPhone(t, nextMobile());
    const first = expectOk(await t.call('pushSettings', {}, { token: player.token }));
    expect(first).toMatchObject({ enabled: false, devices: 0, kinds: allKinds, quietHours: { on: false, from: '22:00', to: '08:00' } });
    expect(first.publicKey).toBe(vapidKeys().publicKey);
    expect(first.publicKey).toHaveLength(87);
    const a = fake.subscription();
    expect(expectOk(await t.call('pushSubscribe', { deviceId: 'phone', ...a }, { token: player.token }))).toMatchObject({ enabled: true, devices: 1 });
    // The browser renewed its subscription: the device's old one is replaced.
    const b = fake.subscription();
    expect(expectOk(await t.call('pushSubscribe', { deviceId: 'phone', ...b }, { token: player.token })).devices).toBe(1);
    expect(expectOk(await t.call('pushSubscribe', { deviceId: 'laptop', ...fake.subscription() }, { token: player.token })).devices).toBe(2);
    expect(expectOk(await t.call('pushUnsubscribe', { endpoint: b.endpoint }, { token: player.token })).devices).toBe(1);
    // Another player cannot remove it.
    const other = await registerPhone(t, nextMobile());
    expectOk(await t.call('pushUnsubscribe', { endpoint: a.endpoint }, { token: other.token }));
  });

  it('a browser subscribed by another player moves to them (a shared phone)', async () => {
    const first = await subscribed(t);
    const second = await registerPhone(t, nextMobile());
    expectOk(await t.call('pushSubscribe', { deviceId: 'shared', ...first.subscription }, { token: second.token }));
    expect(expectOk(await t.call('pushSettings', {}, { token: first.token })).devices).toBe(0);
    expect(expectOk(await t.call('pushSettings', {}, { token: second.token })).devices).toBe(1);
  });

  it('refuses an endpoint that is not a push service, and quiet hours that start where they end', async () => {
    const player = await registerPhone(t, nextMobile());
    const keys = fake.subscription().keys;
    for (const endpoint of ['https://evil.example/push', 'http://10.0.0.1/push', 'https://fcm.googleapis.com.evil.example/x', 'ftp://fcm.googleapis.com/x']) {
      expectError(await t.call('pushSubscribe', { deviceId: 'd', endpoint, keys }, { token: player.token }), { status: 400, errcode: 400, field: 'endpoint', msg: 'errors.push.endpointRefused' });
    }
    expectError(await t.call('pushSubscribe', { deviceId: 'd', endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'not base64!', auth: keys.auth } }, { token: player.token }), { status: 400, errcode: 400 });
    expectError(await t.call('pushSaveSettings', { enabled: true, kinds: allKinds, quietHours: { on: true, from: '22:00', to: '22:00' } }, { token: player.token }), { status: 400, errcode: 400, field: 'quietHours', msg: 'errors.push.quietHoursSame' });
    expectError(await t.call('pushSaveSettings', { enabled: true, kinds: allKinds, quietHours: { on: true, from: '24:00', to: '08:00' } }, { token: player.token }), { status: 400, errcode: 400 });
    expect(expectOk(await t.call('pushSettings', {}, { token: player.token })).devices).toBe(0);
  });

  it('allows the real push services and, outside development, never this machine', () => {
    for (const url of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/abc', 'https://db5p.notify.windows.com/w/?token=x']) {
      expect(endpointAllowed(url, false), url).toBe(true);
    }
    expect(endpointAllowed('http://127.0.0.1:9999/push', false)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9999/push', true)).toBe(true);
    expect(endpointAllowed('https://user:pw@fcm.googleapis.com/x', false)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com:8443/x', false)).toBe(false);
  });
});

describe(`push delivery (${databaseKind})`, () => {
  const t = useTestServer();

  it('sends after commit, signed with the VAPID key and encrypted for the browser', async () => {
    const player = await subscribed(t, { lang: 'fil-PH' });
    // A rolled-back change pushes nothing.
    await t.deps.db
      .transaction(async (tx) => {
        await notify(tx, player.userId, 'withdrawal', { url: '/wallets/record', params: { amount: '₱500' } }, t.deps.now());
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await outboxOf(t, player.userId)).toHaveLength(0);
    expect(await queue(t, player.userId, 'withdrawal', { url: '/wallets/record', params: { amount: '₱500' } })).toBe(1);
    expect(await deliver(t)).toEqual({ sent: 1, retried: 0, failed: 0, removed: 0 });
    const [got] = fake.for(player.subscription);
    expect(got!.payload).toEqual({ kind: 'withdrawal', params: { amount: '₱500' }, url: '/wallets/record', lang: 'fil-PH', tag: 'withdrawal' });
    expect(got!.publicKey).toBe(vapidKeys().publicKey);
    expect(got!.claims.aud).toBe(fake.origin);
    expect(got!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(Number(got!.headers.ttl)).toBe(86_400);
    expect(fake.refused).toEqual([]);
    // Sent once: a second run finds nothing due.
    expect(await deliver(t)).toEqual({ sent: 0, retried: 0, failed: 0, removed: 0 });
    expect(fake.for(player.subscription)).toHaveLength(1);
  });

  it("a system mail pushes: a paid withdrawal with its amount to the record, any other to the mail itself", async () => {
    const player = await subscribed(t);
    const mail = (template: 'withdrawalPaid' | 'kycApproved', params: Record<string, number>) => t.deps.db.transaction((tx) => sendSystemMail(tx, player.userId, template, params, t.deps.now()));
    await mail('withdrawalPaid', { amount: 105_000 });
    const kycMail = await mail('kycApproved', {});
    expect((await outboxOf(t, player.userId)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ kind: 'withdrawal', params: { amount: '₱1,050' }, url: '/wallets/record' }),
      expect.objectContaining({ kind: 'mail', url: `/email/detail?id=${kycMail}` }),
    ]);
    expect(await deliver(t)).toMatchObject({ sent: 2, failed: 0 });
  });

  it('pushes nothing while the switch or the kind is off', async () => {
    const player = await subscribed(t);
    expectOk(await t.call('pushSaveSettings', { enabled: true, kinds: { ...allKinds, mail: false }, quietHours: { on: false, from: '22:00', to: '08:00' } }, { token: player.token }));
    expect(await queue(t, player.userId, 'mail')).toBe(0);
    expect(await queue(t, player.userId, 'withdrawal', { url: '/wallets/record' })).toBe(1);
    expectOk(await t.call('pushSaveSettings', { enabled: false, kinds: allKinds, quietHours: { on: false, from: '22:00', to: '08:00' } }, { token: player.token }));
    expect(await queue(t, player.userId, 'withdrawal', { url: '/wallets/record' })).toBe(0);
  });

  it('keeps quiet hours (Manila time): mail waits for their end, a show starting is dropped', async () => {
    const player = await subscribed(t);
    expectOk(await t.call('pushSaveSettings', { enabled: true, kinds: allKinds, quietHours: quietAround(t.deps.now(), 60, 60) }, { token: player.token }));
    expect(await queue(t, player.userId, 'show', { url: '/activity/rain' })).toBe(0);
    expect(await queue(t, player.userId, 'mail')).toBe(1);
    expect((await deliver(t)).sent).toBe(0);
    t.advance(61 * 60_000);
    expect((await deliver(t)).sent).toBe(1);
    expect(fake.for(player.subscription).map((r) => r.payload.kind)).toEqual(['mail']);
    // Out of quiet hours a show goes out.
    expect(await queue(t, player.userId, 'show', { url: '/activity/rain' })).toBe(1);
  });

  it('sends nothing promotional to a protected player, but still tells them a withdrawal was paid', async () => {
    const player = await subscribed(t);
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: player.token }));
    expect(await queue(t, player.userId, 'show', { url: '/activity/rain' })).toBe(0);
    expect(await queue(t, player.userId, 'mail', { url: '/email', promotional: true })).toBe(0);
    expect(await queue(t, player.userId, 'mail', { url: '/email' })).toBe(1);
    expect(await queue(t, player.userId, 'withdrawal', { url: '/wallets/record' })).toBe(1);
    // With the system mail the time-out itself wrote ("your time-out started"): about their own account, not promotion.
    expect((await outboxOf(t, player.userId)).map((row) => (row.payload as { kind: string }).kind)).toEqual(['mail', 'mail', 'withdrawal']);
    expect((await deliver(t)).sent).toBe(3);
  });

  it('removes a subscription the push service answers 410 or 404 for, with what was queued for it', async () => {
    const gone = await subscribed(t);
    const missing = await subscribed(t);
    fake.answer(gone.subscription, 410);
    fake.answer(missing.subscription, 404);
    await queue(t, gone.userId, 'mail');
    await queue(t, gone.userId, 'withdrawal', { url: '/wallets/record' });
    await queue(t, missing.userId, 'mail');
    const report = await deliver(t);
    expect(report.removed).toBeGreaterThanOrEqual(2);
    expect(expectOk(await t.call('pushSettings', {}, { token: gone.token })).devices).toBe(0);
    expect(expectOk(await t.call('pushSettings', {}, { token: missing.token })).devices).toBe(0);
    expect(await outboxOf(t, gone.userId)).toHaveLength(0);
  });

  it('retries a failed send after a growing wait, and gives up after the last', async () => {
    const player = await subscribed(t);
    fake.answer(player.subscription, 500, 503);
    await queue(t, player.userId, 'mail');
    expect((await deliver(t)).retried).toBe(1);
    // Not due again before the wait.
    expect(await deliver(t)).toEqual({ sent: 0, retried: 0, failed: 0, removed: 0 });
    t.advance(RETRY_WAITS_MS[0]);
    expect((await deliver(t)).retried).toBe(1);
    t.advance(RETRY_WAITS_MS[1]);
    expect((await deliver(t)).sent).toBe(1);
    const [row] = await outboxOf(t, player.userId);
    expect(row).toMatchObject({ attempts: 3, failedAt: null });
    expect(row!.sentAt).not.toBeNull();

    const doomed = await subscribed(t);
    fake.answer(doomed.subscription, 500, 500, 500, 500, 500, 500);
    await queue(t, doomed.userId, 'mail');
    for (const wait of [0, ...RETRY_WAITS_MS]) {
      t.advance(wait);
      await deliver(t);
    }
    const [given] = await outboxOf(t, doomed.userId);
    expect(given).toMatchObject({ attempts: RETRY_WAITS_MS.length + 1, sentAt: null });
    expect(given!.failedAt).not.toBeNull();
    expect(given!.lastError).toMatch(/^500/);
    // The subscription stays: a server error is not the browser leaving.
    expect(expectOk(await t.call('pushSettings', {}, { token: doomed.token })).devices).toBe(1);
  });

  it('prunes sent and given-up notifications past their keeping, never one still due', async () => {
    const player = await subscribed(t);
    await queue(t, player.userId, 'mail');
    await deliver(t);
    expectOk(await t.call('pushSaveSettings', { enabled: true, kinds: allKinds, quietHours: quietAround(t.deps.now(), 60, 60) }, { token: player.token }));
    await queue(t, player.userId, 'withdrawal', { url: '/wallets/record' });
    const later = new Date(Date.now() + 3600_000);
    expect(await prunePushOutbox(t.deps.db, later)).toBe(1);
    const left = await outboxOf(t, player.userId);
    expect(left.map((row) => row.kind)).toEqual(['withdrawal']);
  });
});

describe('push settings in production', () => {
  it('refuses to start without the VAPID keys and contact, naming each', () => {
    const problems = settingsProblems(readEnv({ SWERTE_MODE: 'production' }));
    expect(problems.some((p) => p.startsWith('VAPID_PUBLIC_KEY is not set'))).toBe(true);
    expect(problems).toContain('VAPID_PRIVATE_KEY is not set');
    expect(problems.some((p) => p.startsWith('VAPID_SUBJECT is not set'))).toBe(true);
    const bad = settingsProblems(readEnv({ SWERTE_MODE: 'production', VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x'.repeat(43), VAPID_SUBJECT: 'ops@example.ph' }));
    expect(bad.some((p) => p.startsWith('VAPID_PUBLIC_KEY must be'))).toBe(true);
    expect(bad.some((p) => p.startsWith('VAPID_SUBJECT must be'))).toBe(true);
  });
});

/** The fake service itself refuses what a browser would not accept (proves its checks run). */
describe('the local push service', () => {
  it('refuses a push it cannot verify', async () => {
    const sub: FakeSubscription = fake.subscription();
    const res = await fetch(sub.endpoint, { method: 'POST', headers: { authorization: 'vapid t=a.b.c, k=abc', 'content-encoding': 'aes128gcm' }, body: 'x' });
    expect(res.status).toBe(400);
    expect(fake.refused.at(-1)).toMatch(/VAPID|key/i);
  });
});
