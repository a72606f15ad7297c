import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { common, databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectError, expectOk, snapshot, stepUp } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;
const HOUR = 3600_000;
const gcash = { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09171234567' };
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs the demo player in from a device (its browser's User-Agent) and address. */
async function signInFrom(t: T, userAgent: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/v1/accountLogin',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { ...common, type: 2, account: t.demo.account, password: t.demo.password },
  });
  return res.json().token as string;
}

async function sessionRow(t: T, token: string) {
  const [row] = await t.deps.db.select().from(schema.sessions).where(eq(schema.sessions.tokenHash, hashToken(token)));
  return row!;
}

describe(`the player's sessions (${databaseKind})`, () => {
  const t = useTestServer();

  it('lists every signed-in device, this one first and flagged, with its device, address and times', async () => {
    const phone = await signInFrom(t, ANDROID, '203.0.113.7');
    t.advance(60_000);
    const iphone = await signInFrom(t, IPHONE, '198.51.100.20');
    const { list } = expectOk(await t.call('securitySessions', {}, { token: phone }));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: 'Android · Chrome', ip: '203.0.113.7', current: true });
    expect(list[1]).toMatchObject({ device: 'iOS · Safari', ip: '198.51.100.20', current: false });
    expect(list[1].createdAt).toBe(list[1].lastUsedAt);
    expect(expectOk(await t.call('securitySessions', {}, { token: iphone })).list[0]).toMatchObject({ device: 'iOS · Safari', current: true });
    // A signed-out device leaves the list.
    expectOk(await t.call('logout', {}, { token: iphone }));
    expect(expectOk(await t.call('securitySessions', {}, { token: phone })).list).toHaveLength(1);
  });

  it('"sign out the others" revokes every other token, keeps this one (and its second tab), once', async () => {
    const mine = await signInFrom(t, ANDROID, '203.0.113.7');
    const others = [await signInFrom(t, IPHONE, '198.51.100.20'), await t.loginDemo()];
    await stepUp(t, mine, t.demo.password);
    const [first, second] = await Promise.all([t.call('securitySignOutOthers', {}, { token: mine }), t.call('securitySignOutOthers', {}, { token: mine })]);
    expect([expectOk(first!).revoked, expectOk(second!).revoked].sort()).toEqual([0, 2]);
    for (const token of others) expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401 });
    // A second tab shares this device's token: it stays signed in.
    expectOk(await t.call('refreshData', {}, { token: mine }));
    expect(expectOk(await t.call('securitySessions', {}, { token: mine })).list).toHaveLength(1);
    const demo = await demoUser(t);
    const events = await t.deps.db.select().from(schema.securityEvents).where(eq(schema.securityEvents.userId, demo.id));
    expect(events.filter((e) => e.kind === 'sessions_revoked').map((e) => e.detail.count).sort()).toEqual([0, 2]);
  });
});

describe(`idle expiry (${databaseKind})`, () => {
  const t = useTestServer();

  it(`a token unused for ${rules.token.idleSeconds / 3600} hours stops working (401); one in use lives on`, async () => {
    const idle = await t.loginDemo();
    const busy = await t.loginDemo();
    t.advance(rules.token.idleSeconds * 1000 - 60_000);
    expectOk(await t.call('refreshData', {}, { token: busy }));
    expectOk(await t.call('refreshData', {}, { token: idle }));
    t.advance(rules.token.idleSeconds * 1000 - 60_000);
    expectOk(await t.call('refreshData', {}, { token: busy }));
    t.advance(2 * 60_000);
    expectError(await t.call('refreshData', {}, { token: idle }), { status: 401, errcode: 401, msg: 'errors.unauthorized' });
    expectOk(await t.call('refreshData', {}, { token: busy }));
    // Signing in again works at once.
    expectOk(await t.call('refreshData', {}, { token: await t.loginDemo() }));
  });

  it('notes a token\'s use at most once a minute, not on every call', async () => {
    const token = await t.loginDemo();
    const signedIn = (await sessionRow(t, token)).lastUsedAt.getTime();
    t.advance(30_000);
    await Promise.all(Array.from({ length: 5 }, () => t.call('refreshData', {}, { token })));
    expect((await sessionRow(t, token)).lastUsedAt.getTime()).toBe(signedIn);
    t.advance(31_000);
    const now = t.deps.now();
    await Promise.all(Array.from({ length: 5 }, () => t.call('refreshData', {}, { token })));
    const touched = (await sessionRow(t, token)).lastUsedAt.getTime();
    expect(touched).toBeGreaterThanOrEqual(now);
    expect(touched - signedIn).toBeGreaterThanOrEqual(60_000);
  });
});

describe(`no payout to a new card (${databaseKind})`, () => {
  const t = useTestServer();

  it('a card added less than 24 h ago is refused with when it becomes possible, changing nothing; after 24 h it pays out', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await stepUp(t, token, t.demo.password);
    const added = t.deps.now();
    const card = expectOk(await t.call('addBankInfo', gcash, { token })).card;
    expect(card.payoutFrom - 24 * HOUR).toBeGreaterThanOrEqual(added);
    expect(card.payoutFrom - 24 * HOUR).toBeLessThanOrEqual(t.deps.now());
    // In Manila time (UTC+8), as the player reads it.
    const at = new Date(card.payoutFrom + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    const before = await snapshot(t);
    const refused = await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'new-card-1', forfeitBonus: true }, { token });
    expectError(refused, { status: 403, errcode: 403, field: 'cardId', msg: 'errors.security.cardTooNew', params: { hours: 24, at } });
    expect(await snapshot(t)).toEqual(before);
    t.advance(24 * HOUR - 60_000);
    await stepUp(t, token, t.demo.password);
    expectError(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'new-card-1', forfeitBonus: true }, { token }), { status: 403, errcode: 403, msg: 'errors.security.cardTooNew' });
    t.advance(60_000);
    expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'new-card-1', forfeitBonus: true }, { token }));
    expect(await coinOf(t, demo.id)).toBe(95000);
  });

  it('changing a card starts its wait again; the operator can set another wait, or none', async () => {
    const token = await t.loginDemo();
    await stepUp(t, token, t.demo.password);
    const card = expectOk(await t.call('addBankInfo', gcash, { token })).card;
    t.advance(25 * HOUR);
    await stepUp(t, token, t.demo.password);
    expectOk(await t.call('modifyBankInfo', { id: card.id, ...gcash, accountNo: '09179990000' }, { token }));
    expectError(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'changed-card-1', forfeitBonus: true }, { token }), { status: 403, errcode: 403, msg: 'errors.security.cardTooNew' });
    const { config } = await t.deps.config.get();
    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, newCardHoldHours: 1 });
    t.deps.config.invalidate();
    t.advance(HOUR);
    await stepUp(t, token, t.demo.password);
    expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'changed-card-1', forfeitBonus: true }, { token }));
    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, newCardHoldHours: 0 });
    t.deps.config.invalidate();
    const fresh = expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09170001111' }, { token })).card;
    expectOk(await t.call('exchange', { cardId: fresh.id, amount: 10000, requestId: 'fresh-card-1', forfeitBonus: true }, { token }));
  });
});
