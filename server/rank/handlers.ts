import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { validBetBoard } from '../games/index.ts';
import { maskNickname } from '../jackpot/index.ts';
import { boardPeriod } from './periods.ts';

/**
 * The leaderboard (activity 46, docs/points-rank.md): valid bets of the Manila day or ISO week. Off:
 * 5006 for everyone. A visitor sees it only when the activity's unloginShowStatus allows (DESIGN §4),
 * else 401 as for any signed-in page.
 */
export const rankHandlers: HandlerGroup<'rankList'> = {
  rankList: async ({ deps, body, session }) => {
    const activity = (await activitiesRepo(deps.db).enabled()).find((row) => row.type === ActivityId.Rank);
    if (!activity) throw new ApiError(Errcode.activityNotRunning);
    if (!session && !activity.unloginShowStatus) throw new ApiError(Errcode.unauthorized);
    const period = boardPeriod(body.period, deps.now());
    const userId = session?.user.id ?? null;
    const board = await validBetBoard(deps.db, { fromDay: period.fromDay, toDay: period.toDay, offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize, userId });
    return {
      period: body.period,
      periodKey: period.key,
      start: period.start,
      end: period.end,
      // Other players' names masked as on the jackpot's boards; the player's own in full.
      list: board.rows.map((row) => ({ rank: row.rank, nickname: row.userId === userId ? row.nickname : maskNickname(row.nickname), validBet: row.validBet, me: row.userId === userId })),
      total: board.total,
      mine: board.mine ? { rank: board.mine.rank, validBet: board.mine.validBet } : null,
    };
  },
};
