import { signUpsBetween } from '../account/index.ts';
import { manilaDayOf, manilaDayRange } from '../api/manila-days.ts';
import { sessionsRepo } from '../auth/index.ts';
import { playersWhoPlayedBetween, roundsByGame, roundsByHour } from '../games/index.ts';
import { bonusPaidOut } from '../ledger/statement.ts';
import { playersSignedInBetween } from '../security/index.ts';
import { depositsPaidByHour, pendingWithdrawalCount, walletPlayersBetween, withdrawalsPaidByHour, type HourTotal } from '../wallet/index.ts';
import type { ConsoleHandlers } from './context.ts';

const HOUR_MS = 3600_000;

/** Sums rows named by their epoch hour into the day's 24 Manila hours (hour 0 = the day's midnight). */
function byManilaHour<R extends { epochHour: number }>(rows: R[], start: Date, value: (row: R) => number): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  const first = Math.floor(start.getTime() / HOUR_MS);
  for (const row of rows) {
    const hour = row.epochHour - first;
    if (hour >= 0 && hour < 24) hours[hour]! += value(row);
  }
  return hours;
}

const countSum = (rows: HourTotal[]) => rows.reduce((t, r) => ({ count: t.count + r.count, sum: t.sum + r.sum }), { count: 0, sum: 0 });

/**
 * The dashboard: one Manila calendar day's figures (docs/console.md "Dashboard"), read from each
 * area's rows through its index (the ledger through ledger/): nothing is kept for it, so it always
 * agrees with the records. `day` absent is today by the server's clock.
 */
export const dashboardHandlers: Pick<ConsoleHandlers, 'consoleDashboard'> = {
  consoleDashboard: async ({ deps, body }) => {
    const db = deps.db;
    const day = body.day ?? manilaDayOf(deps.now());
    const { start, end } = manilaDayRange(day);
    const [signUps, deposits, withdrawals, games, hours, bonusCost, pending, config] = await Promise.all([
      signUpsBetween(db, start, end),
      depositsPaidByHour(db, start, end),
      withdrawalsPaidByHour(db, start, end),
      roundsByGame(db, start, end),
      roundsByHour(db, start, end),
      bonusPaidOut(db, start, end),
      pendingWithdrawalCount(db),
      deps.config.get(),
    ]);
    const seen = await Promise.all([
      playersSignedInBetween(db, start, end),
      playersWhoPlayedBetween(db, start, end),
      walletPlayersBetween(db, start, end),
      sessionsRepo(db).usersUsedBetween(start, end),
    ]);
    const active = new Set(seen.flat());

    const names = new Map(config.config.gameList.map((g) => [g.id, g.name]));
    const perGame = games
      .map((g) => ({ gameId: g.gameId, name: names.get(g.gameId) ?? String(g.gameId), rounds: g.rounds, bets: g.bets, wins: g.wins, ggr: g.bets - g.wins }))
      .sort((a, b) => b.rounds - a.rounds || a.gameId - b.gameId);
    const totals = perGame.reduce((t, g) => ({ rounds: t.rounds + g.rounds, bets: t.bets + g.bets, wins: t.wins + g.wins, ggr: t.ggr + g.ggr }), { rounds: 0, bets: 0, wins: 0, ggr: 0 });
    const depositHours = byManilaHour(deposits, start, (r) => r.sum);
    const withdrawalHours = byManilaHour(withdrawals, start, (r) => r.sum);
    const ggrHours = byManilaHour(hours, start, (r) => r.bets - r.wins);

    return {
      dashboard: {
        day,
        signUps,
        activePlayers: active.size,
        deposits: countSum(deposits),
        withdrawals: countSum(withdrawals),
        games: perGame,
        totals,
        bonusCost,
        pending: { withdrawals: pending },
        hours: depositHours.map((d, hour) => ({ hour, deposits: d, withdrawals: withdrawalHours[hour]!, ggr: ggrHours[hour]! })),
      },
    };
  },
};
