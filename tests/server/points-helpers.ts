import { sql } from 'drizzle-orm';
import { ActivityId, PropId } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { grantReward, manilaDayPeriod } from '../../server/rewards/index.ts';
import type { TestServer } from './harness.ts';
import { okCall, reqId } from './games-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';

/** Shared pieces of the points suites. */

export const RULES = { pointsPerPeso: 10, minPoints: 100, wagering: 1, dailyMaxPoints: 5000 };

/** Writes a points exchange rule (or removes it with null) and drops the config cache. */
export async function usePointsRules(t: TestServer, rules: Record<string, unknown> | null = RULES) {
  const repo = appConfigRepo(t.deps.db);
  if (rules) await repo.upsert('pointsExchange', rules);
  else await t.deps.db.execute(sql`DELETE FROM app_config WHERE key = 'pointsExchange'`);
  t.deps.config.invalidate();
}

let grants = 0;
/** Points paid as a prize is paid: a grant of the rewards engine (a Lucky Jackpot points cell, here). */
export async function givePoints(t: TestServer, userId: number, count: number, activityId: number = ActivityId.LuckyJackpot) {
  await t.deps.db.transaction((tx) =>
    grantReward(tx, {
      userId,
      source: { activityId, period: manilaDayPeriod(t.deps.now()), reason: 'jackpot_draw' },
      key: `test-points:${++grants}`,
      items: [{ propId: PropId.points, count }],
      now: t.deps.now(),
    }),
  );
}

let ips = 0;
export async function pointsPlayer(t: TestServer, tag: string): Promise<Player> {
  ips++;
  return newPlayer(t, `${tag}${ips}`, `10.40.${ips % 250}.${1 + Math.floor(ips / 250)}`);
}

export const balancesOf = (t: TestServer, p: Player) => playerBalances(t.deps.db, p.userId);
export const info = async (t: TestServer, p: Player) => okCall('pointsInfo', await t.call('pointsInfo', {}, { token: p.token }));
export const exchange = (t: TestServer, p: Player, points: number, requestId = reqId('pts')) => t.call('pointsExchange', { points, requestId }, { token: p.token });
export const log = async (t: TestServer, p: Player, body: Record<string, unknown> = {}) => okCall('pointsLog', await t.call('pointsLog', body, { token: p.token }));
