import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { DEMO_CREDITS } from '../../server/games/house/provider.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { houseBalance } from '../../server/ledger/accounts.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { HouseAccount } from '../../server/ledger/ledger.ts';
import { forceStops, losingStops, okCall, reqId, singleLineWin, spinCall, start } from './games-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectError, snapshot } from './helpers.ts';

const roundsOf = (t: ReturnType<typeof useTestServer>, userId: number) => t.deps.db.select().from(schema.gameRounds).where(eq(schema.gameRounds.userId, userId));

describe(`games: money of a spin, exactly (${databaseKind})`, () => {
  const t = useTestServer();

  it('a forced winning spin pays exactly the paytable amount, twice in a row, from the house wins account', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const bet = fiesta.defaultBet;
    const win = singleLineWin(bet);
    expect(win.expected).toBeGreaterThan(0);
    const { sessionId } = await start(t, token);
    const winsBefore = await houseBalance(t.deps.db, HouseAccount.gameWins);
    const betsBefore = await houseBalance(t.deps.db, HouseAccount.gameBets);
    const restore = forceStops(win.stops);
    try {
      let balance = await coinOf(t, demo.id);
      for (let spin = 1; spin <= 2; spin++) {
        const res = okCall('slotSpin', await spinCall(t, token, sessionId, bet));
        expect(res.round.win, `spin ${spin}`).toBe(win.expected);
        expect(res.round.wins).toMatchObject([{ line: win.line, symbol: win.symbol, count: win.count, amount: win.expected }]);
        expect(res.round).toMatchObject({ bet, balanceBefore: balance, balanceAfter: balance - bet + win.expected });
        balance = balance - bet + win.expected;
        expect(res.balance).toBe(balance);
        expect(await coinOf(t, demo.id)).toBe(balance);
      }
    } finally {
      restore();
    }
    expect(winsBefore - (await houseBalance(t.deps.db, HouseAccount.gameWins))).toBe(2 * win.expected);
    expect((await houseBalance(t.deps.db, HouseAccount.gameBets)) - betsBefore).toBe(2 * bet);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('20 concurrent copies of one spin request make one round and one debit, and all answer it identically', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await start(t, token);
    const before = await coinOf(t, demo.id);
    const id = reqId();
    const restore = forceStops(losingStops());
    let results;
    try {
      results = await Promise.all(Array.from({ length: 20 }, () => spinCall(t, token, sessionId, 1000, id)));
    } finally {
      restore();
    }
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = okCall('slotSpin', results[0]!);
    for (const res of results) expect(okCall('slotSpin', res)).toEqual(first);
    expect(await roundsOf(t, demo.id)).toHaveLength(1);
    expect(await coinOf(t, demo.id)).toBe(before - 1000);
    const bets = await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'game_bet'));
    expect(bets).toHaveLength(1);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('a tryIt session out of demo credits answers 2001 and changes nothing; real coins are untouched', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const { sessionId } = await start(t, token, fiesta.gameId, true);
    const bet = Math.max(...fiesta.betLevels);
    const spins = Math.floor(DEMO_CREDITS / bet);
    const restore = forceStops(losingStops());
    try {
      for (let i = 0; i < spins; i++) okCall('slotSpin', await spinCall(t, token, sessionId, bet));
      const before = await snapshot(t);
      for (let again = 0; again < 2; again++) {
        expectError(await spinCall(t, token, sessionId, bet), { status: 200, errcode: Errcode.insufficientBalance, msg: 'errors.wallet.insufficientBalance' });
      }
      expect(await snapshot(t)).toEqual(before);
    } finally {
      restore();
    }
    const [session] = await t.deps.db.select().from(schema.gameSessions).where(eq(schema.gameSessions.id, sessionId));
    expect(Number(session!.demoBalance)).toBe(DEMO_CREDITS - spins * bet);
    expect(await coinOf(t, demo.id)).toBe(105000);
  });
});
