import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, seededActivityTypes, snapshot } from './helpers.ts';
import { manilaTime } from './lottery-helpers.ts';

/**
 * The lottery in the console (docs/lottery.md "Console"): admins save products (audited, before and
 * after; 9721, 9722 change nothing), admins and compliance read products and draws, support and finance
 * are refused; the seeded default product and the activity's row (getActivityIds).
 */
describe(`lottery: the console (${databaseKind})`, () => {
  const t = useTestServer({ oneApp: true });

  it('roles: a stranger 401, support and finance 403; compliance reads and cannot save', async () => {
    const support = await operatorWithSession(t, 'lo-support', 'support');
    const finance = await operatorWithSession(t, 'lo-finance', 'finance');
    const compliance = await operatorWithSession(t, 'lo-comp', 'compliance');
    for (const call of ['consoleLotteryProducts', 'consoleLotteryProductSave', 'consoleLotteryDraws'] as const) {
      expectRefused(await consoleCall(t, call, { not: 'a body' }), 401);
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: finance.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    expectOk(await consoleCall(t, 'consoleLotteryProducts', {}, { token: compliance.token }));
    expectOk(await consoleCall(t, 'consoleLotteryDraws', {}, { token: compliance.token }));
    expectRefused(await consoleCall(t, 'consoleLotteryProductSave', { not: 'a body' }, { token: compliance.token }), 403, { msg: MessageKey.consoleRoleRefused });
  });

  it('the seeded product and activity; an admin creates and changes a product, audited, its next draw made at once; refusals change nothing', async () => {
    expect(seededActivityTypes()).toContain(ActivityId.Lottery);
    expect(expectOk(await t.call('getActivityIds', {})).activityIds).toContain(ActivityId.Lottery);
    const { token } = await operatorWithSession(t, 'lo-admin', 'admin');
    const call = (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
    const listed = expectOk(await call('consoleLotteryProducts', {}));
    expect(listed.activityOn).toBe(true);
    expect(listed.products).toEqual([expect.objectContaining({ name: 'Swerte 5/36', pick: 5, pool: 36, linePrice: 500, rtpBps: 5131, updatedBy: 'release' })]);

    const input = { name: 'Console 3/10', pick: 3, pool: 10, linePrice: 1000, maxLinesPerOrder: 5, cutoffMinutes: 5, drawTimes: [manilaTime(t.deps.now() + 3600_000)], paytable: [{ matches: 3, prize: 50_000 }], enabled: true, sort: 5 };
    const made = expectOk(await call('consoleLotteryProductSave', input)).product;
    expect(made).toMatchObject({ ...input, updatedBy: 'lo-admin' });
    const audits = () => query(t, sql`SELECT operator, target, before, after FROM console_audit WHERE call = 'consoleLotteryProductSave' ORDER BY id`);
    expect(await audits()).toEqual([{ operator: 'lo-admin', target: `lottery_product:${made.productId}`, before: null, after: made }]);
    const draws = await query(t, sql`SELECT state, line_price, seed FROM lottery_draws WHERE product_id = ${made.productId}`);
    expect(draws).toEqual([{ state: 'selling', line_price: expect.anything(), seed: null }]);

    const changed = expectOk(await call('consoleLotteryProductSave', { ...input, productId: made.productId, linePrice: 2000 })).product;
    expect(changed.linePrice).toBe(2000);
    expect((await audits())[1]).toMatchObject({ before: made, after: changed });
    // The draw on sale keeps the terms it was made with.
    expect(Number((await query(t, sql`SELECT line_price FROM lottery_draws WHERE product_id = ${made.productId}`))[0]!.line_price)).toBe(1000);

    const before = await snapshot(t);
    for (const bad of [{ pick: 10, pool: 10 }, { paytable: [{ matches: 4, prize: 100 }] }, { paytable: [{ matches: 3, prize: 100 }, { matches: 3, prize: 200 }] }, { drawTimes: ['10:00', '10:00'] }]) {
      expectError(await call('consoleLotteryProductSave', { ...input, ...bad }), { status: 400, errcode: Errcode.lotteryProductInvalid, msg: 'errors.console.lotteryProductInvalid' });
    }
    expectError(await call('consoleLotteryProductSave', { ...input, productId: 999_999 }), { status: 404, errcode: Errcode.lotteryConsoleProductNotFound });
    expectRefused(await call('consoleLotteryProductSave', { ...input, linePrice: 550 }), 400);
    expect(await snapshot(t)).toEqual(before);

    const list = expectOk(await call('consoleLotteryDraws', {}));
    expect(list.draws.find((d: { productId: number }) => d.productId === made.productId)).toMatchObject({ state: 'selling', lines: 0, sales: 0, prizes: 0, players: 0, seed: null });
  });
});
