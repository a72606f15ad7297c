import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { assertHasDeposited } from '../../server/rewards/claim.ts';
import { unearnFromDeposit } from '../../server/jackpot/chances.ts';
import { jackpotRules } from '../../server/jackpot/config.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { betFor, chancesOf, draw, drawAs } from './jackpot-helpers.ts';
import { expectCleanAudit, listenFor, paidAtPaymongo, paymongoFor } from './reversal-helpers.ts';

/**
 * docs/payments.md "Refunds, chargebacks and card money": a deposit refunded, or charged back and lost, no
 * longer counts. total_recharge falls by the amount (the "has deposited" gate closes again when it was the
 * only deposit), and the jackpot takes back the chances it earned that are not spent (a chance drawn stays
 * drawn). A dispute opened or won changes none of it; a second delivery of a refund changes nothing.
 */
const PER_CHANCE = jackpotRules.depositPerChance; // ₱100
const POINTS_CELL = 3; // 100 points: a draw that moves no coin

let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

const totalRecharge = async (t: TestServer, userId: number) => {
  const [row] = await t.deps.db.select({ total: schema.users.totalRecharge }).from(schema.users).where(eq(schema.users.id, userId));
  return Number(row!.total);
};
const hasDeposited = (t: TestServer, userId: number) =>
  t.deps.db.transaction((tx) => assertHasDeposited(tx, userId)).then(
    () => true,
    (error: { errcode?: number }) => {
      expect(error.errcode).toBe(Errcode.rewardNeedsDeposit);
      return false;
    },
  );
const held = async (t: TestServer, userId: number) => {
  const c = await chancesOf(t, userId);
  return c.depositGranted + c.betGranted - c.spent;
};
const dispute = (t: TestServer, token: string, body: { orderNo: string; disputeRef: string; amount: number }) => consoleCall(t, 'consoleDisputeOpen', { reason: 'PayMongo dispute notice', ...body }, { token });
const resolve = (t: TestServer, token: string, id: number, outcome: 'won' | 'lost') => consoleCall(t, 'consoleDisputeResolve', { id, outcome, reason: `dispute ${outcome}` }, { token });

