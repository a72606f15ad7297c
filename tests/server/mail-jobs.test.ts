import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { drainMailJobs } from '../../server/mail/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';

// Mail from the console (docs/mail.md "Sending"): who may send, the admin's approval above the amount,
// the audit, and a segment sent as a job in batches that a restart resumes.
const PESO = 100;
let n = 0;
const send = (over: Record<string, unknown>) => ({ title: 'Hello', body: 'A note from Swerte', items: [], promo: false, wagering: 0, expiresDays: 7, reason: 'test', ...over });
/** The audit rows of a call's changes (a refused call's row, which the console also keeps, has no reason). */
const auditOf = async (t: TestServer, call: string) =>
  (await t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.call, call)).orderBy(schema.consoleAudit.id)).filter((row) => row.reason !== null);

/** `count` players made by one statement (ids in order), VIP level i % 5, every third one deposited, registered 2026-01-01 Manila. */
async function manyPlayers(t: TestServer, total: number, tag: string): Promise<void> {
  await t.deps.db.execute(sql`
    INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date, vip, total_recharge, created_at)
    SELECT ${tag} || '-' || i, ${tag} || i, 2, 'P' || i, upper(${tag}) || i, '1990-01-01', i % 5, CASE WHEN i % 3 = 0 THEN 10000 ELSE 0 END, '2026-01-01T02:00:00+08:00'
    FROM generate_series(1, ${total}) AS i`);
}

