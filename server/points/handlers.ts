import type { HandlerGroup } from '../api/context.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { hasDeposited, manilaDayPeriod } from '../rewards/index.ts';
import { dailyLeft, exchangedOn, exchangePoints } from './exchange.ts';
import { pointsLog } from './log.ts';
import { exchangeRules } from './settings.ts';
import { pointSources } from './sources.ts';

const PAGE = 20;

/** Points (activity 9): the page's info, the exchange, the log (contract/calls/points.ts, docs/points-rank.md). */
export const pointsHandlers: HandlerGroup<'pointsInfo' | 'pointsExchange' | 'pointsLog'> = {
  pointsInfo: async ({ deps, session: { user } }) => {
    const { config } = await deps.config.get();
    const { rules, running } = await exchangeRules(deps.db, config);
    const [balances, exchangedToday, deposited] = await Promise.all([
      playerBalances(deps.db, user.id),
      exchangedOn(deps.db, user.id, manilaDayPeriod(deps.now())),
      hasDeposited(deps.db, user.id),
    ]);
    return {
      running: rules !== null,
      points: balances.points,
      rate: rules ? { pointsPerPeso: rules.pointsPerPeso, minPoints: rules.minPoints, wagering: rules.wagering, dailyMaxPoints: rules.dailyMaxPoints ?? null } : null,
      exchangedToday,
      dailyLeft: rules ? dailyLeft(rules, exchangedToday) : null,
      hasDeposit: deposited,
      sources: pointSources(config, running),
    };
  },

  pointsExchange: async ({ deps, body, session: { user } }) => {
    const { rules } = await exchangeRules(deps.db, (await deps.config.get()).config);
    return exchangePoints(deps.db, { userId: user.id, points: body.points, requestId: body.requestId, rules, now: deps.now() });
  },

  pointsLog: async ({ deps, body, session: { user } }) => pointsLog(deps.db, user.id, body.beforeId, body.pageSize ?? PAGE),
};
