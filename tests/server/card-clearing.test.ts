import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD } from './helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { expectCleanAudit, listenFor, paidAtPaymongo, paymongoFor, withdraw } from './reversal-helpers.ts';

/**
 * Issue 26: money deposited by card (PayMongo `source.type` card) may not leave by e-wallet or bank for
 * withdrawConfig.cardClearingDays (7): exchange refuses that part with 2010 naming when it clears; the rest
 * of the cash withdraws; an e-wallet deposit withdraws at once (docs/payments.md).
 */
let fake: FakePaymongo;
let clock = () => Date.now();
beforeAll(async () => {
  fake = await startFakePaymongo({ now: () => clock() });
});
afterAll(() => fake.close());

const DAY = 86_400_000;
const manila = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const exchangeInfo = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token }));
/** A fresh sign-in: days later the first token is idle past its limit. */
async function signedIn(t: TestServer, p: Player): Promise<Player> {
  const body = expectOk(await t.call('accountLogin', { type: 2, account: p.account, password: PASSWORD }));
  return { ...p, token: body.token as string };
}

describe(`card money clears before it leaves (${databaseKind})`, () => {
  const t = useTestServer({ payments: () => paymongoFor(fake)() });
  beforeEach(async () => {
    clock = t.deps.now;
    await listenFor(t, fake);
  });

  it('a card deposit cannot be withdrawn for 7 days, the rest of the cash can; after 7 days it can', async () => {
    const p = await newPlayer(t, 'cardpay');
    const { orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000, 'card');
    const [order] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, orderNo));
    expect(order!.paymentMethod).toBe('card');
    const clearsAt = order!.settledAt!.getTime() + 7 * DAY;
    expect(await exchangeInfo(t, p)).toMatchObject({ cardUncleared: 50_000, cardClearsAt: clearsAt, withdrawHold: false });

    expectError(await withdraw(t, p, 10_000), { status: 200, errcode: Errcode.cardDepositUncleared, params: { amount: 500, withdrawable: 0, at: manila(clearsAt) } });
    // An e-wallet deposit beside it withdraws at once; the card money stays.
    await paidAtPaymongo(t, fake, p.token, 30_000, 'gcash');
    expectOk(await withdraw(t, p, 30_000));
    expectError(await withdraw(t, p, 10_000), { status: 200, errcode: Errcode.cardDepositUncleared, params: { amount: 500, withdrawable: 0 } });

    t.advance(7 * DAY - 60_000);
    const later = await signedIn(t, p);
    expectError(await withdraw(t, later, 10_000), { status: 200, errcode: Errcode.cardDepositUncleared });
    t.advance(2 * 60_000);
    const cleared = await signedIn(t, p);
    expect(await exchangeInfo(t, cleared)).toMatchObject({ cardUncleared: 0, cardClearsAt: null });
    expectOk(await withdraw(t, cleared, 50_000));
    await expectCleanAudit(t);
  });

  it('a clearing time of one day holds a card deposit that day (0 days: none), and lets it go after', async () => {
    const { config } = await t.deps.config.get();
    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, cardClearingDays: 1 });
    t.deps.config.invalidate();
    const p = await newPlayer(t, 'cardday');
    const { orderNo } = await paidAtPaymongo(t, fake, p.token, 50_000, 'card');
    const [order] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, orderNo));
    const clearsAt = order!.settledAt!.getTime() + DAY;
    expect(await exchangeInfo(t, p)).toMatchObject({ cardUncleared: 50_000, cardClearsAt: clearsAt });
    expectError(await withdraw(t, p, 10_000), { status: 200, errcode: Errcode.cardDepositUncleared, params: { amount: 500, withdrawable: 0, at: manila(clearsAt) } });

    t.advance(DAY + 60_000);
    const cleared = await signedIn(t, p);
    expect(await exchangeInfo(t, cleared)).toMatchObject({ cardUncleared: 0, cardClearsAt: null });
    expectOk(await withdraw(t, cleared, 10_000));

    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, cardClearingDays: 0 });
    t.deps.config.invalidate();
    const q = await newPlayer(t, 'cardnone');
    await paidAtPaymongo(t, fake, q.token, 20_000, 'card');
    expect(await exchangeInfo(t, q)).toMatchObject({ cardUncleared: 0, cardClearsAt: null });
    expectOk(await withdraw(t, q, 20_000));
    await expectCleanAudit(t);
  });

  it('an e-wallet deposit withdraws at once', async () => {
    const p = await newPlayer(t, 'gcashpay');
    await paidAtPaymongo(t, fake, p.token, 20_000, 'gcash');
    expect(await exchangeInfo(t, p)).toMatchObject({ cardUncleared: 0, cardClearsAt: null });
    expectOk(await withdraw(t, p, 20_000));
    await expectCleanAudit(t);
  });
});
