import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, MessageKey, type CallResult } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { validBetBetween } from '../games/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, grantedKey, grantedKeys, promotionsWithheld } from '../rewards/index.ts';
import { manilaMonths, type MonthWindow } from './periods.ts';
import { tierFor, type MonthlySettings } from './settings.ts';

/**
 * The monthly bonus (activity 45, docs/offers.md): once per Manila calendar month a player claims the
 * prize of the tier last month's valid bets reached. The grant's period is this month and its key
 * `monthly`, so a month pays once whatever the tier; valid bets are the games area's bet totals by
 * Manila day (settled real rounds), so a bet at 23:59:59 on the last day counts for that month and one
 * at 00:00:00 for the next.
 */
export const MONTHLY_KEY = 'monthly';

type Info = CallResult<'monthlyBonusInfo'>;
type ClaimAnswer = CallResult<'monthlyBonusReceive'>;

async function monthBets(db: Executor, userId: number | null, month: MonthWindow, settings: MonthlySettings) {
  const validBet = userId === null ? 0 : await validBetBetween(db, userId, month.firstDay, month.lastDay);
  return { period: month.period, validBet, tier: tierFor(settings, validBet)?.tier ?? null };
}

/** What the monthly bonus page shows; a visitor (no player) gets the tiers and no bets. */
export async function monthlyInfo(db: Executor, player: { id: number; totalRecharge: number } | null, settings: MonthlySettings, now: number): Promise<Omit<Info, 'errcode' | 'msg'>> {
  const { thisMonth, lastMonth, endsAt } = manilaMonths(now);
  const userId = player?.id ?? null;
  const [running, last, current, claimed, withheld] = await Promise.all([
    activitiesRepo(db).isOn(ActivityId.MonthlyBonus),
    monthBets(db, userId, lastMonth, settings),
    monthBets(db, userId, thisMonth, settings),
    userId === null ? Promise.resolve(false) : grantedKeys(db, userId, ActivityId.MonthlyBonus, [thisMonth.period]).then((keys) => keys.has(grantedKey(thisMonth.period, MONTHLY_KEY))),
    userId === null ? Promise.resolve(false) : promotionsWithheld(db, userId, now),
  ]);
  return {
    running,
    tiers: settings.tiers,
    wagering: settings.wagering,
    lastMonth: last,
    thisMonth: current,
    status: claimed ? 'claimed' : last.tier !== null && running ? 'claimable' : 'locked',
    endsAt,
    hasDeposit: (player?.totalRecharge ?? 0) > 0,
    withheld,
  };
}

/**
 * The claim, in the caller's transaction: the player's row locked first (a double tap, a second tab
 * and 50 at once take turns), the activity running (5006), a tier reached last month (5001), then
 * claimReward: 5004 protected, 5003 no top-up yet, 5002 claimed this month already.
 */
export async function claimMonthly(tx: Executor, userId: number, settings: MonthlySettings, now: number): Promise<Omit<ClaimAnswer, 'errcode' | 'msg'>> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!(await activitiesRepo(tx).isOn(ActivityId.MonthlyBonus))) throw new ApiError(Errcode.activityNotRunning);
  const { thisMonth, lastMonth } = manilaMonths(now);
  const validBet = await validBetBetween(tx, userId, lastMonth.firstDay, lastMonth.lastDay);
  const tier = tierFor(settings, validBet);
  if (!tier) throw new ApiError(Errcode.rewardNothingToClaim, { msg: MessageKey.monthlyNoTier });
  const grant = await claimReward(tx, {
    userId,
    source: { activityId: ActivityId.MonthlyBonus, period: thisMonth.period, reason: 'monthly_bonus' },
    key: MONTHLY_KEY,
    items: tier.items,
    wagering: settings.wagering,
    meta: { betMonth: lastMonth.period, validBet, tier: tier.tier },
    now,
  });
  const { coin } = await playerBalances(tx, userId);
  // A claim needs a first top-up, so the grant's lock is its turnover (none at wagering 0).
  const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
  return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked };
}
