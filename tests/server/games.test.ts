import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { betTotals } from '../../server/games/betTotals.ts';
import { seamlessWallet } from '../../server/games/provider.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { exactRtp } from '../../server/games/house/engine.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { FIESTA, forceStops, fund, losingStops, MAINTENANCE_GAME, okCall, PERLAS, reqId, spinCall, start } from './games-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectError, expectOk, registerAccount } from './helpers.ts';

const roundsOf = (t: ReturnType<typeof useTestServer>, userId: number) => t.deps.db.select().from(schema.gameRounds).where(eq(schema.gameRounds.userId, userId));

describe(`games: sessions and the catalog (${databaseKind})`, () => {
  const t = useTestServer();

  it('the catalog lists the house slots in appConfig, one in maintenance', async () => {
    const { config } = okCall('anonymous/appConfig', await t.call('anonymous/appConfig'));
    expect(config.gameList.filter((g: { status: number }) => g.status === 1).length).toBeGreaterThanOrEqual(3);
    expect(config.gameList.find((g: { id: number }) => g.id === MAINTENANCE_GAME)).toMatchObject({ status: 2 });
    expect(config.gameBrands).toEqual([{ id: 1, name: 'Swerte Originals', status: 1, sort: 1 }]);
  });

  it('startGame opens a session: real play answers the coin, tryIt demo credits; 4001, 4002, 401', async () => {
    const token = await t.loginDemo();
    const real = await start(t, token);
    expect(real).toMatchObject({ tryIt: false, balance: 105000 });
    expect(real.launchUrl).toBe(`/game/play/${FIESTA}?session=${real.sessionId}`);
    const demo = await start(t, token, PERLAS, true);
    expect(demo).toMatchObject({ tryIt: true, balance: 200000 });
    expect(demo.launchUrl).toBe(`/game/play/${PERLAS}?session=${demo.sessionId}&tryIt=1`);
    expectError(await t.call('startGame', { gameId: MAINTENANCE_GAME }, { token }), { status: 200, errcode: Errcode.gameMaintenance });
    expectError(await t.call('startGame', { gameId: 9999 }, { token }), { status: 200, errcode: Errcode.gameUnavailable });
    expectError(await t.call('startGame', { gameId: FIESTA }), { status: 401, errcode: 401 });
  });

  it('a game switched off answers 4001; a brand (provider) in maintenance answers 4002 for its games, open sessions included', async () => {
    const token = await t.loginDemo();
    const { config } = await t.deps.config.get();
    const setConfig = async (key: string, value: unknown) => {
      await appConfigRepo(t.deps.db).upsert(key, value);
      t.deps.config.invalidate();
    };
    await setConfig('gameList', config.gameList.map((g) => (g.id === PERLAS ? { ...g, status: 0 } : g)));
    expectError(await t.call('startGame', { gameId: PERLAS }, { token }), { status: 200, errcode: Errcode.gameUnavailable });
    expectError(await t.call('slotInfo', { gameId: PERLAS }), { status: 200, errcode: Errcode.gameUnavailable });
    const { sessionId } = await start(t, token, FIESTA);
    const id = reqId();
    const first = okCall('slotSpin', await spinCall(t, token, sessionId, 200, id));
    await setConfig('gameBrands', config.gameBrands.map((b) => ({ ...b, status: 2 })));
    expectError(await t.call('startGame', { gameId: FIESTA }, { token }), { status: 200, errcode: Errcode.gameMaintenance });
    // An open session stops taking bets; a retry of a settled spin still answers it.
    expectError(await spinCall(t, token, sessionId), { status: 200, errcode: Errcode.gameMaintenance });
    expect(okCall('slotSpin', await spinCall(t, token, sessionId, 200, id)).round).toEqual(first.round);
  });

  it('slotInfo is public: paytable, lines, bets and the RTP; maintenance 4002', async () => {
    const { info } = okCall('slotInfo', await t.call('slotInfo', { gameId: FIESTA }));
    expect(info).toMatchObject({ gameId: FIESTA, theme: 'fiesta', reels: 5, rows: 3, rtpBps: fiesta.rtpBps, defaultBet: 200 });
    expect(info.lines).toHaveLength(20);
    expect(info.symbols).toHaveLength(10);
    expect(Math.abs(exactRtp(fiesta).rtp * 10000 - info.rtpBps)).toBeLessThan(1);
    expectError(await t.call('slotInfo', { gameId: MAINTENANCE_GAME }), { status: 200, errcode: Errcode.gameMaintenance });
  });

  it('gameLike adds, lists and removes favourites', async () => {
    const token = await t.loginDemo();
    expect(okCall('gameLike', await t.call('gameLike', { gameId: FIESTA }, { token })).gameLikeIds).toEqual([FIESTA]);
    expect(okCall('gameLike', await t.call('gameLike', { gameId: PERLAS, like: true }, { token })).gameLikeIds).toEqual([FIESTA, PERLAS]);
    expect(okCall('gameLike', await t.call('gameLike', { gameId: FIESTA }, { token })).gameLikeIds).toEqual([FIESTA, PERLAS]);
    expect(okCall('gameLike', await t.call('gameLike', { gameId: FIESTA, like: false }, { token })).gameLikeIds).toEqual([PERLAS]);
    expect(okCall('gameLike', await t.call('gameLike', {}, { token })).gameLikeIds).toEqual([PERLAS]);
    expectError(await t.call('gameLike', { gameId: 9999 }, { token }), { status: 200, errcode: Errcode.gameUnavailable });
  });

  it('online records the game the player is in', async () => {
    const token = await t.loginDemo();
    okCall('online', await t.call('online', { gameId: FIESTA }, { token }));
  });
});

