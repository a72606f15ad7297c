import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, Errcode, type AppConfig, type PusherInfo } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { drawFair, tableInForce } from '../fairness/index.ts';
import { settleHouseRound } from '../games/index.ts';
import { isProtected, lossLimitReached } from '../protection/index.ts';
import type { PusherConfig } from './config.ts';
import { PUSHER_TABLE } from './fair-table.ts';
import { pusherRepo, type PusherDropRow } from './repo.ts';
import { drawableTable, pusherPrizes, rtpBasisPoints, winOf } from './rules.ts';

/**
 * The pusher's service (docs/pusher.md): what the page shows and one drop. A drop is a real stake,
 * settled like a house slot round (games' settleHouseRound): the wallet's `pusher` journal, bet totals,
 * wagering turnover, protection, VIP, all in the drop's one transaction.
 */

/** The wallet journal's provider name for drops (game_transactions.provider, ledger keys `game:pusher:…`). */
export const PUSHER_PROVIDER = 'pusher';

/** VIP's game id for a drop: not a catalog game, so no rebate rate by game type (experience still counts). */
const PUSHER_GAME_ID = 0;

/** Its own switch and the console's switch of its activity (74): both must be on. */
const activityOn = (db: Executor) => activitiesRepo(db).isOn(ActivityId.CoinPusher);

/** Whether drops may be made now: the config on, the activity on, the table in force drawable. */
async function running(db: Executor, config: PusherConfig | null, now: number) {
  const table = await tableInForce(db, PUSHER_TABLE, now);
  const on = config !== null && config.enabled && (await activityOn(db)) && drawableTable(table, config);
  return { table, on };
}

/** The pusher for a signed-in player (the page and its call are signed-in only). */
export async function pusherInfo(db: Db, userId: number, now: number): Promise<PusherInfo> {
  const config = await pusherRepo(db).config();
  const { table, on } = await running(db, config, now);
  const entries = table?.weighted?.entries ?? [];
  // A player who could not stake the smallest amount: in a time-out or exclusion, or a loss limit with no room.
  const withheld = (await isProtected(db, userId, now)) || (await lossLimitReached(db, userId, now, config?.stakes[0] ?? 1));
  return {
    running: on,
    stakes: config?.stakes ?? [],
    lanes: config?.lanes ?? 1,
    goldenWorth: config?.goldenWorth ?? 1,
    prizes: config ? pusherPrizes(config, table) : [],
    tableKey: PUSHER_TABLE,
    tableVersion: table?.version ?? 0,
    totalWeight: table?.weighted?.totalWeight ?? 0,
    rtpBasisPoints: rtpBasisPoints(entries),
    withheld,
  };
}

export interface DropRequest {
  userId: number;
  requestId: string;
  lane: number;
  stake: number;
  now: number;
  /** The config snapshot the drop is played under (VIP levels read it). */
  appConfig: AppConfig;
}

/**
 * One drop for one request, in one transaction holding the player's `users` row (lock order: the
 * player, then the fairness seed, then the ledger's accounts): the request seen before answers its drop
 * again (staked and paid once); the pusher runs (9401); the stake is one of the config's and the lane
 * on the board (400); then the prize drawn (drawFair over the `pusher` table in force), the stake and
 * the win settled as a real round (2001 coin short, 6001/6002 protection), the drop recorded. Every
 * refusal throws and rolls the transaction back (nonce, ledger, totals): it changes nothing.
 */
export async function dropOnce(db: Db, req: DropRequest): Promise<PusherDropRow> {
  const { userId, requestId, now } = req;
  const earlier = await pusherRepo(db).byRequest(userId, requestId);
  if (earlier) return earlier;

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const drops = pusherRepo(tx);
    // A copy of this request may have dropped while this one waited for the lock.
    const again = await drops.byRequest(userId, requestId);
    if (again) return again;

    const config = await drops.config();
    const { on } = await running(tx, config, now);
    if (!on || !config) throw new ApiError(Errcode.pusherNotRunning);
    if (!config.stakes.includes(req.stake)) throw invalid('stake');
    if (req.lane >= config.lanes) throw invalid('lane');

    const roundId = randomBytes(12).toString('base64url');
    const drawn = await drawFair(tx, { userId, tableKey: PUSHER_TABLE, now, ref: roundId }, mapTable);
    // drawFair read the table in force again under the lock: check that version, it is the one that pays.
    if (!drawableTable(drawn.table, config)) throw new ApiError(Errcode.pusherNotRunning);
    const entry = drawn.table.weighted.entries[drawn.outcome.index ?? -1];
    const prize = config.prizes.find((p) => p.id === entry?.id);
    if (!entry || !prize) throw new ApiError(Errcode.pusherNotRunning);
    const win = winOf(req.stake, entry.count);

    const { after } = await settleHouseRound(tx, { provider: PUSHER_PROVIDER, roundId, userId, stake: req.stake, win, gameId: PUSHER_GAME_ID, config: req.appConfig, now });
    const drop = await drops.insert({
      userId,
      requestId,
      roundId,
      lane: req.lane,
      stake: req.stake,
      prizeId: prize.id,
      coins: prize.coins,
      golden: prize.golden,
      win,
      balanceAfter: after,
      fairDrawId: drawn.draw.id,
      createdAt: new Date(now),
    });
    await drawn.finish({ ref: String(drop.id), win });
    return drop;
  });
}
