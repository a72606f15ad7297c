import type { PusherDrop } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { pusherRepo, type PusherDropRow } from './repo.ts';
import { dropOnce, pusherInfo } from './service.ts';

const record = (row: PusherDropRow): PusherDrop => ({
  dropId: row.id,
  lane: row.lane,
  stake: row.stake,
  prizeId: row.prizeId,
  coins: row.coins,
  golden: row.golden,
  win: row.win,
  balance: row.balanceAfter,
  fairDrawId: row.fairDrawId,
  time: row.createdAt.getTime(),
});

/** The coin pusher (activity 74, docs/pusher.md): its info, a drop, the player's drops. */
export const pusherHandlers: HandlerGroup<'getPusherInfo' | 'pusherDrop' | 'pusherLog'> = {
  getPusherInfo: async ({ deps, session: { user } }) => pusherInfo(deps.db, user.id, deps.now()),

  pusherDrop: async ({ body, deps, session: { user } }) => {
    const { config } = await deps.config.get();
    return record(await dropOnce(deps.db, { userId: user.id, requestId: body.requestId, lane: body.lane, stake: body.stake, now: deps.now(), appConfig: config }));
  },

  pusherLog: async ({ body, deps, session: { user } }) => {
    const { list, total } = await pusherRepo(deps.db).page(user.id, body.pageNum, body.pageSize);
    return { list: list.map(record), total };
  },
};