describe(`games: the house slot's spins (${databaseKind})`, () => {
  const t = useTestServer();

  it('a real spin debits the bet and credits the win in one step, recorded; a retry answers the first round', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await start(t, token);
    const id = reqId();
    const first = okCall('slotSpin', await spinCall(t, token, sessionId, 1000, id));
    const { round } = first;
    expect(round).toMatchObject({ gameId: FIESTA, bet: 1000, tryIt: false, balanceBefore: 105000 });
    expect(round.balanceAfter).toBe(105000 - 1000 + round.win);
    expect(first.balance).toBe(round.balanceAfter);
    expect(round.win).toBe(round.wins.reduce((s: number, w: { amount: number }) => s + w.amount, 0));
    expect(await coinOf(t, demo.id)).toBe(round.balanceAfter);
    const again = okCall('slotSpin', await spinCall(t, token, sessionId, 1000, id));
    expect(again.round).toEqual(round);
    expect(await coinOf(t, demo.id)).toBe(round.balanceAfter);
    expect(await roundsOf(t, demo.id)).toHaveLength(1);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('refuses a bet off the levels (400 bet), a closed or foreign session (4003), a bet over the balance (2001), changing nothing', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await start(t, token);
    expectError(await spinCall(t, token, sessionId, 150), { status: 400, errcode: 400, field: 'bet', msg: 'errors.wallet.wholePesos' });
    // Whole pesos but not one of the steps (₱1, 2, 5, 10, 20, 50, 100).
    expectError(await spinCall(t, token, sessionId, 300), { status: 400, errcode: 400, field: 'bet' });
    expectError(await spinCall(t, token, 'no-such-session'), { status: 200, errcode: Errcode.gameSessionClosed });
    const other = await registerAccount(t, 'otherplayer');
    expectError(await spinCall(t, other.token, sessionId), { status: 200, errcode: Errcode.gameSessionClosed });
    // ₱1,050 cannot cover a ₱5,000 bet... the demo player has 105000: bet 10000 twice more than it.
    const poor = await registerAccount(t, 'poorplayer');
    const poorSession = await start(t, poor.token);
    const before = await coinOf(t, poor.userId);
    expect(before).toBeLessThan(10000);
    expectError(await spinCall(t, poor.token, poorSession.sessionId, 10000), { status: 200, errcode: Errcode.insufficientBalance });
    expect(await coinOf(t, poor.userId)).toBe(before);
    expect(await roundsOf(t, poor.userId)).toHaveLength(0);
    okCall('exitGame', await t.call('exitGame', { sessionId }, { token }));
    expectError(await spinCall(t, token, sessionId), { status: 200, errcode: Errcode.gameSessionClosed });
    expectError(await t.call('exitGame', { sessionId }, { token: other.token }), { status: 200, errcode: Errcode.gameSessionClosed });
    expect(await roundsOf(t, demo.id)).toHaveLength(0);
    expect(await coinOf(t, demo.id)).toBe(105000);
  });

  it('tryIt spins move the demo credits only: coin, records, totals untouched', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await start(t, token, FIESTA, true);
    let balance = 200000;
    for (let i = 0; i < 5; i++) {
      const res = okCall('slotSpin', await spinCall(t, token, sessionId, 10000));
      expect(res.round.tryIt).toBe(true);
      expect(res.round.balanceBefore).toBe(balance);
      balance = balance - 10000 + res.round.win;
      expect(res.balance).toBe(balance);
    }
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(okCall('betRecord', await t.call('betRecord', {}, { token })).total).toBe(0);
    expect(okCall('slotRecall', await t.call('slotRecall', { gameId: FIESTA }, { token })).list).toEqual([]);
    expect(await betTotals(t.deps.db, demo.id)).toEqual({ bet: 0, validBet: 0, win: 0, count: 0 });
    expect(okCall('refreshData', await t.call('refreshData', {}, { token })).bet).toBe(0);
  });

  it('bet records, the report, the recall, refreshData bet, betTotals and jackpot chances all match the rounds', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await fund(t, demo.id, 1_000_000);
    const a = await start(t, token, FIESTA);
    const b = await start(t, token, PERLAS);
    const rounds = [];
    for (let i = 0; i < 12; i++) rounds.push(okCall('slotSpin', await spinCall(t, token, i % 3 === 0 ? b.sessionId : a.sessionId, 10000)).round);
    const bet = rounds.reduce((s, r) => s + r.bet, 0);
    const win = rounds.reduce((s, r) => s + r.win, 0);
    expect(await coinOf(t, demo.id)).toBe(105000 + 1_000_000 - bet + win);

    const page1 = okCall('betRecord', await t.call('betRecord', { pageSize: 5 }, { token }));
    expect(page1.total).toBe(12);
    expect(page1.list).toHaveLength(5);
    const all = okCall('betRecord', await t.call('betRecord', { pageSize: 50 }, { token })).list;
    expect(all.map((r: { roundId: string }) => r.roundId).sort()).toEqual(rounds.map((r) => r.roundId).sort());
    expect(all.every((r: { net: number; win: number; bet: number; status: string }) => r.net === r.win - r.bet && r.status === 'settled')).toBe(true);
    const perlas = okCall('betRecord', await t.call('betRecord', { gameId: PERLAS }, { token }));
    expect(perlas.total).toBe(4);
    expect(perlas.list[0].gameName).toBe('Perlas ng Dagat');

    const today = new Date(t.deps.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const byDay = okCall('betRecordReport', await t.call('betRecordReport', { from: today, to: today, groupBy: 'day' }, { token }));
    expect(byDay.list).toEqual([{ date: today, gameId: 0, gameName: '', count: 12, bet, validBet: bet, win, net: win - bet }]);
    expect(byDay.total).toMatchObject({ count: 12, bet, win, net: win - bet });
    const byGame = okCall('betRecordReport', await t.call('betRecordReport', { from: today, to: today, groupBy: 'game' }, { token }));
    expect(byGame.list.map((r: { gameId: number; count: number }) => [r.gameId, r.count])).toEqual([
      [FIESTA, 8],
      [PERLAS, 4],
    ]);
    expect(byGame.total).toEqual(byDay.total);
    expect(okCall('betRecordReport', await t.call('betRecordReport', { from: '2020-01-01', to: '2020-01-02' }, { token })).total.count).toBe(0);
    expectError(await t.call('betRecordReport', { from: today, to: '2020-01-01' }, { token }), { status: 400, errcode: 400, field: 'to' });

    const recall = okCall('slotRecall', await t.call('slotRecall', { gameId: FIESTA }, { token })).list;
    expect(recall).toHaveLength(8);
    expect(recall[0].roundId).toBe(rounds.at(-1)!.roundId);

    expect(await betTotals(t.deps.db, demo.id)).toEqual({ bet, validBet: bet, win, count: 12 });
    expect(await betTotals(t.deps.db, demo.id, today)).toEqual({ bet, validBet: bet, win, count: 12 });
    expect(okCall('refreshData', await t.call('refreshData', {}, { token })).bet).toBe(bet);
    const [chances] = await t.deps.db.select().from(schema.jackpotChances).where(eq(schema.jackpotChances.userId, demo.id));
    expect(chances).toMatchObject({ betCounted: bet, betGranted: 1 });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('20+ concurrent spins by one player whose balance covers a few: exactly those succeed, never below zero', async () => {
    const player = await registerAccount(t, 'busyplayer');
    const coin = await coinOf(t, player.userId);
    const bet = 1000;
    if (coin !== 5 * bet) await fund(t, player.userId, 5 * bet - coin);
    const { sessionId } = await start(t, player.token);
    const restore = forceStops(losingStops());
    try {
      const results = await Promise.all(Array.from({ length: 24 }, () => spinCall(t, player.token, sessionId, bet)));
      const ok = results.filter((r) => r.body.errcode === 0);
      const refused = results.filter((r) => r.body.errcode === Errcode.insufficientBalance);
      expect(results.map((r) => r.status)).toEqual(Array(24).fill(200));
      expect(ok).toHaveLength(5);
      expect(refused).toHaveLength(19);
    } finally {
      restore();
    }
    expect(await coinOf(t, player.userId)).toBe(0);
    // The rounds' balances chain: each started where another ended, from 5 bets down to 0.
    const rounds = (await roundsOf(t, player.userId)).sort((a, b) => b.balanceBefore - a.balanceBefore);
    expect(rounds.map((r) => [r.balanceBefore, r.balanceAfter])).toEqual([5, 4, 3, 2, 1].map((n) => [n * bet, (n - 1) * bet]));
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});

describe(`games: the seamless wallet (${databaseKind})`, () => {
  const t = useTestServer();
  const wallet = <T>(fn: (w: ReturnType<typeof seamlessWallet>) => Promise<T>) => t.deps.db.transaction((tx) => fn(seamlessWallet(tx)));

  it('debit, credit and rollback are idempotent on (provider, txId): a replay answers the first answer', async () => {
    const demo = await demoUser(t);
    const req = { provider: 'acme', roundId: 'r1', userId: demo.id };
    const d1 = await wallet((w) => w.debit({ ...req, txId: 'd1', amount: 500 }));
    const d1again = await wallet((w) => w.debit({ ...req, txId: 'd1', amount: 500 }));
    expect(d1again).toEqual(d1);
    expect(d1.balance).toBe(105000 - 500);
    const c1 = await wallet((w) => w.credit({ ...req, txId: 'c1', amount: 1200 }));
    expect(await wallet((w) => w.credit({ ...req, txId: 'c1', amount: 1200 }))).toEqual(c1);
    expect(await coinOf(t, demo.id)).toBe(105000 + 700);
    // A settled round cannot be rolled back.
    await expect(wallet((w) => w.rollback({ provider: 'acme', txId: 'x1', roundId: 'r1', refTxId: 'd1' }))).rejects.toMatchObject({ reason: 'round-settled' });

    const d2 = await wallet((w) => w.debit({ ...req, roundId: 'r2', txId: 'd2', amount: 300 }));
    const rb = await wallet((w) => w.rollback({ provider: 'acme', txId: 'rb2', roundId: 'r2', refTxId: 'd2' }));
    expect(rb.amount).toBe(300);
    expect(await wallet((w) => w.rollback({ provider: 'acme', txId: 'rb2', roundId: 'r2', refTxId: 'd2' }))).toEqual(rb);
    // Another rollback of the same debit gives nothing more.
    expect((await wallet((w) => w.rollback({ provider: 'acme', txId: 'rb2b', roundId: 'r2', refTxId: 'd2' }))).amount).toBe(0);
    expect(d2.balance).toBe(105700 - 300);
    expect(await coinOf(t, demo.id)).toBe(105700);
    // Credit after rollback: refused.
    await expect(wallet((w) => w.credit({ ...req, roundId: 'r2', txId: 'c2', amount: 100 }))).rejects.toMatchObject({ reason: 'round-rolled-back' });
    // A txId reused for another kind: refused.
    await expect(wallet((w) => w.credit({ ...req, roundId: 'r1', txId: 'd1', amount: 100 }))).rejects.toMatchObject({ reason: 'tx-id-reused' });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('a rollback that comes before its debit is remembered: the late debit is refused', async () => {
    const demo = await demoUser(t);
    const rb = await wallet((w) => w.rollback({ provider: 'acme', txId: 'rb9', roundId: 'r9', refTxId: 'd9', userId: demo.id }));
    expect(rb.amount).toBe(0);
    await expect(wallet((w) => w.debit({ provider: 'acme', txId: 'd9', roundId: 'r9', userId: demo.id, amount: 500 }))).rejects.toMatchObject({ reason: 'round-rolled-back' });
    expect(await coinOf(t, demo.id)).toBe(105000);
  });

  it('a debit over the balance is refused and changes nothing; a credit needs a debit', async () => {
    const demo = await demoUser(t);
    await expect(wallet((w) => w.debit({ provider: 'acme', txId: 'big', roundId: 'rb', userId: demo.id, amount: 105001 }))).rejects.toMatchObject({ reason: 'insufficient-balance' });
    await expect(wallet((w) => w.credit({ provider: 'acme', txId: 'c0', roundId: 'none', userId: demo.id, amount: 100 }))).rejects.toMatchObject({ reason: 'unknown-round' });
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(await t.deps.db.select().from(schema.gameTransactions)).toHaveLength(0);
  });

  it('retrieve-balance and exitGame return the bet of a round left open', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    // A round cut off between its debit and its credit.
    await wallet((w) => w.debit({ provider: 'house', txId: 'open1:bet', roundId: 'open1', userId: demo.id, amount: 2000 }));
    expect(okCall('retrieveBalance', await t.call('retrieveBalance', {}, { token }))).toMatchObject({ coin: 103000, retrieved: 0, games: [{ name: 'house', held: 2000 }] });
    expect(okCall('retrieveBalance', await t.call('retrieveBalance', { retrieve: true }, { token }))).toMatchObject({ coin: 105000, retrieved: 2000, games: [{ name: 'house', held: 0 }] });

    await wallet((w) => w.debit({ provider: 'house', txId: 'open2:bet', roundId: 'open2', userId: demo.id, amount: 500 }));
    const { sessionId } = await start(t, token);
    expect(okCall('exitGame', await t.call('exitGame', { sessionId }, { token }))).toMatchObject({ coin: 105000, retrieved: 500 });
    expect(okCall('exitGame', await t.call('exitGame', { sessionId }, { token }))).toMatchObject({ coin: 105000, retrieved: 0 });
    expectOk(await t.call('refreshData', {}, { token }));
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});
