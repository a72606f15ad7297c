import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { createMailJob } from '../../server/mail/index.ts';
import { mailJobs, mailMessages } from '../../server/mail/schema.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { testDatabaseUrl } from './harness.ts';
import { callServer, useTwoServerProcesses } from './processes.ts';

/**
 * The inbox on two server processes sharing one PostgreSQL (docs/mail.md): one attachment claimed 50
 * times across both pays once, and a send queued in the database is worked by both processes'
 * background batches (skip-locked) with every player written once. PostgreSQL only, as multiprocess.test.ts.
 */
describe.skipIf(!testDatabaseUrl)('mail on two server processes', () => {
  const { ports, databaseUrl } = useTwoServerProcesses(testDatabaseUrl!, 'mail-two', 19800);

  it('50 claims of one attachment across both processes pay once; a queued send is written once by both', { timeout: 120_000 }, async () => {
    const token = (await callServer(ports[0], 'accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' })).token as string;
    const userId = ((await callServer(ports[0], 'getAfterLoginInfoWeb', {}, token)).userInfo as { id: number }).id;
    const setup = await openDatabase({ url: databaseUrl(), poolSize: 2 });
    try {
      const [mail] = await setup.db
        .insert(mailMessages)
        .values({ userId, kind: 'operator', title: 'Compensation', body: 'Sorry', items: [{ propId: 2001, count: 5000 }], expiresAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const before = (await callServer(ports[1], 'refreshData', {}, token)).coin as number;
      const claims = await Promise.all(Array.from({ length: 50 }, (_, i) => callServer(ports[i % 2]!, 'receiveMail', { id: mail!.id }, token)));
      expect(claims.filter((c) => c.errcode === 0)).toHaveLength(1);
      expect(claims.filter((c) => c.errcode === 8003)).toHaveLength(49);
      expect((await callServer(ports[1], 'refreshData', {}, token)).coin).toBe(before + 5000);

      // A send queued straight in the database: neither process was asked, both pollers work it.
      const job = await setup.db.transaction((tx) =>
        createMailJob(
          tx,
          { audience: { kind: 'segment' }, title: 'Hello', body: 'Everyone', items: [], promo: false, wagering: 0, expiresDays: 7, reason: 'test', operatorId: null, operator: 'test' },
          Number.MAX_SAFE_INTEGER,
          Date.now(),
        ),
      );
      await expect
        .poll(async () => (await setup.db.select().from(mailJobs).where(eq(mailJobs.id, job.id)))[0]!.status, { timeout: 30_000 })
        .toBe('done');
      const [written] = await setup.db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.jobId, job.id));
      expect(Number(written!.n)).toBe(job.total);
      expect(await auditBooks(setup.db)).toMatchObject({ ok: true, problems: [] });
    } finally {
      await setup.close();
    }
  });
});
