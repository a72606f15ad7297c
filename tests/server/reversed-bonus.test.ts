import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk } from './helpers.ts';
import { newPlayer, play } from './console-play.ts';
import { FIESTA } from './games-helpers.ts';
import { consoleCall, operatorWithSession, query } from './console-helpers.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { expectCleanAudit, listenFor, paidAtPaymongo, paymongoFor } from './reversal-helpers.ts';

/**
 * Issue 26, docs/rewards.md "A reversed deposit": a deposit refunded or charged back takes back the open
 * bonus it brought (the first-deposit bonus and what it won) before its own amount leaves the coin; the
 * welcome coins, which no deposit brought, stay; a second reversal of the same order finds nothing more.
 */
const WELCOME = 5000;

let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

const bonusRows = (t: TestServer, userId: number) =>
  query(t, sql`SELECT w.balance::int AS balance, w.forfeited::int AS forfeited, w.forfeited_at IS NOT NULL AS closed, g.reason FROM reward_wagering w JOIN reward_grants g ON g.id = w.grant_id WHERE w.user_id = ${userId} ORDER BY w.id`);
const reversedTransfers = (t: TestServer) => t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'bonus_reversed'));
const exchangeInfo = async (t: TestServer, token: string) => expectOk(await t.call('getExchange', {}, { token }));

describe(`a reversed deposit takes back its bonus (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });

  it('a refunded first deposit: its ₱500 bonus goes back first, then the ₱500; the welcome coins stay; a replay moves nothing', async () => {
    const p = await newPlayer(t, 'rvbonus1');
    const paid = await paidAtPaymongo(t, fake, p.token, 50_000, 'gcash', { firstDeposit: true });
    expect(await coinOf(t, p.userId)).toBe(WELCOME + 50_000 + 50_000);
    const { events } = await fake.refund(paid.paymentId);

    expect(await coinOf(t, p.userId)).toBe(WELCOME);
    expect(await bonusRows(t, p.userId)).toEqual([
      { balance: WELCOME, forfeited: 0, closed: false, reason: 'signup' },
      { balance: 0, forfeited: 50_000, closed: true, reason: 'first_deposit_bonus' },
    ]);
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: WELCOME, locked: WELCOME, withdrawable: 0, withdrawHold: false });
    for (const event of events) await fake.deliver(event);
    expect(await coinOf(t, p.userId)).toBe(WELCOME);
    expect(await reversedTransfers(t)).toHaveLength(1);
    await expectCleanAudit(t);
  });

  it('a chargeback after play: the bonus balance left goes back, the rest of the dispute is a debt; winning the dispute does not restore the bonus', async () => {
    const p = await newPlayer(t, 'rvbonus2');
    const finance = await operatorWithSession(t, 'rv-finance', 'finance');
    const { orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000, 'gcash', { firstDeposit: true });
    await play(t, p.token, FIESTA, 10, { bet: 10_000 });
    const [, bonusBefore] = (await bonusRows(t, p.userId)) as { balance: number }[];
    const coin = await coinOf(t, p.userId);
    expect(bonusBefore!.balance).toBeLessThanOrEqual(coin);

    const { dispute } = expectOk(await consoleCall(t, 'consoleDisputeOpen', { orderNo, disputeRef: 'DSP-RV1', amount: 50_000, reason: 'chargeback notice' }, { token: finance.token }));
    const left = coin - bonusBefore!.balance;
    expect(dispute).toMatchObject({ amount: 50_000, taken: Math.min(left, 50_000), debt: 50_000 - Math.min(left, 50_000) });
    expect(await coinOf(t, p.userId)).toBe(left - Math.min(left, 50_000));
    const [, bonusAfter] = (await bonusRows(t, p.userId)) as { balance: number; forfeited: number; closed: boolean }[];
    expect(bonusAfter).toMatchObject({ balance: 0, forfeited: bonusBefore!.balance, closed: true });

    // Won: the frozen money comes back, the bonus stays closed and nothing more of it moves.
    const transfers = (await reversedTransfers(t)).length;
    expectOk(await consoleCall(t, 'consoleDisputeResolve', { id: dispute.id, outcome: 'won', reason: 'dispute won' }, { token: finance.token }));
    expect(await coinOf(t, p.userId)).toBe(left);
    expect((await bonusRows(t, p.userId))[1]).toMatchObject({ balance: 0, closed: true });
    expect((await reversedTransfers(t)).length).toBe(transfers);
    await expectCleanAudit(t);
  });
});
