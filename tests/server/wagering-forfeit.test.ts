import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import * as schema from '../../server/tables.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { grantReward } from '../../server/rewards/index.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, payoutCard, snapshot } from './helpers.ts';
import { forceStops, losingStops, reqId, singleLineWin, spinCall, start } from './games-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

// docs/rewards.md "Wagering": cash stakes first, a bonus and its winnings are the bonus balance, and a
// withdrawal while one is held forfeits it once the player confirms (exchange forfeitBonus; 2008 until then).
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.26.${ips}.1`);
const info = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token }));
const withdraw = (t: TestServer, p: Player, cardId: number, amount: number, forfeitBonus?: boolean) =>
  t.call('exchange', { cardId, amount, requestId: reqId('wd'), ...(forfeitBonus === undefined ? {} : { forfeitBonus }) }, { token: p.token });

const cardFor = (t: TestServer, p: Player) => payoutCard(t, p, `0917${String(7_000_000 + p.userId).padStart(7, '0')}`);

/** A deposit opted into the first-deposit offer, paid at the sandbox checkout. */
async function firstDeposit(t: TestServer, p: Player, amount: number) {
  const order = okCall('recharge', await t.call('recharge', { typeId: 1, amount, requestId: requestId('fd'), firstDeposit: true }, { token: p.token })).order as { payUrl: string };
  expect((await t.app.inject({ method: 'POST', url: `${order.payUrl}/pay` })).statusCode).toBe(303);
}

async function spins(t: TestServer, p: Player, stops: number[], n: number, bet: number) {
  const restore = forceStops(stops);
  try {
    const { sessionId } = await start(t, p.token);
    for (let i = 0; i < n; i++) expectOk(await spinCall(t, p.token, sessionId, bet));
  } finally {
    restore();
  }
}

/** What each of the player's requirements gave up to a withdrawal (hundredths), oldest first. */
const forfeits = async (t: TestServer, p: Player) =>
  (await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId)).orderBy(schema.rewardWagering.id)).map((w) => w.forfeited);

describe(`wagering: the bonus balance and its forfeit (${databaseKind})`, () => {
  const t = useTestServer();

  it('a first deposit withdrawn at once: 2008 names the bonus and changes nothing; confirmed, the bonus is forfeited and only the deposit leaves', async () => {
    const p = await player(t, 'farmer');
    await firstDeposit(t, p, 50_000);
    const cardId = await cardFor(t, p);
    const held = await info(t, p);
    // The ₱500 deposit is cash; the ₱500 bonus and the ₱50 welcome coins are the bonus balance.
    expect(held).toMatchObject({ coin: 105_000, locked: 55_000, withdrawable: 50_000 });

    const before = await snapshot(t);
    const refused = await withdraw(t, p, cardId, 50_000);
    expectError(refused, { status: 200, errcode: Errcode.bonusForfeitUnconfirmed, field: 'forfeitBonus' });
    expect(refused.body).toMatchObject({ params: { bonus: 550, turnoverLeft: held.turnoverLeft / 100 } });
    expectError(await withdraw(t, p, cardId, 50_000, false), { status: 200, errcode: Errcode.bonusForfeitUnconfirmed });
    // Reaching into the bonus is still 2007, confirmed or not.
    expectError(await withdraw(t, p, cardId, 60_000, true), { status: 200, errcode: Errcode.bonusLocked, msg: 'errors.wallet.bonusLocked' });
    expect(await snapshot(t)).toEqual(before);

    expect(expectOk(await withdraw(t, p, cardId, 50_000, true))).toMatchObject({ coin: 0, withdrawal: { amount: 50_000, status: 'pending' } });
    expect(await info(t, p)).toMatchObject({ coin: 0, locked: 0, withdrawable: 0, turnoverLeft: 0, bonusNeedsDeposit: false });
    expect(await forfeits(t, p)).toEqual([5000, 50_000]);
    const record = okCall('appUserCoinDetail', await t.call('appUserCoinDetail', { group: 'withdraw' }, { token: p.token })).list as { kind: string; amount: number }[];
    // One forfeit a bonus (the first-deposit bonus, the welcome coins), then the hold, newest first.
    expect(record.map((r) => [r.kind, r.amount])).toEqual([
      ['withdraw_hold', -50_000],
      ['bonus_forfeit', -50_000],
      ['bonus_forfeit', -5000],
    ]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('cash stakes first: cash wins are cash; once the cash is gone the bonus stakes, and what it wins stays bonus', async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 0); // the welcome coins are cash once deposited
    t.deps.config.invalidate();
    const p = await player(t, 'winner');
    await depositPaid(t, p.token, 20_000);
    await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: '2026-12-06', reason: 'test' }, key: 'cash-first', items: [{ propId: PropId.coin, count: 20_000 }], wagering: 10, now: Date.now() }),
    );
    expect(await info(t, p)).toMatchObject({ coin: 45_000, withdrawable: 25_000, locked: 20_000, turnoverLeft: 200_000 });
    const bet = fiesta.defaultBet;
    const win = singleLineWin(bet);

    await spins(t, p, win.stops, 1, bet); // cash stakes, cash wins
    expect(await info(t, p)).toMatchObject({ withdrawable: 25_000 - bet + win.expected, locked: 20_000 });

    // Lose the cash; the last losing stake reaches into the bonus.
    for (let n = 0; (await info(t, p)).withdrawable > 0 && n < 20; n++) await spins(t, p, losingStops(), 1, 5000);
    const spent = await info(t, p);
    expect(spent).toMatchObject({ withdrawable: 0, locked: spent.coin });
    expect(spent.coin).toBeLessThanOrEqual(20_000);
    await spins(t, p, win.stops, 1, bet);
    expect(await info(t, p)).toMatchObject({ coin: spent.coin - bet + win.expected, locked: spent.coin - bet + win.expected, withdrawable: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a bonus still waiting for its deposit, its turnover met, still stakes and wins as bonus', async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 0); // no turnover: only the deposit it waits for
    t.deps.config.invalidate();
    const p = await player(t, 'waitwin');
    expect(await info(t, p)).toMatchObject({ coin: 5000, locked: 5000, withdrawable: 0, turnoverLeft: 0, bonusNeedsDeposit: true });
    const bet = fiesta.defaultBet;
    const win = singleLineWin(bet);
    await spins(t, p, win.stops, 1, bet);
    await spins(t, p, losingStops(), 1, bet);
    const coin = 5000 - 2 * bet + win.expected;
    expect(await info(t, p)).toMatchObject({ coin, locked: coin, withdrawable: 0 });
    // The requirement's own balance follows the coin it staked, not only the lock the coin caps.
    const [row] = await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId));
    expect(row!.balance).toBe(coin);
  });

  it('ten confirmed withdrawals at once, as from several tabs: the bonus is forfeited once and the cash never goes below zero', async () => {
    const p = await player(t, 'tabs');
    await firstDeposit(t, p, 50_000);
    const cardId = await cardFor(t, p);
    const { config } = await t.deps.config.get();
    const amount = Math.max(config.withdrawConfig.minAmount, 10_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(t, p, cardId, amount, true)));
    const ok = answers.filter((a) => a.body.errcode === 0).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(Math.min(Math.floor(50_000 / amount), config.withdrawConfig.dailyCount));
    expect(await forfeits(t, p)).toEqual([5000, 50_000]);
    expect(await info(t, p)).toMatchObject({ coin: 50_000 - ok * amount, locked: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('without a bonus balance nothing is asked; a bonus granted later asks again, once', async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 0); // the welcome coins unlock with the deposit
    t.deps.config.invalidate();
    const p = await player(t, 'again');
    await depositPaid(t, p.token, 30_000);
    const cardId = await cardFor(t, p);
    expect(await info(t, p)).toMatchObject({ coin: 35_000, locked: 0, withdrawable: 35_000 });
    expectOk(await withdraw(t, p, cardId, 10_000));

    await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: '2026-12-06', reason: 'test' }, key: 'again', items: [{ propId: PropId.coin, count: 2000 }], wagering: 5, now: Date.now() }),
    );
    expect(await info(t, p)).toMatchObject({ coin: 27_000, locked: 2000, withdrawable: 25_000, turnoverLeft: 10_000 });
    expectError(await withdraw(t, p, cardId, 10_000), { status: 200, errcode: Errcode.bonusForfeitUnconfirmed });
    expectOk(await withdraw(t, p, cardId, 10_000, true));
    expect(await info(t, p)).toMatchObject({ coin: 15_000, locked: 0, withdrawable: 15_000, turnoverLeft: 0 });
    expectOk(await withdraw(t, p, cardId, 10_000));
    expect(await forfeits(t, p)).toEqual([0, 2000]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});
