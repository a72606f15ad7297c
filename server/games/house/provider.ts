import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Errcode, type AppConfig, type SlotRound } from '../../../contract/index.ts';
import { countValidBet } from '../../rewards/index.ts';
import { stakeSettled } from '../../protection/index.ts';
import { ApiError, invalid } from '../../api/errors.ts';
import type { Db, Executor } from '../../db/client.ts';
import { gameRounds, gameSessions } from '../schema.ts';
import { users } from '../../db/schema.ts';
import type { ServerDeps } from '../../deps.ts';
import { addBet } from '../betTotals.ts';
import { roundHooks } from '../round-hooks.ts';
import { openDebits, rollbackOpen, seamlessWallet, WalletRefusal } from '../provider.ts';
import type { GameBalanceSource } from '../wallets.ts';
import { mapTable } from '../../../contract/fairness/verify.ts';
import { drawFair } from '../../fairness/index.ts';
import { spin } from './engine.ts';
import { slotTableKey, themeForTable } from './fair-table.ts';
import { slotThemes } from './themes.ts';

/**
 * The house provider: the game side of the in-house slots. It runs the engine and calls the
 * operator's SeamlessWallet for every bet and win (as an outside provider would over HTTP), inside the
 * transaction that records the round.
 */
export const HOUSE = 'house';

export const houseProvider = {
  name: HOUSE,
  runs: (gameId: number) => slotThemes.has(gameId),
  launchUrl: (gameId: number, sessionId: string, tryIt: boolean) => `/game/play/${gameId}?session=${sessionId}${tryIt ? '&tryIt=1' : ''}`,
};

/** Demo credits of a tryIt session: ₱2,000. */
export const DEMO_CREDITS = 200_000;

export const newId = () => randomBytes(12).toString('base64url');

type RoundRow = typeof gameRounds.$inferSelect;

export const toSlotRound = (row: RoundRow): SlotRound => ({
  roundId: row.id,
  gameId: row.gameId,
  grid: row.grid as number[][],
  bet: row.bet,
  win: row.win,
  wins: row.wins as SlotRound['wins'],
  balanceBefore: row.balanceBefore,
  balanceAfter: row.balanceAfter,
  tryIt: row.tryIt,
  time: row.createdAt.getTime(),
});

export interface SpinRequest {
  userId: number;
  sessionId: string;
  bet: number;
  requestId: string;
  now: number;
  /** Throws when the session's game may not be played now (switched off, in maintenance): no new round then. */
  checkGame?: (gameId: number) => void;
  /** The config the spin is played under: VIP levels and rebate rates (vip/earnVip) read it. */
  config: AppConfig;
}

/**
 * One spin, in one transaction: the player's row locked (their spins queue), a retry of the same
 * requestId answers the round it made (no new draw: the nonce does not move), the session checked,
 * the stops drawn and recorded through server/fairness, then (real play) the bet
 * debited and the win credited through the SeamlessWallet, the round recorded, the bet totals,
 * jackpot chances and wagering turnover counted; (tryIt) only the session's demo credits move.
 */
