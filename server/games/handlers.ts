import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { Errcode, type BetReportRow } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { gameLikes, gameRounds, gameSessions } from './schema.ts';
import { checkedLaunchUrl, playableGame } from './catalog.ts';
import { DEMO_CREDITS, houseSpin, newId, recentRounds } from './house/provider.ts';
import { engineInfo } from './house/info.ts';
import { slotThemes } from './house/themes.ts';
import { rollbackOpen } from './provider.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { manilaDays } from '../api/manila-days.ts';
import { assertMayPlay } from '../protection/index.ts';


/** Games (issue 6): sessions, favourites, bet records and the house slot's calls. */
export const gameHandlers: HandlerGroup<'startGame' | 'exitGame' | 'gameLike' | 'betRecord' | 'betRecordReport' | 'slotInfo' | 'slotSpin' | 'slotRecall'> = {
  startGame: async ({ body, deps, session: { user } }) => {
    const { config } = await deps.config.get();
    const { game, provider } = playableGame(config, body.gameId);
    const tryIt = body.tryIt ?? false;
    // Real play opens only for a player who may play now (not excluded or in a time-out, play-time
    // left today), like every stake: a live token the exclusion missed opens no game either. A tryIt
    // session stakes nothing and stays open to them, as its spins do (server/protection).
    if (!tryIt) await assertMayPlay(deps.db, user.id, deps.now());
    const sessionId = newId();
    // Checked before the session is stored: a provider's http launch URL is refused, nothing opened.
    const launchUrl = checkedLaunchUrl(provider, game.id, sessionId, tryIt);
    await deps.db.insert(gameSessions).values({
      id: sessionId,
      userId: user.id,
      gameId: game.id,
      provider: provider.name,
      tryIt,
      demoBalance: tryIt ? DEMO_CREDITS : 0,
      activityId: body.activityId ?? 0,
      openedAt: new Date(deps.now()),
    });
    const balance = tryIt ? DEMO_CREDITS : (await playerBalances(deps.db, user.id)).coin;
    return { sessionId, launchUrl, tryIt, balance };
  },

  exitGame: async ({ body, deps, session: { user } }) => {
    const retrieved = await deps.db.transaction(async (tx) => {
      const [session] = await tx.select().from(gameSessions).where(eq(gameSessions.id, body.sessionId)).for('update');
      if (!session || session.userId !== user.id) throw new ApiError(Errcode.gameSessionClosed);
      await tx
        .update(gameSessions)
        .set({ closedAt: new Date(deps.now()) })
        .where(and(eq(gameSessions.id, session.id), isNull(gameSessions.closedAt)));
      // A round cut off between its debit and its credit gives its bet back.
      return session.tryIt ? 0 : rollbackOpen(tx, session.provider, user.id, deps.now);
    });
    return { coin: (await playerBalances(deps.db, user.id)).coin, retrieved };
  },

  gameLike: async ({ body, deps, session: { user } }) => {
    if (body.gameId !== undefined) {
      if (body.like ?? true) {
        const { config } = await deps.config.get();
        if (!config.gameList.some((g) => g.id === body.gameId)) throw new ApiError(Errcode.gameUnavailable);
        await deps.db.insert(gameLikes).values({ userId: user.id, gameId: body.gameId }).onConflictDoNothing();
      } else {
        await deps.db.delete(gameLikes).where(and(eq(gameLikes.userId, user.id), eq(gameLikes.gameId, body.gameId)));
      }
    }
    const rows = await deps.db.select({ gameId: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, user.id)).orderBy(gameLikes.createdAt, gameLikes.gameId);
    return { gameLikeIds: rows.map((r) => r.gameId) };
  },

  betRecord: async ({ body, deps, session: { user } }) => {
    const { start, end } = manilaDays(body.from, body.to);
    const { config } = await deps.config.get();
    const where = and(
      eq(gameRounds.userId, user.id),
      eq(gameRounds.tryIt, false),
      body.gameId ? eq(gameRounds.gameId, body.gameId) : undefined,
      start ? gte(gameRounds.createdAt, start) : undefined,
      end ? lt(gameRounds.createdAt, end) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(gameRounds)
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      deps.db.select({ n: count() }).from(gameRounds).where(where),
    ]);
    const name = (gameId: number) => config.gameList.find((g) => g.id === gameId)?.name ?? '';
    return {
      list: rows.map((r) => ({
        roundId: r.id,
        gameId: r.gameId,
        gameName: name(r.gameId),
        bet: r.bet,
        validBet: r.validBet,
        win: r.win,
        net: r.win - r.bet,
        status: r.status,
        time: r.createdAt.getTime(),
      })),
      total: Number(total?.n ?? 0),
    };
  },

  betRecordReport: async ({ body, deps, session: { user } }) => {
    const { start, end } = manilaDays(body.from, body.to);
    const { config } = await deps.config.get();
    const day = sql<string>`to_char((${gameRounds.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
    const byDay = body.groupBy === 'day';
    const key = byDay ? day : sql<string>`${gameRounds.gameId}::text`;
    const rows = await deps.db
      .select({
        key,
        count: sql<string>`count(*)`,
        bet: sql<string>`coalesce(sum(${gameRounds.bet}), 0)`,
        validBet: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)`,
        win: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
      })
      .from(gameRounds)
      .where(
        and(eq(gameRounds.userId, user.id), eq(gameRounds.tryIt, false), gte(gameRounds.createdAt, start!), lt(gameRounds.createdAt, end!)),
      )
      .groupBy(key)
      .orderBy(key);
    const name = (gameId: number) => config.gameList.find((g) => g.id === gameId)?.name ?? '';
    const list: BetReportRow[] = rows.map((r) => {
      const gameId = byDay ? 0 : Number(r.key);
      const bet = Number(r.bet);
      const win = Number(r.win);
      return { date: byDay ? r.key : '', gameId, gameName: byDay ? '' : name(gameId), count: Number(r.count), bet, validBet: Number(r.validBet), win, net: win - bet };
    });
    const total = list.reduce<BetReportRow>(
      (t, r) => ({ ...t, count: t.count + r.count, bet: t.bet + r.bet, validBet: t.validBet + r.validBet, win: t.win + r.win, net: t.net + r.net }),
      { date: '', gameId: 0, gameName: '', count: 0, bet: 0, validBet: 0, win: 0, net: 0 },
    );
    return { list, total };
  },

  slotInfo: async ({ body, deps }) => {
    const { config } = await deps.config.get();
    playableGame(config, body.gameId);
    const theme = slotThemes.get(body.gameId);
    if (!theme) throw new ApiError(Errcode.gameUnavailable);
    return { info: engineInfo(theme) };
  },

  slotSpin: async ({ body, deps, session: { user } }) => {
    const { config } = await deps.config.get();
    // A game (or its provider) put in maintenance mid-session stops taking bets; a retry still answers.
    const checkGame = (gameId: number) => void playableGame(config, gameId);
    return houseSpin(deps.db, { userId: user.id, sessionId: body.sessionId, bet: body.bet, requestId: body.requestId, now: deps.now(), checkGame, config });
  },

  slotRecall: async ({ body, deps, session: { user } }) => {
    if (!slotThemes.has(body.gameId)) throw new ApiError(Errcode.gameUnavailable);
    return { list: await recentRounds(deps.db, user.id, body.gameId) };
  },
};