describe(`mail: sending from the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('support sends to a list at once; above the approval amount an admin other than the sender decides; all audited', async () => {
    const a = await newPlayer(t, `jobs${++n}`, '10.28.0.1');
    const b = await newPlayer(t, `jobs${++n}`, '10.28.0.2');
    const support = await operatorWithSession(t, 'sonia', 'support');
    const admin = await operatorWithSession(t, 'adela', 'admin');
    const other = await operatorWithSession(t, 'oscar', 'admin');
    const finance = await operatorWithSession(t, 'fely', 'finance');

    // Finance does not send mail: refused before anything is read.
    expectRefused(await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [a.userId] } }), { token: finance.token }), 403);
    // Ids that are not players are named; nothing is queued.
    const unknown = await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [a.userId, 987_654] } }), { token: support.token });
    expect(unknown.body).toMatchObject({ errcode: Errcode.mailUnknownPlayers, params: { ids: '987654', count: 1 } });

    const small = expectOk(await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [a.userId, b.userId] }, items: [{ propId: PropId.coin, count: 500 * PESO }] }), { token: support.token })).job;
    expect(small).toMatchObject({ status: 'done', total: 2, sent: 2, value: 50_000, operator: 'sonia' });

    // ₱5,000 a player is above the default ₱1,000: it waits for an admin.
    const big = expectOk(await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [a.userId] }, items: [{ propId: PropId.coin, count: 5000 * PESO }] }), { token: admin.token })).job;
    expect(big).toMatchObject({ status: 'awaiting_approval', sent: 0 });
    expect(await t.deps.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.jobId, big.id))).toHaveLength(0);
    expectRefused(await consoleCall(t, 'consoleMailDecide', { id: big.id, approve: true, reason: 'ok' }, { token: support.token }), 403);
    expect((await consoleCall(t, 'consoleMailDecide', { id: big.id, approve: true, reason: 'mine' }, { token: admin.token })).body).toMatchObject({ errcode: Errcode.mailJobOwnApproval });
    expect(expectOk(await consoleCall(t, 'consoleMailDecide', { id: big.id, approve: true, reason: 'VIP compensation, checked' }, { token: other.token })).job).toMatchObject({ status: 'done', sent: 1, approvedBy: 'oscar' });
    expect((await consoleCall(t, 'consoleMailDecide', { id: big.id, approve: false, reason: 'late' }, { token: other.token })).body).toMatchObject({ errcode: Errcode.mailJobNotAwaiting });

    // A rejected send writes nothing.
    const rejected = expectOk(await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [b.userId] }, items: [{ propId: PropId.coin, count: 2000 * PESO }] }), { token: support.token })).job;
    expect(expectOk(await consoleCall(t, 'consoleMailDecide', { id: rejected.id, approve: false, reason: 'too much' }, { token: admin.token })).job).toMatchObject({ status: 'rejected' });
    expect(await t.deps.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.jobId, rejected.id))).toHaveLength(0);

    // The amount is an admin's setting, bounded, audited; raised, the same send goes at once.
    expectRefused(await consoleCall(t, 'consoleMailApprovalAmountSet', { amount: 100_000_000, reason: 'x' }, { token: admin.token }), 400);
    expectRefused(await consoleCall(t, 'consoleMailApprovalAmountSet', { amount: 500_000, reason: 'x' }, { token: support.token }), 403);
    expect(expectOk(await consoleCall(t, 'consoleMailApprovalAmountSet', { amount: 500_000, reason: 'higher for the fiesta' }, { token: admin.token }))).toMatchObject({ approvalAmount: 500_000 });
    expect(expectOk(await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'players', ids: [b.userId] }, items: [{ propId: PropId.coin, count: 2000 * PESO }] }), { token: support.token })).job).toMatchObject({ status: 'done' });

    const list = expectOk(await consoleCall(t, 'consoleMailJobs', {}, { token: support.token }));
    expect(list.approvalAmount).toBe(500_000);
    expect(list.jobs.map((j: { status: string }) => j.status)).toEqual(['done', 'rejected', 'done', 'done']);

    expect((await auditOf(t, 'consoleMailSend')).map((r) => [r.operator, (r.after as { status: string }).status, r.reason])).toEqual([
      ['sonia', 'queued', 'test'],
      ['adela', 'awaiting_approval', 'test'],
      ['sonia', 'awaiting_approval', 'test'],
      ['sonia', 'queued', 'test'],
    ]);
    expect((await auditOf(t, 'consoleMailDecide')).map((r) => [r.operator, r.target, (r.after as { status: string }).status])).toEqual([
      ['oscar', `mailJob:${big.id}`, 'queued'],
      ['adela', `mailJob:${rejected.id}`, 'rejected'],
    ]);
    expect(await auditOf(t, 'consoleMailApprovalAmountSet')).toHaveLength(1);
  });

  it('a segment is a job worked in batches in the background; a restart resumes at its cursor and writes nobody twice', async () => {
    await manyPlayers(t, 2500, 'seg');
    const support = await operatorWithSession(t, 'sam', 'support');
    // An empty segment is refused.
    const empty = await consoleCall(t, 'consoleMailSend', send({ audience: { kind: 'segment', vipMin: 50 } }), { token: support.token });
    expect(empty.body).toMatchObject({ errcode: Errcode.mailAudienceEmpty });

    // VIP 1–3, deposited, registered on 2026-01-01 (Manila): 2,500 / 3 deposited × 3 of 5 levels.
    const audience = { kind: 'segment', vipMin: 1, vipMax: 3, deposited: true, registeredFrom: '2026-01-01', registeredTo: '2026-01-01' };
    const job = expectOk(await consoleCall(t, 'consoleMailSend', send({ audience, promo: true }), { token: support.token })).job;
    const expected = Array.from({ length: 2500 }, (_, i) => i + 1).filter((i) => i % 3 === 0 && i % 5 >= 1 && i % 5 <= 3).length;
    expect(job).toMatchObject({ status: 'queued', total: expected, sent: 0 });

    // One batch of 200, then the process "stops": the job is half done and says so.
    await drainMailJobs(t.deps.db, t.deps.now, { batchSize: 200, maxBatches: 1 });
    const half = expectOk(await consoleCall(t, 'consoleMailJobs', {}, { token: support.token })).jobs[0];
    expect(half).toMatchObject({ status: 'running' });
    expect(half.sent).toBeGreaterThan(0);
    expect(half.sent).toBeLessThan(expected);
    // The same batch run again (a crash after the insert, before the commit, retried) writes nobody twice.
    const [state] = await t.deps.db.select().from(schema.mailJobs).where(eq(schema.mailJobs.id, job.id));
    await t.deps.db.update(schema.mailJobs).set({ cursor: 0 }).where(eq(schema.mailJobs.id, job.id));
    const started = Date.now();
    await drainMailJobs(t.deps.db, t.deps.now, { batchSize: 200 });
    const ms = Date.now() - started;
    const done = (await t.deps.db.select().from(schema.mailJobs).where(eq(schema.mailJobs.id, job.id)))[0]!;
    expect(done).toMatchObject({ status: 'done', sent: expected, skipped: 0 });
    expect(state!.sent).toBe(half.sent);
    const [written] = await t.deps.db.select({ n: count() }).from(schema.mailMessages).where(eq(schema.mailMessages.jobId, job.id));
    expect(Number(written!.n)).toBe(expected);
    const [withVip0] = await t.deps.db
      .select({ n: count() })
      .from(schema.mailMessages)
      .innerJoin(schema.users, eq(schema.users.id, schema.mailMessages.userId))
      .where(and(eq(schema.mailMessages.jobId, job.id), eq(schema.users.vip, 0)));
    expect(Number(withVip0!.n)).toBe(0);
    console.info(`mail job: ${expected} players in ${ms} ms (${databaseKind})`);
  });
});
