import { describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords.ts';
import { productionHashCost, useTestServer } from './harness.ts';
import { ADULT, PASSWORD, expectOk, userCount } from './helpers.ts';

// Hashes at the production cost: this file's timing is about the hashing queue (harness.ts).
productionHashCost();

// Concurrent argon2 hashes are capped (server/auth/passwords.ts, work-queue.ts): a flood of
// sign-ups cannot stall sign-ins, and past the queue callers are refused at once.
describe('password hashing under a burst', () => {
  const t = useTestServer();

  it('50 registrations at once: a sign-in sent meanwhile waits for no queued registration', async () => {
    const events: { kind: string; lane: string }[] = [];
    passwordWork.observe((event) => events.push(event));
    try {
      const registrations = Array.from({ length: 50 }, (_, i) =>
        t.call('accountRegist', { account: `burst${i}`, password: PASSWORD, birthDate: ADULT }, { ip: `10.9.${i}.1` }),
      );
      // Let the registrations reach the hash queue, then sign in.
      while (passwordWork.load().waiting < 10) await new Promise((resolve) => setTimeout(resolve, 5));
      const signIn = t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password });
      const [login, ...done] = await Promise.all([signIn, ...registrations]);
      expectOk(login!);
      for (const res of done) expectOk(res);

      const queued = events.findIndex((e) => e.kind === 'queued' && e.lane === 'urgent');
      const started = events.findIndex((e) => e.kind === 'started' && e.lane === 'urgent');
      expect(queued).toBeGreaterThanOrEqual(0);
      // Between the sign-in joining the queue and starting, no registration started: it took the
      // first free slot, ahead of the dozens of registrations already waiting.
      expect(events.slice(queued + 1, started).filter((e) => e.kind === 'started')).toEqual([]);
      const waitingAhead = events.slice(queued).filter((e) => e.kind === 'started' && e.lane === 'normal').length;
      expect(waitingAhead).toBeGreaterThan(10);
    } finally {
      passwordWork.observe(null);
    }
    expect(passwordWork.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('beyond the queue, a registration is refused at once with 429 and retryAfter, and creates nothing', async () => {
    const before = await userCount(t);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => t.call('accountRegist', { account: `flood${i}`, password: PASSWORD, birthDate: ADULT }, { ip: `10.8.${i}.1` })),
    );
    const busy = results.filter((r) => r.body.errcode === 429);
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(busy.length + ok.length).toBe(120);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) expect(res).toMatchObject({ status: 429, body: { msg: 'errors.auth.signinBusy', params: { retryAfter: 2 } } });
    expect(await userCount(t)).toBe(before + ok.length);
    // And the server is fine afterwards.
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }));
  });
});
