import type { JackpotTier } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { jackpotRules, TIER_ORDER } from './config.ts';
import { jackpotRunning } from './chances.ts';
import { drawOnce, toResult } from './draw.ts';
import { tableInForce } from '../fairness/index.ts';
import { drawableTable, JACKPOT_TABLE } from './fair-table.ts';
import { chancesHeld, manilaMonthStart, maskNickname, neededFor, NO_CHANCES, tierDisplayValue } from './rules.ts';
import { jackpotChancesRepo, jackpotDrawsRepo, jackpotRankRepo } from './repo.ts';

/** The Lucky Jackpot (activity 47): its info, a draw, the player's own log and the month's rank. */
export const jackpotHandlers: HandlerGroup<'getJackpotDrawInfo' | 'receiveDrawChance' | 'getPersonJackpotDrawAwardLog' | 'getJackpotRank'> = {
  getJackpotDrawInfo: async ({ deps, session }) => {
    const rules = jackpotRules;
    const cells = (await deps.config.get()).config.jackpotAwardConfig;
    const draws = jackpotDrawsRepo(deps.db);
    const [running, table, pool, winners, state] = await Promise.all([
      jackpotRunning(deps.db, deps.now(), rules),
      tableInForce(deps.db, JACKPOT_TABLE, deps.now()),
      draws.poolBalance(),
      draws.recentWinners(rules.winnerListSize),
      session ? jackpotChancesRepo(deps.db).get(session.user.id) : Promise.resolve(NO_CHANCES),
    ]);
    // Mirrors drawOnce: no drawable `jackpot` table in force counts as not running.
    const runs = running && drawableTable(table, rules);
    const chanceSize = chancesHeld(state);
    const tiers: JackpotTier[] = TIER_ORDER.map((propId) => {
      const range = rules.tiers[propId]!;
      return { propId, value: tierDisplayValue(range), min: range.min, max: range.max };
    });
    return {
      running: runs,
      total: Math.max(0, pool),
      tiers,
      awards: cells,
      chanceSize,
      // Mirrors what receiveDrawChance would do, so the button is enabled exactly when a draw can go.
      canReceiveDrawChance: Boolean(session) && runs && chanceSize > 0 && (!rules.requireDeposit || (session?.user.totalRecharge ?? 0) > 0),
      needDeposit: neededFor(state.depositCounted, rules.depositPerChance),
      needTyping: neededFor(state.betCounted, rules.betPerChance),
      depositPerChance: rules.depositPerChance,
      betPerChance: rules.betPerChance,
      jackpotWinnerList: winners.map((w) => ({ nickname: maskNickname(w.nickname), propId: w.propId, bonus: w.bonus, time: w.time.getTime() })),
    };
  },

  receiveDrawChance: async ({ body, deps, session: { user } }) => {
    const cells = (await deps.config.get()).config.jackpotAwardConfig;
    const { draw, chanceSize } = await drawOnce(deps.db, { userId: user.id, requestId: body.requestId, cells, now: deps.now() });
    return { result: toResult(draw), chanceSize, drawId: draw.id };
  },

  getPersonJackpotDrawAwardLog: async ({ body, deps, session: { user } }) => {
    const { list, total } = await jackpotDrawsRepo(deps.db).page(user.id, body.pageNum, body.pageSize);
    return { list: list.map((row) => ({ ...toResult(row), drawId: row.id, time: row.createdAt.getTime() })), total };
  },

  getJackpotRank: async ({ body, deps, session }) => {
    const since = manilaMonthStart(deps.now());
    const rank = jackpotRankRepo(deps.db);
    const [rows, total, mine] = await Promise.all([
      rank.page(since, body.pageNum, body.pageSize),
      rank.total(since),
      session ? rank.of(since, session.user.id) : Promise.resolve(undefined),
    ]);
    const entry = (row: { rank: number; nickname: string; bonus: number; propId: number }, nickname: string) => ({ rank: row.rank, nickname, bonus: row.bonus, propId: row.propId });
    return {
      list: rows.map((row) => entry(row, maskNickname(row.nickname))),
      total,
      // The player's own row shows their own nickname in full; `rank` finds it in the list.
      mine: mine ? entry(mine, mine.nickname) : null,
    };
  },
};
