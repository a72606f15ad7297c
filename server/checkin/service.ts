import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, type AppConfig, type SignInCalendarConfig, type SignInDay } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, grantedKeys, grantedKey, hasDeposited, latestGrant, manilaDayPeriod, promotionsWithheld, type RewardItem } from '../rewards/index.ts';
import { calendarState, dayStatuses, lastClaimOf, nextManilaMidnight, type CalendarState } from './calendar.ts';

/**
 * The daily sign-in (FreeSign 36, docs/checkin.md). Each claim is a grant of activity FreeSign in the
 * Manila day it was made, under one key, so a day pays once however often it is asked (a double tap,
 * a second tab, 50 at once); its meta keeps the cycle day and streak it made, which the next day's
 * claim reads back. "Signed in today" (the tasks) is exactly "a FreeSign grant in today's period".
 */
export const SIGN_IN_GRANT = { activityId: ActivityId.FreeSign, key: 'sign_in', reason: 'daily_sign_in' } as const;

/** The configured calendar, or null when the operator configured no days (nothing to pay: 5006). */
export function signInSettings(config: AppConfig): SignInCalendarConfig | null {
  const calendar = config.signInCalendar;
  return calendar && calendar.days.length > 0 ? calendar : null;
}

/** The previous claim (at or before today, so a clock set back in tests never reads a future one). */
async function previousClaim(db: Executor, userId: number, now: number) {
  return lastClaimOf(await latestGrant(db, userId, ActivityId.FreeSign, manilaDayPeriod(now)));
}

export interface CalendarView {
  running: boolean;
  signedIn: boolean;
  cycleLength: number;
  days: SignInDay[];
  today: number;
  todayStatus: SignInDay['status'];
  streak: number;
  missed: boolean;
  hasDeposit: boolean;
  wagering: number;
  now: number;
  nextResetAt: number;
}

/** loginBonus3User: the cycle and, for a player, where it stands (two or three indexed reads). */
export async function calendarView(db: Executor, userId: number | null, now: number, config: AppConfig): Promise<CalendarView> {
  const settings = signInSettings(config);
  const days = settings?.days ?? [];
  const [on, last, hasDeposit] = await Promise.all([
    settings ? activitiesRepo(db).isOn(ActivityId.FreeSign) : Promise.resolve(false),
    userId === null ? Promise.resolve(undefined) : previousClaim(db, userId, now),
    userId === null ? Promise.resolve(false) : hasDeposited(db, userId),
  ]);
  const running = settings !== null && on;
  const state: CalendarState = calendarState(Math.max(days.length, 1), last, now);
  // A visitor sees the cycle from day 1 with nothing claimed.
  const shown = userId === null ? { day: 1, claimedToday: false, claimedDays: 0 } : state;
  const statuses = dayStatuses(days.length, shown, running && userId !== null);
  return {
    running,
    signedIn: userId !== null,
    cycleLength: days.length,
    days: days.map((day, i) => ({ day: i + 1, items: day.items, status: statuses[i]! })),
    today: shown.day,
    todayStatus: shown.claimedToday ? 'claimed' : running && userId !== null ? 'claimable' : 'locked',
    streak: userId === null ? 0 : state.streak,
    missed: userId !== null && state.missed,
    hasDeposit,
    wagering: settings?.wagering ?? 0,
    now,
    nextResetAt: nextManilaMidnight(now),
  };
}

export interface SignInClaim {
  items: RewardItem[];
  coin: number;
  locked: number;
  day: number;
  streak: number;
}

/**
 * loginBonus3Receive, inside its transaction: the player's row locked first (copies of the claim
 * take turns), 5006 when the activity is off or has no days, then today's day paid through
 * claimReward (5004 protected, 5003 no top-up yet, 5002 today's day claimed already).
 */
export async function claimToday(tx: Executor, userId: number, now: number, config: AppConfig): Promise<SignInClaim> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const settings = signInSettings(config);
  if (!settings || !(await activitiesRepo(tx).isOn(ActivityId.FreeSign))) throw new ApiError(Errcode.activityNotRunning);
  const state = calendarState(settings.days.length, await previousClaim(tx, userId, now), now);
  const grant = await claimReward(tx, {
    userId,
    source: { activityId: SIGN_IN_GRANT.activityId, period: state.today, reason: SIGN_IN_GRANT.reason },
    key: SIGN_IN_GRANT.key,
    items: settings.days[state.day - 1]!.items,
    wagering: settings.wagering,
    meta: { day: state.day, streak: state.nextStreak, cycleLength: settings.days.length },
    now,
  });
  const { coin } = await playerBalances(tx, userId);
  // Claims need a first top-up, so the grant's lock is its turnover (none at wagering 0).
  const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
  return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked, day: state.day, streak: state.nextStreak };
}

/**
 * The `signIn` red dot (refreshData): true only when a claim would pay now. No query for a player
 * who never topped up or when no days are configured; then the activity's row and today's grant
 * (two indexed reads), and player protection only when the dot would otherwise show.
 */
export async function signInWaiting(db: Executor, user: { id: number; totalRecharge: number }, now: number, config: AppConfig): Promise<boolean> {
  if (user.totalRecharge <= 0 || !signInSettings(config)) return false;
  const today = manilaDayPeriod(now);
  const [on, granted] = await Promise.all([activitiesRepo(db).isOn(ActivityId.FreeSign), grantedKeys(db, user.id, ActivityId.FreeSign, [today])]);
  if (!on || granted.has(grantedKey(today, SIGN_IN_GRANT.key))) return false;
  return !(await promotionsWithheld(db, user.id, now));
}
