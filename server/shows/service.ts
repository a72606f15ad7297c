import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, PropId, LIVE_PING_SECONDS, type LiveNow, type LiveRewardState, type LiveShow } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { users } from '../db/schema.ts';
import { claimReward, ONCE, promotionsWithheld } from '../rewards/index.ts';
import { creditFor, rewardStateOf } from './counting.ts';
import { showsRepo, type LiveShowRow } from './repo.ts';

/** What a player sees of the live shows, a visible page's ping, and the watch reward (docs/shows.md). */

const WEEK_MS = 7 * 24 * 3600_000;

const showView = (row: LiveShowRow): LiveShow => ({
  showId: row.id,
  title: row.title,
  hostName: row.hostName,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  rewardMinutes: row.rewardMinutes,
  rewardCoin: row.rewardCoin,
});

const showSeconds = (row: LiveShowRow) => Math.floor((row.endsAt.getTime() - row.startsAt.getTime()) / 1000);

export async function liveNow(db: Db, userId: number | null, now: number) {
  const off = { live: null, schedule: [], serverTime: now, pingSeconds: LIVE_PING_SECONDS, withheld: false };
  if (!(await activitiesRepo(db).isOn(ActivityId.LiveShow))) return off;
  const repo = showsRepo(db);
  const at = new Date(now);
  const onAir = await repo.onAir(at);
  const schedule = (await repo.upcoming(at, new Date(now + WEEK_MS))).map(showView);
  let live: LiveNow | null = null;
  if (onAir) {
    const watch = userId === null ? undefined : await repo.watch(onAir.id, userId);
    live = { ...showView(onAir), url: onAir.url, watchedSeconds: watch?.watchedSeconds ?? 0, rewardState: rewardStateOf(onAir, watch) };
  }
  return { live, schedule, serverTime: now, pingSeconds: LIVE_PING_SECONDS, withheld: userId === null ? false : await promotionsWithheld(db, userId, now) };
}

/** A show on air now and the activity on, or 9801. */
async function onAirShow(db: Db, showId: number, now: number): Promise<LiveShowRow> {
  const show = await showsRepo(db).byId(showId);
  if (!show || show.cancelledAt || now < show.startsAt.getTime() || now >= show.endsAt.getTime()) throw new ApiError(Errcode.liveShowNotLive);
  if (!(await activitiesRepo(db).isOn(ActivityId.LiveShow))) throw new ApiError(Errcode.liveShowNotLive);
  return show;
}

/**
 * One presence ping (counting.ts): the player's watch row made at the first one (nothing credited: the
 * count starts there), then held FOR UPDATE while the credit is worked out, so two pings at once
 * credit one interval between them.
 */
export async function livePing(db: Db, input: { userId: number; showId: number; now: number }): Promise<{ credited: number; watchedSeconds: number; rewardState: LiveRewardState }> {
  const { userId, showId, now } = input;
  const show = await onAirShow(db, showId, now);
  return db.transaction(async (tx) => {
    const repo = showsRepo(tx);
    if (await repo.startWatch(showId, userId, new Date(now))) return { credited: 0, watchedSeconds: 0, rewardState: rewardStateOf(show, undefined) };
    const watch = (await repo.watch(showId, userId, { lock: true }))!;
    const { credited, moveLast } = creditFor(watch.lastPingAt.getTime(), now, watch.watchedSeconds, showSeconds(show));
    const watchedSeconds = watch.watchedSeconds + credited;
    if (moveLast) await repo.setWatch(showId, userId, { watchedSeconds, lastPingAt: new Date(now) });
    return { credited, watchedSeconds, rewardState: rewardStateOf(show, { watchedSeconds, grantId: watch.grantId }) };
  });
}

/**
 * The watch reward, once per show and player: in one transaction holding the player's row, then the
 * watch row; refused (nothing written) when not earned (9802), paid already (5002), or by the rewards
 * engine (5003 no top-up, 5004 protected). Claimable after the show too, unless it was cancelled.
 */
export async function claimLiveReward(db: Db, input: { userId: number; showId: number; now: number }): Promise<{ showId: number; amount: number; items: { propId: number; count: number }[]; coin: number; locked: number }> {
  const { userId, showId, now } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const repo = showsRepo(tx);
    const show = await repo.byId(showId);
    if (!show || show.cancelledAt || !(await activitiesRepo(tx).isOn(ActivityId.LiveShow))) throw new ApiError(Errcode.liveShowNotLive);
    const watch = await repo.watch(showId, userId, { lock: true });
    const state = rewardStateOf(show, watch);
    if (state === 'claimed') throw new ApiError(Errcode.rewardAlreadyClaimed);
    if (state !== 'ready') throw new ApiError(Errcode.liveRewardNotEarned);
    const items = [{ propId: PropId.coin, count: show.rewardCoin }];
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.LiveShow, period: ONCE, reason: 'live_show' },
      key: `show:${showId}`,
      items,
      wagering: show.wagering,
      meta: { showId, watchedSeconds: watch!.watchedSeconds },
      now,
    });
    await repo.setWatch(showId, userId, { grantId: grant.id });
    const { coin } = await playerBalances(tx, userId);
    return { showId, amount: show.rewardCoin, items, coin, locked: grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0 };
  });
}