describe(`a reversed deposit takes back what it earned (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });
  const cardDeposit = (p: Player, amount: number) => paidAtPaymongo(t, fake, p.token, amount, 'card');

  it('a refunded card deposit: its chances go back, total_recharge falls by it, the deposit gates close again; a second delivery changes nothing', async () => {
    const p = await newPlayer(t, 'rvearn1');
    const paid = await cardDeposit(p, 5 * PER_CHANCE);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 5 * PER_CHANCE, depositGranted: 5, spent: 0 });
    expect(await totalRecharge(t, p.userId)).toBe(5 * PER_CHANCE);
    expect(await hasDeposited(t, p.userId)).toBe(true);

    const { events } = await fake.refund(paid.paymentId);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 0, spent: 0 });
    expect(await totalRecharge(t, p.userId)).toBe(0);
    // The only deposit: a free bonus needs a deposit again (5003), and so does a draw (1002).
    expect(await hasDeposited(t, p.userId)).toBe(false);
    expectError(await draw(t, p.token), { status: 200, errcode: Errcode.jackpotNeedsDeposit });

    for (const event of events) await fake.deliver(event);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 0 });
    expect(await totalRecharge(t, p.userId)).toBe(0);
    await expectCleanAudit(t);
  });

  it('with chances drawn, only the rest go back; the drawn ones count against the next deposits', async () => {
    const p = await newPlayer(t, 'rvearn2');
    const paid = await cardDeposit(p, 5 * PER_CHANCE);
    await drawAs(t, p.userId, POINTS_CELL);
    await drawAs(t, p.userId, POINTS_CELL);
    await fake.refund(paid.paymentId);
    // Two drawn stay granted (and their prizes the player's); three unspent are gone.
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 2, spent: 2 });
    expect(await held(t, p.userId)).toBe(0);
    expect(await t.deps.db.select().from(schema.jackpotDraws).where(eq(schema.jackpotDraws.userId, p.userId))).toHaveLength(2);
    // ₱300 more earns 3 by the running total, less the 2 granted already.
    await cardDeposit(p, 3 * PER_CHANCE);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 3 * PER_CHANCE, depositGranted: 3, spent: 2 });
    expect(await held(t, p.userId)).toBe(1);
    await expectCleanAudit(t);
  });

  it('a partial refund takes back what the rest no longer earns (floor), total_recharge falls by the part', async () => {
    const p = await newPlayer(t, 'rvearn3');
    const paid = await cardDeposit(p, 3.5 * PER_CHANCE);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositGranted: 3 });
    await fake.refund(paid.paymentId, { amount: 0.6 * PER_CHANCE });
    // ₱290 still counted: 2 chances kept.
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 2.9 * PER_CHANCE, depositGranted: 2 });
    expect(await totalRecharge(t, p.userId)).toBe(2.9 * PER_CHANCE);
    await fake.refund(paid.paymentId, { amount: 0.9 * PER_CHANCE });
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 2 * PER_CHANCE, depositGranted: 2 });
    expect(await totalRecharge(t, p.userId)).toBe(2 * PER_CHANCE);
    expect(await hasDeposited(t, p.userId)).toBe(true);
    await expectCleanAudit(t);
  });

  it('a deposit among others: only its own part goes; chances earned by bets are not the deposit\'s', async () => {
    const p = await newPlayer(t, 'rvearn4');
    await cardDeposit(p, 2 * PER_CHANCE);
    const paid = await cardDeposit(p, 4 * PER_CHANCE);
    expect(await betFor(t, p.userId, jackpotRules.betPerChance)).toBe(1);
    await fake.refund(paid.paymentId);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 2 * PER_CHANCE, depositGranted: 2, betGranted: 1, spent: 0 });
    expect(await totalRecharge(t, p.userId)).toBe(2 * PER_CHANCE);
    expect(await hasDeposited(t, p.userId)).toBe(true);
    await expectCleanAudit(t);
  });

  it('a chargeback: opened changes nothing of this, won restores nothing (nothing was taken), lost takes it back', async () => {
    const p = await newPlayer(t, 'rvearn5');
    const finance = await operatorWithSession(t, 'rvearn-fin', 'finance');
    const first = await cardDeposit(p, 3 * PER_CHANCE);
    const opened = expectOk(await dispute(t, finance.token, { orderNo: first.orderNo, disputeRef: 'DSP-EARN1', amount: 3 * PER_CHANCE })).dispute;
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 3 * PER_CHANCE, depositGranted: 3 });
    expect(await totalRecharge(t, p.userId)).toBe(3 * PER_CHANCE);
    expectOk(await resolve(t, finance.token, opened.id, 'won'));
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 3 * PER_CHANCE, depositGranted: 3 });
    expect(await totalRecharge(t, p.userId)).toBe(3 * PER_CHANCE);

    const second = expectOk(await dispute(t, finance.token, { orderNo: first.orderNo, disputeRef: 'DSP-EARN2', amount: 3 * PER_CHANCE })).dispute;
    await drawAs(t, p.userId, POINTS_CELL);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositGranted: 3, spent: 1 });
    expectOk(await resolve(t, finance.token, second.id, 'lost'));
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 1, spent: 1 });
    expect(await totalRecharge(t, p.userId)).toBe(0);
    expect(await hasDeposited(t, p.userId)).toBe(false);
    // A second outcome is refused and moves nothing.
    expect((await resolve(t, finance.token, second.id, 'lost')).status).toBe(409);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 1, spent: 1 });
    await expectCleanAudit(t);
  });

  it('a deposit credited before the jackpot ran counted nothing there, and takes nothing back', async () => {
    const p = await newPlayer(t, 'rvearn6');
    await cardDeposit(p, 2 * PER_CHANCE);
    const before = jackpotRules.startsAt - 1;
    expect(await t.deps.db.transaction((tx) => unearnFromDeposit(tx, p.userId, 2 * PER_CHANCE, before, t.deps.now()))).toBe(0);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 2 * PER_CHANCE, depositGranted: 2 });
    expect(await t.deps.db.transaction((tx) => unearnFromDeposit(tx, p.userId, 2 * PER_CHANCE, t.deps.now(), t.deps.now()))).toBe(2);
    expect(await chancesOf(t, p.userId)).toMatchObject({ depositCounted: 0, depositGranted: 0 });
  });
});
