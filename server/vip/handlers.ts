import type { HandlerGroup } from '../api/context.ts';
import type { ServerDeps } from '../deps.ts';
import type { Executor } from '../db/client.ts';
import { claimDaily, claimLevelUp, claimSignIn, claimTask, type ClaimResult } from './claims.ts';
import { levelAudit, vipInfo } from './info.ts';
import { claimRebates, REBATE_MIN_CLAIM, rebateLines, rebateLog } from './rebates.ts';
import { rebateRate, vipSettings, type VipSettings } from './settings.ts';
import { playerVip } from './status.ts';

const PAGE = 20;

const settingsOf = async (deps: ServerDeps) => vipSettings((await deps.config.get()).config);

/** A claim in its own transaction (each claim locks the player's row first, in claims.ts / here). */
async function claim(deps: ServerDeps, run: (tx: Executor, settings: VipSettings, now: number) => Promise<ClaimResult>): Promise<ClaimResult> {
  const settings = await settingsOf(deps);
  const now = deps.now();
  return deps.db.transaction((tx) => run(tx, settings, now));
}

/** VIP and bet rebates (contract/calls/vip.ts, docs/rewards.md "VIP" and "Bet rebates"). */
export const vipHandlers: HandlerGroup<
  | 'getVipInfo'
  | 'getVipLevelAudit'
  | 'receiveVipBonusUser'
  | 'appVipUserReceiveDaily'
  | 'appVipUserReceiveSignInAward'
  | 'receiveVipTaskAndBonus'
  | 'betBonus'
  | 'betBonusByTypeReceive'
  | 'betBonusReceive'
  | 'betBonusLog'
> = {
  getVipInfo: async ({ deps, session: { user } }) => vipInfo(deps.db, user.id, await settingsOf(deps), deps.now()),
  getVipLevelAudit: async ({ deps, body, session: { user } }) => levelAudit(deps.db, user.id, body.beforeId, body.pageSize ?? PAGE),
  receiveVipBonusUser: ({ deps, body, session: { user } }) => claim(deps, (tx, s, now) => claimLevelUp(tx, user.id, s, body.level, now)),
  appVipUserReceiveDaily: ({ deps, session: { user } }) => claim(deps, (tx, s, now) => claimDaily(tx, user.id, s, now)),
  appVipUserReceiveSignInAward: ({ deps, session: { user } }) => claim(deps, (tx, s, now) => claimSignIn(tx, user.id, s, now)),
  receiveVipTaskAndBonus: ({ deps, body, session: { user } }) => claim(deps, (tx, s, now) => claimTask(tx, user.id, s, body.id, now)),

  betBonus: async ({ deps, body, session: { user } }) => {
    const settings = await settingsOf(deps);
    const list = await rebateLines(deps.db, user.id, body.type || undefined);
    const { vip } = await playerVip(deps.db, user.id);
    const types = new Set(settings.gameType.values());
    const rates = Object.fromEntries([...types].sort((a, b) => a - b).map((type) => [String(type), rebateRate(settings, vip, type)]));
    const sum = (key: 'claimable' | 'accrued') => list.reduce((total, line) => total + line[key], 0);
    return { list, total: sum('claimable'), accrued: sum('accrued'), minClaim: REBATE_MIN_CLAIM, rates, capBps: settings.capBps };
  },
  betBonusByTypeReceive: ({ deps, body, session: { user } }) =>
    claim(deps, async (tx, s, now) => {
      await playerVip(tx, user.id, true);
      return claimRebates(tx, user.id, s, body.type, now);
    }),
  betBonusReceive: ({ deps, session: { user } }) =>
    claim(deps, async (tx, s, now) => {
      await playerVip(tx, user.id, true);
      return claimRebates(tx, user.id, s, undefined, now);
    }),
  betBonusLog: async ({ deps, body, session: { user } }) => rebateLog(deps.db, user.id, body.beforeId, body.pageSize ?? PAGE),
};
