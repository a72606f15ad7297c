import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { playerBalances, transfer, type TransferRequest } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import * as schema from '../../server/tables.ts';
import { claimed, Code, coin, giftPlayer, info as giftInfo, lose, refused, toManilaNoon } from './bankrupt-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { forceStops, fund, losingStops, reqId, spinCall, start, stopsWinning } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { ageCards, expectError, expectOk, snapshot, stepUp } from './helpers.ts';
import { okCall, requestId } from './jackpot-helpers.ts';
import { info as limitInfo, setLimit } from './protection-helpers.ts';

/**
 * Boundaries and orders a mutation run of the server showed no test pinning down, each asserted as
 * the player sees it: the first-deposit bonus of an order paid after another deposit, a loss limit's
 * room after a win, the KYC amount of a withdrawal, the bankruptcy threshold, and the ledger's lock
 * order for existing accounts.
 */
const WELCOME = 5_000;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.77.${ips % 250}.${1 + Math.floor(ips / 250)}`);
const coinOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).coin;

interface Order {
  orderNo: string;
  payUrl: string;
  amount: number;
  firstDepositBonus: number;
}
const order = async (t: TestServer, p: Player, amount: number, firstDeposit: boolean) =>
  okCall('recharge', await t.call('recharge', { typeId: 1, amount, requestId: requestId('gap'), ...(firstDeposit ? { firstDeposit } : {}) }, { token: p.token })).order as Order;
const pay = async (t: TestServer, o: Order) => expect((await t.app.inject({ method: 'POST', url: `${o.payUrl}/pay` })).statusCode).toBe(303);
const orderNow = async (t: TestServer, p: Player, orderNo: string) => okCall('rechargeOrder', await t.call('rechargeOrder', { orderNo }, { token: p.token })).order as Order;
const offerTransfers = async (t: TestServer) => t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'first_deposit_bonus'));

describe(`mutation gaps: money boundaries (${databaseKind})`, () => {
  const t = useTestServer();

  it('first-deposit offer: an opted-in order paid after another, plain deposit was paid gets no bonus', async () => {
    const p = await player(t, 'fdsecond');
    // The opt-in is made while no deposit is paid (afterwards it is refused); a plain order is paid first.
    const optedIn = await order(t, p, 20_000, true);
    expect(optedIn.firstDepositBonus).toBe(20_000);
    const plain = await order(t, p, 30_000, false);
    expect(plain.firstDepositBonus).toBe(0);
    await pay(t, plain);
    expect(await coinOf(t, p)).toBe(WELCOME + 30_000);

    // The opted-in order is the player's second paid deposit: the deposit only, and the order says 0.
    await pay(t, optedIn);
    expect(await coinOf(t, p)).toBe(WELCOME + 30_000 + 20_000);
    expect(await orderNow(t, p, optedIn.orderNo)).toMatchObject({ status: 'paid', firstDepositBonus: 0 });
    expect(await offerTransfers(t)).toEqual([]);
    expect(okCall('firstDepositOffer', await t.call('firstDepositOffer', {}, { token: p.token }))).toMatchObject({ applies: false, hasDeposit: true, bonus: null });
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ coin: WELCOME + 50_000, withdrawable: 50_000 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('loss limit: a win in the period gives its amount back as room, so a stake refused before the win is taken after it', async () => {
    const win = stopsWinning(400, 200);
    const lossLimit = async (p: Player) => (await limitInfo(t, p.token)).limits.find((l: { kind: string }) => l.kind === 'loss');
    const p = await player(t, 'lossroom');
    await fund(t, p.userId, 100_000);
    const { sessionId } = await start(t, p.token);
    expectOk(await setLimit(t, p.token, 'loss', 'day', 1_000));

    let restore = forceStops(losingStops());
    try {
      expectOk(await spinCall(t, p.token, sessionId, 500));
      expectOk(await spinCall(t, p.token, sessionId, 200));
      expect(await lossLimit(p)).toMatchObject({ amount: 1_000, used: 700, left: 300 });
      // ₱5 is more than the ₱3 of room: refused, naming what is left.
      expectError(await spinCall(t, p.token, sessionId, 500), { status: 200, errcode: Errcode.selfLimitReached, msg: 'errors.protection.limit.lossDay', field: 'bet', params: { kind: 'loss', left: 3 } });
    } finally {
      restore();
    }

    // A ₱2 stake that wins ₱4: the day's net loss is ₱9 − ₱4 = ₱5, ₱5 of room.
    restore = forceStops(win);
    try {
      const round = okCall('slotSpin', await spinCall(t, p.token, sessionId, 200)).round;
      expect(round).toMatchObject({ bet: 200, win: 400 });
    } finally {
      restore();
    }
    expect(await lossLimit(p)).toMatchObject({ amount: 1_000, used: 500, left: 500 });

    restore = forceStops(losingStops());
    try {
      // The ₱5 stake refused before the win is taken now, and it uses the room up exactly.
      expectOk(await spinCall(t, p.token, sessionId, 500));
      expect(await lossLimit(p)).toMatchObject({ used: 1_000, left: 0 });
      expectError(await spinCall(t, p.token, sessionId, 100), { status: 200, errcode: Errcode.selfLimitReached, params: { kind: 'loss', left: 0 } });
    } finally {
      restore();
    }
    expect(await coinOf(t, p)).toBe(WELCOME + 100_000 - 500 - 200 - 200 + 400 - 500);
  });

  it('a withdrawal of exactly the KYC amount goes through without KYC; a peso more is refused (2002) changing nothing', async () => {
    // No welcome coins: no bonus balance held, so only the amount decides.
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SignUpBonus, false);
    const p = await player(t, 'kycedge');
    await depositPaid(t, p.token, 600_000);
    const { config } = await t.deps.config.get();
    expect(config.kycAmount).toBe(500_000);
    expect(expectOk(await t.call('getExchange', {}, { token: p.token }))).toMatchObject({ coin: 600_000, withdrawable: 600_000, kycAmount: 500_000, hasKyc: false });
    await stepUp(t, p.token);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09171230001' }, { token: p.token })).card as { id: number };
    await ageCards(t, p.userId);
    const withdraw = (amount: number) => t.call('exchange', { cardId: card.id, amount, requestId: reqId('kycedge') }, { token: p.token });

    const before = await snapshot(t);
    expectError(await withdraw(500_100), { status: 200, errcode: Errcode.kycRequired, field: 'amount', params: { amount: 5_000 } });
    expect(await snapshot(t)).toEqual(before);

    expect(expectOk(await withdraw(500_000))).toMatchObject({ withdrawal: { amount: 500_000, status: 'pending' }, coin: 100_000 });
    expect(await coinOf(t, p)).toBe(100_000);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('bankruptcy gift: ₱1 left (the threshold) is not bankrupt, changing nothing; a hundredth below it is', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'onepeso'); // ₱100 deposited + ₱50 welcome
    await lose(t, p, 14_900);
    expect(await coinOf(t, p)).toBe(100);
    expect(await giftInfo(t, p)).toMatchObject({ bankrupt: false, threshold: 100, currBet: 14_900, canReceiveLastMs: 0 });
    const before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNotBankrupt });
    expect(await snapshot(t)).toEqual(before);
    expect(await t.deps.db.select().from(schema.bankruptEpisodes).where(eq(schema.bankruptEpisodes.userId, p.userId))).toEqual([]);

    // ₱0.99: below the threshold, bankrupt, and the first award (₱149 bet ≥ ₱100) is paid.
    await fund(t, p.userId, -1);
    expect(await giftInfo(t, p)).toMatchObject({ bankrupt: true, threshold: 100 });
    expect(await claimed(t, p, 1)).toMatchObject({ items: [coin(1_000)] });
    expect(await coinOf(t, p)).toBe(99 + 1_000);
  });
});

describe(`mutation gaps: the ledger's lock order for existing accounts (${databaseKind})`, () => {
  const t = useTestServer();

  it('crossed transfers between two existing coin accounts, in opposite orders at once, 40 rounds: no deadlock, the sum kept', async () => {
    const a = await player(t, 'crossa');
    const b = await player(t, 'crossb');
    const accounts = await t.deps.db.select().from(schema.ledgerAccounts).where(eq(schema.ledgerAccounts.kind, 'coin'));
    expect(accounts.filter((row) => row.ownerId === a.userId || row.ownerId === b.userId)).toHaveLength(2);
    const between = (key: string, from: Player, to: Player, amount: number): TransferRequest => ({
      kind: 'test_cross',
      idempotencyKey: key,
      legs: [
        { account: { ownerId: from.userId, kind: 'coin' }, amount: -amount },
        { account: { ownerId: to.userId, kind: 'coin' }, amount },
      ],
    });
    const run = (request: TransferRequest) =>
      t.deps.db.transaction((tx) => transfer(tx, request)).then(
        () => null,
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    for (let round = 0; round < 40; round++) {
      // A→B and B→A twice each, all at once; the amounts differ so a lost transfer shows in the balances.
      const errors = await Promise.all([
        run(between(`cross-${round}-0`, a, b, 100)),
        run(between(`cross-${round}-1`, b, a, 300)),
        run(between(`cross-${round}-2`, a, b, 200)),
        run(between(`cross-${round}-3`, b, a, 100)),
      ]);
      expect(errors, `round ${round}`).toEqual([null, null, null, null]);
    }
    // Each round moves ₱3 from A to B and ₱4 back: ₱1 a round to A; the two together as they began.
    const [left, right] = [await coinOf(t, a), await coinOf(t, b)];
    expect(left + right).toBe(2 * WELCOME);
    expect([left, right]).toEqual([WELCOME + 40 * 100, WELCOME - 40 * 100]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true });
  });
});
