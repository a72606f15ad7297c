import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectError, expectOk, snapshot, stepUp } from './helpers.ts';
import { reqId } from './games-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { lose, toManilaNoon } from './bankrupt-helpers.ts';
import { expectCleanAudit } from './reversal-helpers.ts';
import { freezeAt } from './frozen-clock.ts';

/**
 * Chargebacks where the second pass over the mutation pool (docs/mutation-hardening.md) found no
 * assertion: a dispute on an order never credited, and debts of one centavo (held, cancelled by a
 * dispute won, settled by finance), asserted as finance and the player see them.
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.85.${ips % 250}.1`);
const open = (t: TestServer, token: string, body: { orderNo: string; disputeRef: string; amount: number }) => consoleCall(t, 'consoleDisputeOpen', { reason: 'PayMongo dispute notice', ...body }, { token });
const resolve = (t: TestServer, token: string, id: number, outcome: 'won' | 'lost') => consoleCall(t, 'consoleDisputeResolve', { id, outcome, reason: `dispute ${outcome}` }, { token });
const settle = (t: TestServer, token: string, userId: number) => consoleCall(t, 'consoleWalletHoldResolve', { userId, reason: 'debt settled' }, { token });
const DAY = 24 * 3600_000;

const held = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token })).withdrawHold as boolean;

describe(`mutation hardening 2: chargebacks (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // reversals.ts:60: only a credited (paid) order can be disputed; an order never paid moves nothing.
  it('a dispute on an order that was never paid is 404 and changes nothing', async () => {
    const p = await player(t, 'unpaid');
    const finance = await operatorWithSession(t, 'mh2-fin-a', 'finance');
    const pending = expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token: p.token })).order as { orderNo: string };
    const before = await snapshot(t);
    expectRefused(await open(t, finance.token, { orderNo: pending.orderNo, disputeRef: 'DSP-MH2-1', amount: 10_000 }), 404, { msg: MessageKey.consoleDisputeNoDeposit, field: 'orderNo' });
    expect(await snapshot(t)).toEqual(before);
    expect(await t.deps.db.select().from(schema.depositReversals).where(eq(schema.depositReversals.orderNo, pending.orderNo))).toEqual([]);
  });

  // reversals.ts:148 (`> 0`, both sides), holds.ts:25, reversals.ts:193 (`> 0` and `> 0` → `> 1`), :215.
  it('one centavo of debt: it holds, a dispute won cancels it, finance settles it once; a dispute won without debt cancels none', async () => {
    toManilaNoon(t);
    const p = await player(t, 'centavo');
    const finance = await operatorWithSession(t, 'mh2-fin-b', 'finance');
    const first = await depositPaid(t, p.token, 10_000);

    // Won with nothing owed: no debt to cancel.
    const a = expectOk(await open(t, finance.token, { orderNo: first, disputeRef: 'DSP-MH2-A', amount: 5_000 })).dispute;
    expect(a).toMatchObject({ taken: 5_000, debt: 0 });
    expect(expectOk(await resolve(t, finance.token, a.id, 'won')).dispute).toMatchObject({ status: 'won', debt: 0, debtSettledAt: null });

    // Lost with a debt of one centavo: withdrawals held until finance settles it.
    await lose(t, p, (await coinOf(t, p.userId)) - 100);
    expect(await coinOf(t, p.userId)).toBe(100);
    const b = expectOk(await open(t, finance.token, { orderNo: first, disputeRef: 'DSP-MH2-B', amount: 101 })).dispute;
    expect(b).toMatchObject({ taken: 100, debt: 1 });
    expect(expectOk(await resolve(t, finance.token, b.id, 'lost')).dispute).toMatchObject({ status: 'lost', debt: 1, debtSettledAt: null });
    expect(await held(t, p)).toBe(true);
    const settled = expectOk(await settle(t, finance.token, p.userId));
    expect(settled).toMatchObject({ settled: [{ id: b.id, debt: 1, collected: 0, writtenOff: 1 }], hold: null });
    expect(await held(t, p)).toBe(false);
    // Nothing left to settle: 409, and no second audit row.
    expectRefused(await settle(t, finance.token, p.userId), 409, { msg: MessageKey.consoleHoldNothingToSettle });
    const audits = await t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.call, 'consoleWalletHoldResolve'));
    expect(audits.filter((row) => row.target === `player:${p.userId}`)).toHaveLength(1);

    // Won with a debt of one centavo: the debt is cancelled and the hold ends.
    const second = await depositPaid(t, p.token, 10_000);
    await lose(t, p, 100);
    const coin = await coinOf(t, p.userId);
    const c = expectOk(await open(t, finance.token, { orderNo: second, disputeRef: 'DSP-MH2-C', amount: coin + 1 })).dispute;
    expect(c).toMatchObject({ taken: coin, debt: 1 });
    expect(await held(t, p)).toBe(true);
    const won = expectOk(await resolve(t, finance.token, c.id, 'won')).dispute;
    expect(won.debtSettledAt).toBeTypeOf('number');
    expect(await held(t, p)).toBe(false);
    expect(await coinOf(t, p.userId)).toBe(coin);
    await expectCleanAudit(t);
  });

  // card-hold.ts:20: a new card pays out from the end of its 24-hour hold, to the millisecond.
  it('a card added at t0 is refused a payout at t0 + 24 h − 1 ms and pays out at t0 + 24 h', async () => {
    const p = await player(t, 'newcard');
    await depositPaid(t, p.token, 20_000);
    await stepUp(t, p.token);
    const t0 = t.deps.now();
    freezeAt(t, t0);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09185550001' }, { token: p.token })).card as { id: number };
    vi.restoreAllMocks();
    t.advance(t0 + DAY - 60_000 - t.deps.now());
    await stepUp(t, p.token); // argon2 takes real time: the step-up before the clock is held
    const exchange = (id: string) => t.call('exchange', { cardId: card.id, amount: 10_000, requestId: id, forfeitBonus: true }, { token: p.token });
    freezeAt(t, t0 + DAY - 1);
    expectError(await exchange(reqId('wd')), { status: 403, errcode: 403, field: 'cardId', msg: 'errors.security.cardTooNew' });
    freezeAt(t, t0 + DAY);
    expect(expectOk(await exchange(reqId('wd'))).withdrawal).toMatchObject({ amount: 10_000, status: 'pending' });
  });
});
