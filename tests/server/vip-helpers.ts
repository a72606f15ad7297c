import { PropId } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import type { TestServer } from './harness.ts';
import { forceStops, fund, losingStops, spinCall, start } from './games-helpers.ts';
import { expectOk } from './helpers.ts';
import { newPlayer, type Player } from './console-play.ts';

/** Shared pieces of the VIP and rebate suites: small levels (₱10, ₱30, ₱100 of valid bets) so a few spins reach them. */
export const coin = (count: number) => ({ propId: PropId.coin, count });
export const SLOTS = 1; // game type of 101 (fiesta)
export const FISH = 2; // game type given to 102 here

export const testVip = {
  vipMap: {
    0: { level: 0, experience: 0, betLimit: 0, dailyAward: '[]', showType: 0 },
    1: { level: 1, experience: 10, betLimit: 2000, dailyAward: '[{"id":2001,"count":300}]', showType: 1 },
    2: { level: 2, experience: 30, betLimit: 5000, dailyAward: '[{"id":2001,"count":500}]', showType: 1 },
    3: { level: 3, experience: 100, betLimit: 10000, dailyAward: '[{"id":2001,"count":1000},{"id":60001,"count":2}]', showType: 2 },
  },
  levelConfig: { 0: { level: 0, betAmount: 0 }, 1: { level: 1, betAmount: 1500 }, 2: { level: 2, betAmount: 6000 } },
  vipRewards: {
    levelUpBonus: { 1: [coin(1000)], 2: [coin(2000)], 3: [coin(5000), { propId: PropId.diamond, count: 3 }] },
    signInAward: { 1: [coin(100)], 2: [coin(200)], 3: [coin(300)] },
    tasks: [
      { id: 1, kind: 'validBet', minVip: 1, target: 5000, items: [coin(700)] },
      { id: 2, kind: 'deposit', minVip: 2, target: 20000, items: [coin(900)] },
    ],
    wagering: 1,
  },
  betRebate: {
    capBps: 100,
    wagering: 1,
    rates: { 0: { 1: 0, 2: 5 }, 1: { 1: 10, 2: 20 }, 2: { 1: 37, 2: 50 }, 3: { 1: 80, 2: 100 } },
  },
};

/** Level thresholds and rates of testVip, for the in-test models. */
export const levelForExp = (exp: number) => (exp >= 100 ? 3 : exp >= 30 ? 2 : exp >= 10 ? 1 : 0);
export const rateOf = (level: number, type: number) => (testVip.betRebate.rates as Record<number, Record<number, number>>)[level]![type]!;

/** Writes testVip into the config (game 102 becomes a game of type 2) and drops the cache. */
export async function useVipConfig(t: TestServer, over: Record<string, unknown> = {}) {
  const { config } = await t.deps.config.get();
  const repo = appConfigRepo(t.deps.db);
  for (const [key, value] of Object.entries({ ...testVip, ...over })) await repo.upsert(key, value);
  await repo.upsert('gameTypes', [...config.gameTypes, { id: FISH, name: 'Fishing', status: 1, sort: 2 }]);
  await repo.upsert(
    'gameList',
    config.gameList.map((g) => (g.id === 102 ? { ...g, typeId: FISH } : g)),
  );
  t.deps.config.invalidate();
}

let ips = 0;
/** A fresh player with ₱1,000 of play money (not a top-up: claims still need one). */
export async function vipPlayer(t: TestServer, tag: string): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.19.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  await fund(t, p.userId, 100_000);
  return p;
}

/** Real spins of `bet` on a game, forced to losing stops so coin moves exactly by the bets. */
export async function spins(t: TestServer, token: string, n: number, bet: number, gameId = 101, tryIt = false) {
  const restore = forceStops(losingStops());
  try {
    const { sessionId } = await start(t, token, gameId, tryIt);
    for (let i = 0; i < n; i++) expectOk(await spinCall(t, token, sessionId, bet));
  } finally {
    restore();
  }
}

const MANILA = 8 * 3600_000;
const DAY = 24 * 3600_000;
/** Moves the server clock to `msBefore` before the next Manila midnight. */
export function advanceToBeforeMidnight(t: TestServer, msBefore: number) {
  const now = t.deps.now();
  const next = Math.floor((now + MANILA) / DAY + 1) * DAY - MANILA;
  t.advance(next - msBefore - now);
  return manilaDayPeriod(t.deps.now());
}
