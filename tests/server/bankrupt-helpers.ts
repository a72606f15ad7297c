import { calls, Errcode, PropId } from '../../contract/index.ts';
import { expect } from 'vitest';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { BET_LEVELS } from '../../server/games/house/themes.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import type { TestServer } from './harness.ts';
import { forceStops, losingStops, spinCall, start } from './games-helpers.ts';
import { expectError, expectOk } from './helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';

/** Shared pieces of the bankruptcy gift suites (docs/bankrupt.md); the seeded gift: ₱1, 30 minutes, ₱10 / ₱20 / ₱50 after ₱100 / ₱500 / ₱2,000. */
export const coin = (count: number) => ({ propId: PropId.coin, count });
export const WELCOME = 5_000;
export const CLAIM_MS = 30 * 60_000;

let ips = 0;
/** A fresh player (₱50 welcome coins, locked) from an address of their own; `deposit` pays a sandbox top-up first. */
export async function giftPlayer(t: TestServer, tag: string, deposit = 10_000): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.56.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (deposit > 0) await depositPaid(t, p.token, deposit);
  return p;
}

export const coinOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).coin;

/**
 * Real slot spins that lose, each the largest bet the balance allows, until `amount` is lost (or,
 * by default, the whole balance): the way a player runs out. Answers what was bet.
 */
export async function lose(t: TestServer, p: Player, amount?: number): Promise<number> {
  const restore = forceStops(losingStops());
  try {
    const { sessionId } = await start(t, p.token);
    let left = amount ?? (await coinOf(t, p));
    let bets = 0;
    while (left >= BET_LEVELS[0]!) {
      const bet = BET_LEVELS.toReversed().find((level) => level <= left)!;
      expectOk(await spinCall(t, p.token, sessionId, bet));
      left -= bet;
      bets += bet;
    }
    return bets;
  } finally {
    restore();
  }
}

export async function info(t: TestServer, p: Player, token = p.token) {
  const body = expectOk(await t.call('getBankruptGiftInfo', {}, { token }));
  expect(() => calls.getBankruptGiftInfo.response.parse(body)).not.toThrow();
  return body;
}

export const claim = (t: TestServer, p: Player, id: number, token = p.token) => t.call('receiveBankruptGiftAward', { id }, { token });

export async function claimed(t: TestServer, p: Player, id: number) {
  const body = expectOk(await claim(t, p, id));
  expect(() => calls.receiveBankruptGiftAward.response.parse(body)).not.toThrow();
  return body;
}

/** Each award's state as the popup reads it: [id, canReceive, isReceived]. */
export const states = (body: Record<string, any>) => (body.awardList as { id: number; canReceive: boolean; isReceived: boolean }[]).map((a) => [a.id, a.canReceive, a.isReceived]);

export const refused = async (t: TestServer, p: Player, id: number, errcode: number, extra: { msg?: string; params?: Record<string, unknown> } = {}, token = p.token) =>
  expectError(await claim(t, p, id, token), { status: 200, errcode, ...extra });

export const Code = { notEligible: Errcode.bankruptNotEligible, claimed: Errcode.bankruptAlreadyClaimed, needsBet: Errcode.bankruptNeedsValidBet, ended: Errcode.bankruptEnded } as const;

/** Replaces parts of the seeded bankruptGift and drops the config cache. */
export async function useGiftConfig(t: TestServer, over: Record<string, unknown>) {
  const { config } = await t.deps.config.get();
  await appConfigRepo(t.deps.db).upsert('bankruptGift', { ...config.bankruptGift, ...over });
  t.deps.config.invalidate();
}

const MANILA = 8 * 3600_000;
const DAY = 24 * 3600_000;
/** The next Manila midnight after the server's now (epoch ms). */
export const nextMidnight = (t: TestServer) => Math.floor((t.deps.now() + MANILA) / DAY + 1) * DAY - MANILA;

/** Moves the server clock forward to the next Manila noon: a claim window of 30 minutes then ends before midnight, whatever the wall clock. */
export function toManilaNoon(t: TestServer) {
  t.advance(nextMidnight(t) + 12 * 3600_000 - t.deps.now());
}
