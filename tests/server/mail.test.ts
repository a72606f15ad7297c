import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { sendSystemMail } from '../../server/mail/index.ts';
import { claimMail } from '../../server/mail/claim.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';

// The player's inbox (docs/mail.md): paging, reading, claiming an attachment once, deleting, expiry,
// another player's mail, protected players and the red dots. Sends and events: mail-jobs.test.ts,
// mail-events.test.ts.
const PESO = 100;
let n = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++n}`, `10.27.${n % 250}.${1 + Math.floor(n / 250)}`);

/** Support sends one player a mail (with `items` attached): answers the mail's id. */
async function mailTo(t: TestServer, p: Player, over: Record<string, unknown> = {}): Promise<number> {
  const { token } = await operatorWithSession(t, `support${++n}`, 'support');
  const job = expectOk(
    await consoleCall(
      t,
      'consoleMailSend',
      { audience: { kind: 'players', ids: [p.userId] }, title: 'A gift', body: 'For you', items: [], promo: false, wagering: 0, expiresDays: 7, reason: 'test', ...over },
      { token },
    ),
  ).job;
  expect(job).toMatchObject({ status: 'done', sent: 1 });
  const [row] = await t.deps.db.select().from(schema.mailMessages).where(and(eq(schema.mailMessages.userId, p.userId), eq(schema.mailMessages.jobId, job.id)));
  return row!.id;
}

/** The inbox's two red dots (spec §3): `mail` unread, `email` an attachment waiting. */
async function dots(t: TestServer, token: string): Promise<{ mail: boolean; email: boolean }> {
  const { mail, email } = expectOk(await t.call('redDots', {}, { token })).redDots as { mail: boolean; email: boolean };
  return { mail, email };
}

describe(`mail: the inbox (${databaseKind})`, () => {
  const t = useTestServer();

  it('pages newest first with the unread count; reading marks read once and lowers the dots', async () => {
    const p = await player(t, 'inbox');
    expect(expectOk(await t.call('getMail3', {}, { token: p.token }))).toMatchObject({ list: [], nextBeforeId: null, unread: 0 });
    expect(await dots(t, p.token)).toEqual({ mail: false, email: false });
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await t.deps.db.transaction((tx) => sendSystemMail(tx, p.userId, 'vipLevelUp', { level: i + 1 }, t.deps.now())));
    const first = expectOk(await t.call('getMail3', { pageSize: 10 }, { token: p.token }));
    expect(first.unread).toBe(25);
    expect(first.list.map((m: { id: number }) => m.id)).toEqual(ids.toReversed().slice(0, 10));
    expect(first.list[0]).toMatchObject({ kind: 'system', template: 'vipLevelUp', params: { level: 25 }, read: false, attachment: 'none', title: '' });
    const second = expectOk(await t.call('getMail3', { pageSize: 10, beforeId: first.nextBeforeId }, { token: p.token }));
    expect(second.list.map((m: { id: number }) => m.id)).toEqual(ids.toReversed().slice(10, 20));
    const last = expectOk(await t.call('getMail3', { pageSize: 10, beforeId: second.nextBeforeId }, { token: p.token }));
    expect(last.list).toHaveLength(5);
    expect(last.nextBeforeId).toBeNull();
    expect(await dots(t, p.token)).toEqual({ mail: true, email: false });

    const opened = expectOk(await t.call('getMailDetail', { id: ids[3] }, { token: p.token }));
    expect(opened).toMatchObject({ unread: 24, mail: { id: ids[3], read: true, body: '', items: [], expiresAt: null } });
    // A second opening changes nothing more.
    expect(expectOk(await t.call('getMailDetail', { id: ids[3] }, { token: p.token })).unread).toBe(24);
    for (const id of ids) await t.call('getMailDetail', { id }, { token: p.token });
    expect(expectOk(await t.call('getMail3', {}, { token: p.token })).unread).toBe(0);
    expect(await dots(t, p.token)).toEqual({ mail: false, email: false });
  });

  it("another player's mail id is refused exactly like an unknown one, and changes nothing", async () => {
    const owner = await player(t, 'owner');
    const other = await player(t, 'other');
    const id = await mailTo(t, owner, { items: [{ propId: PropId.coin, count: 50 * PESO }] });
    const before = await snapshot(t);
    for (const path of ['getMailDetail', 'receiveMail', 'delMail'] as const) {
      const theirs = await t.call(path, { id, discardAttachment: path === 'delMail' ? true : undefined }, { token: other.token });
      const unknown = await t.call(path, { id: 999_999, discardAttachment: path === 'delMail' ? true : undefined }, { token: other.token });
      expectError(theirs, { status: 404, errcode: Errcode.mailNotFound, msg: 'errors.mail.notFound' });
      expect({ ...theirs.body, requestId: '' }).toEqual({ ...unknown.body, requestId: '' });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('getMail3', {}, { token: other.token })).list).toEqual([]);
  });

  it('an attachment pays exactly once under 50 concurrent claims; the rest are told it was claimed', async () => {
    const p = await player(t, 'claim');
    const id = await mailTo(t, p, { items: [{ propId: PropId.coin, count: 50 * PESO }, { propId: PropId.points, count: 30 }] });
    expect(await dots(t, p.token)).toEqual({ mail: true, email: true });
    const before = await playerBalances(t.deps.db, p.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('receiveMail', { id }, { token: p.token })));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ items: [{ propId: PropId.coin, count: 5000 }, { propId: PropId.points, count: 30 }], coin: before.coin + 5000, locked: 0, unread: 0 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.mailAttachmentClaimed, msg: 'errors.mail.claimed' });
    const after = await playerBalances(t.deps.db, p.userId);
    expect(after.coin - before.coin).toBe(5000);
    expect(after.points - before.points).toBe(30);
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrants.activityId, ActivityId.Mail)));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ key: `mail:${id}`, reason: 'mail' });
    expect(expectOk(await t.call('getMailDetail', { id }, { token: p.token })).mail).toMatchObject({ attachment: 'claimed', read: true });
    expect(await dots(t, p.token)).toEqual({ mail: false, email: false });
    // Later, a second tab: still once.
    expectError(await t.call('receiveMail', { id }, { token: p.token }), { status: 200, errcode: Errcode.mailAttachmentClaimed });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true });
  });

  it('a mail without an attachment has nothing to claim; an expired attachment is refused with when it expired', async () => {
    const p = await player(t, 'expire');
    const plain = await mailTo(t, p);
    expectError(await t.call('receiveMail', { id: plain }, { token: p.token }), { status: 200, errcode: Errcode.mailNoAttachment });
    const id = await mailTo(t, p, { items: [{ propId: PropId.coin, count: 10 * PESO }], expiresDays: 1 });
    const detail = expectOk(await t.call('getMailDetail', { id }, { token: p.token })).mail;
    expect(detail.expiresAt).toBe(detail.createdAt + 86_400_000);
    t.advance(86_400_000 + 1);
    const before = await snapshot(t);
    expectError(await t.call('receiveMail', { id }, { token: p.token }), { status: 200, errcode: Errcode.mailAttachmentExpired, msg: 'errors.mail.expired', params: { at: detail.expiresAt } });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('getMail3', {}, { token: p.token })).list.find((m: { id: number }) => m.id === id)).toMatchObject({ attachment: 'expired' });
    expect((await dots(t, p.token)).email).toBe(false);
  });

  it('deleting a mail with an unclaimed attachment asks first; agreed, the mail and its attachment are gone', async () => {
    const p = await player(t, 'delete');
    const id = await mailTo(t, p, { items: [{ propId: PropId.coin, count: 20 * PESO }] });
    const before = await snapshot(t);
    expectError(await t.call('delMail', { id }, { token: p.token }), { status: 200, errcode: Errcode.mailDeleteUnclaimed, msg: 'errors.mail.deleteUnclaimed' });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('delMail', { id, discardAttachment: true }, { token: p.token }))).toMatchObject({ unread: 0 });
    expect(expectOk(await t.call('getMail3', {}, { token: p.token })).list).toEqual([]);
    // The attachment went with it: a claim (a second tab that still shows it) finds nothing.
    expectError(await t.call('receiveMail', { id }, { token: p.token }), { status: 404, errcode: Errcode.mailNotFound });
    expectError(await t.call('delMail', { id, discardAttachment: true }, { token: p.token }), { status: 404, errcode: Errcode.mailNotFound });
    // A plain mail, or one claimed, goes without asking.
    const plain = await mailTo(t, p);
    expectOk(await t.call('delMail', { id: plain }, { token: p.token }));
    const claimed = await mailTo(t, p, { items: [{ propId: PropId.coin, count: PESO }] });
    expectOk(await t.call('receiveMail', { id: claimed }, { token: p.token }));
    expectOk(await t.call('delMail', { id: claimed }, { token: p.token }));
  });

  it('a promotional attachment needs a first top-up; a protected player gets no promotional mail and cannot claim one', async () => {
    const p = await player(t, 'promo');
    const id = await mailTo(t, p, { items: [{ propId: PropId.coin, count: 30 * PESO }], promo: true });
    expectError(await t.call('receiveMail', { id }, { token: p.token }), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    await depositPaid(t, p.token, 100 * PESO);
    // A time-out: promotions withheld (the claim answers 5004, nothing paid) and no new promotional mail.
    // (The time-out signs the player out everywhere, so the claim is asked of the inbox directly.)
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const before = await playerBalances(t.deps.db, p.userId);
    await expect(t.deps.db.transaction((tx) => claimMail(tx, p.userId, id, t.deps.now()))).rejects.toMatchObject({ errcode: Errcode.rewardWithheld });
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(before.coin);

    const { token: support } = await operatorWithSession(t, `support${++n}`, 'support');
    const promo = expectOk(
      await consoleCall(t, 'consoleMailSend', { audience: { kind: 'players', ids: [p.userId] }, title: 'Weekend offer', body: 'Play more', items: [], promo: true, wagering: 0, expiresDays: 7, reason: 'campaign' }, { token: support }),
    ).job;
    expect(promo).toMatchObject({ status: 'done', sent: 0, skipped: 1 });
    // A message about their account is not promotional: it still arrives.
    const service = expectOk(
      await consoleCall(t, 'consoleMailSend', { audience: { kind: 'players', ids: [p.userId] }, title: 'Your ticket', body: 'We fixed it', items: [], promo: false, wagering: 0, expiresDays: 7, reason: 'support' }, { token: support }),
    ).job;
    expect(service).toMatchObject({ status: 'done', sent: 1, skipped: 0 });
    const mails = await t.deps.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.userId, p.userId));
    expect(mails.filter((m) => m.title === 'Weekend offer')).toHaveLength(0);
    // The system mail of the time-out itself arrived too.
    expect(mails.filter((m) => m.template === 'exclusionStarted')).toHaveLength(1);
  });
});