export async function houseSpin(db: Db, req: SpinRequest): Promise<{ round: SlotRound; balance: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, req.userId)).for('update');
    const [replay] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, req.userId), eq(gameRounds.requestId, req.requestId)));
    if (replay) {
      const wallet = seamlessWallet(tx);
      const balance = replay.tryIt ? await demoBalance(tx, replay.sessionId) : await wallet.balance(req.userId);
      return { round: toSlotRound(replay), balance };
    }
    const [session] = await tx.select().from(gameSessions).where(eq(gameSessions.id, req.sessionId));
    if (!session || session.userId !== req.userId || session.closedAt !== null || session.provider !== HOUSE) throw new ApiError(Errcode.gameSessionClosed);
    req.checkGame?.(session.gameId);
    const theme = slotThemes.get(session.gameId);
    if (!theme) throw new ApiError(Errcode.gameUnavailable);
    if (!theme.betLevels.includes(req.bet)) throw invalid('bet');

    const roundId = newId();
    // The stops, drawn from the player's seed pair and recorded (server/fairness, docs/fairness.md),
    // demo spins too; the spin is played on the table the stops were drawn from.
    const drawn = await drawFair(tx, { userId: req.userId, tableKey: slotTableKey(session.gameId), now: req.now, demo: session.tryIt, ref: roundId }, mapTable);
    const outcome = spin(themeForTable(theme, drawn.table), req.bet, drawn.outcome.stops ?? []);
    await drawn.finish({ win: outcome.win });
    let before: number;
    let after: number;
    if (session.tryIt) {
      // A conditional update: the demo credits never go below zero, whatever runs at the same time.
      const [row] = await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} - ${req.bet} + ${outcome.win}` })
        .where(and(eq(gameSessions.id, session.id), sql`${gameSessions.demoBalance} >= ${req.bet}`))
        .returning({ balance: gameSessions.demoBalance });
      if (!row) throw new ApiError(Errcode.insufficientBalance);
      after = Number(row.balance);
      before = after + req.bet - outcome.win;
    } else {
      const wallet = seamlessWallet(tx, () => req.now, { lockedUsers: [req.userId] });
      try {
        const debit = await wallet.debit({ provider: HOUSE, txId: `${roundId}:bet`, roundId, userId: req.userId, amount: req.bet });
        before = debit.balance + req.bet;
        after = (await wallet.credit({ provider: HOUSE, txId: `${roundId}:win`, roundId, userId: req.userId, amount: outcome.win })).balance;
      } catch (error) {
        if (error instanceof WalletRefusal && error.reason === 'insufficient-balance') throw new ApiError(Errcode.insufficientBalance);
        throw error;
      }
      const totals = await addBet(tx, req.userId, { bet: req.bet, validBet: req.bet, win: outcome.win }, req.now);
      await roundHooks.earnJackpotChances(tx, req.userId, req.bet, req.now);
      // The valid bet lowers the turnover left on the player's wagering requirements, and the bonus balance stakes after the cash.
      await countValidBet(tx, req.userId, { validBet: req.bet, stake: req.bet, win: outcome.win, coinBefore: before }, req.now);
      await stakeSettled(tx, req.userId, { stake: req.bet, win: outcome.win }, req.now); // limits, exclusion, session clock (server/protection)
      // Experience, VIP and user level, the rebate accrued (docs/rewards.md "VIP", "Bet rebates").
      await roundHooks.earnVip(tx, req.userId, { validBet: req.bet, totalValidBet: totals.validBet, gameId: session.gameId, config: req.config }, req.now);
      // The slot tournament running now, if it covers this slot (docs/tournament.md "Scores").
      await roundHooks.enterSlotTournament(tx, req.userId, { gameId: session.gameId, bet: req.bet, win: outcome.win }, req.now);
      await roundHooks.earnPk(tx, req.userId, req.bet, req.now); // red versus blue: the valid bet for the player's camp
    }
    const [row] = await tx
      .insert(gameRounds)
      .values({
        id: roundId,
        userId: req.userId,
        gameId: session.gameId,
        sessionId: session.id,
        provider: HOUSE,
        requestId: req.requestId,
        tryIt: session.tryIt,
        bet: req.bet,
        validBet: session.tryIt ? 0 : req.bet,
        win: outcome.win,
        grid: outcome.grid,
        wins: outcome.wins,
        balanceBefore: before,
        balanceAfter: after,
        status: 'settled',
        createdAt: new Date(req.now),
      })
      .returning();
    return { round: toSlotRound(row!), balance: after };
  });
}

async function demoBalance(tx: Executor, sessionId: string): Promise<number> {
  const [row] = await tx.select({ balance: gameSessions.demoBalance }).from(gameSessions).where(eq(gameSessions.id, sessionId));
  return Number(row?.balance ?? 0);
}

/** The last real rounds of a game for the recall, newest first. */
export async function recentRounds(db: Executor, userId: number, gameId: number, limit = 10): Promise<SlotRound[]> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.gameId, gameId), eq(gameRounds.tryIt, false)))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit);
  return rows.map(toSlotRound);
}

/** retrieve-balance: what the house holds is the bets of rounds debited and never settled. */
export const houseBalanceSource: GameBalanceSource = {
  name: HOUSE,
  held: async (deps: ServerDeps, userId: number) => (await openDebits(deps.db, HOUSE, userId)).reduce((sum, d) => sum + d.amount, 0),
  retrieve: (deps: ServerDeps, userId: number) => deps.db.transaction((tx) => rollbackOpen(tx, HOUSE, userId, deps.now)),
};
