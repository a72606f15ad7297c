import { Errcode, MessageKey, PESO, type ErrcodeValue } from '../../contract/index.ts';
import type { BankruptAward, BankruptSettings } from './settings.ts';

/**
 * The bankruptcy gift's rules, pure (docs/bankrupt.md): whether a player is bankrupt, and whether an
 * award can be claimed now or why not. getBankruptGiftInfo and the claim both answer from here, over
 * the same snapshot, so what the popup offers is exactly what a claim pays.
 */

const DAY_MS = 24 * 3600_000;
const MANILA_MS = 8 * 3600_000;

/** The Manila day holding `now`: its key (YYYY-MM-DD), its start and end (epoch ms), and the day before's key. */
export function manilaDayOf(now: number) {
  const start = Math.floor((now + MANILA_MS) / DAY_MS) * DAY_MS - MANILA_MS;
  const key = (ms: number) => new Date(ms + MANILA_MS).toISOString().slice(0, 10);
  return { key: key(now), start, end: start + DAY_MS, yesterday: key(start - 1) };
}

/** The player's latest bankruptcy (bankrupt_episodes). */
export interface Episode {
  id: number;
  day: string;
  roundsAtStart: number;
  claimUntil: number;
}

/** What the rules read about one player now. */
export interface Snapshot {
  now: number;
  /** Award ids claimed this Manila day. */
  claimed: Set<number>;
  /** What the player holds: coin and the safebox (hundredths). */
  coin: number;
  /** Real rounds settled and their valid bets this Manila day (games' bet totals). */
  todayRounds: number;
  todayValidBet: number;
  /** A withdrawal waiting, or one paid that was asked for today: the player cashed out, not ran out. */
  cashingOut: boolean;
  /** Time-out, exclusion or a limit's cooling-off (the rewards engine's protection hook). */
  withheld: boolean;
  lossLimitReached: boolean;
  hasDeposit: boolean;
  latest: Episode | null;
}

/** A refusal: the errcode, its specific message key (absent: the errcode's default), the message's values. */
export interface Refusal {
  errcode: ErrcodeValue;
  msg?: string;
  params?: Record<string, number>;
}

const refusal = (errcode: ErrcodeValue, msg?: string, params?: Record<string, number>): Refusal => ({ errcode, ...(msg ? { msg } : {}), ...(params ? { params } : {}) });

/**
 * Why the player is not bankrupt now (null: they are). In the order a player should hear it: what
 * withholds every promotion, then a loss limit, a missing first top-up, then the balance and the play.
 * At Manila midnight the day's bets start again at 0, so a player whose bankruptcy was yesterday is
 * told the day's gift ended (3004), not that they are not bankrupt.
 */
export function notBankrupt(settings: BankruptSettings, s: Snapshot): Refusal | null {
  if (s.withheld) return refusal(Errcode.bankruptNotEligible, MessageKey.bankruptProtected);
  if (s.lossLimitReached) return refusal(Errcode.bankruptNotEligible, MessageKey.bankruptLossLimit);
  if (!s.hasDeposit) return refusal(Errcode.bankruptNotEligible, MessageKey.bankruptNeedsDeposit);
  if (s.coin >= settings.threshold || s.cashingOut) return refusal(Errcode.bankruptNotEligible, MessageKey.bankruptNotBankrupt);
  if (s.todayRounds === 0) {
    const ended = s.latest !== null && s.latest.day === manilaDayOf(s.now).yesterday;
    return ended ? refusal(Errcode.bankruptEnded, MessageKey.bankruptDayEnded) : refusal(Errcode.bankruptNotEligible, MessageKey.bankruptNotBankrupt);
  }
  return null;
}

/** The bankruptcy the player is in now: the latest one, if no round has been played since it started. */
export function currentEpisode(s: Snapshot): Episode | null {
  const latest = s.latest;
  return latest && latest.day === manilaDayOf(s.now).key && latest.roundsAtStart === s.todayRounds ? latest : null;
}

/** When a bankruptcy starting now may claim until: claimMinutes on, never past Manila midnight. */
export const windowEndFrom = (settings: BankruptSettings, now: number) => Math.min(now + settings.claimMs, manilaDayOf(now).end);

/** When the current bankruptcy's window closes (one starting now when none has been recorded yet). */
export const windowEnd = (settings: BankruptSettings, s: Snapshot) => currentEpisode(s)?.claimUntil ?? windowEndFrom(settings, s.now);

/**
 * Why `award` cannot be claimed now (null: it can). Claimed already first (a double tap, 50 at once
 * answer 3002), then the player (notBankrupt), the day's cap, the window, the bets, the order.
 */
export function claimRefusal(settings: BankruptSettings, s: Snapshot, award: BankruptAward): Refusal | null {
  if (s.claimed.has(award.id)) return refusal(Errcode.bankruptAlreadyClaimed);
  const player = notBankrupt(settings, s);
  if (player) return player;
  if (s.claimed.size >= settings.maxPerDay) return refusal(Errcode.bankruptEnded, MessageKey.bankruptDailyCap);
  if (s.now >= windowEnd(settings, s)) return refusal(Errcode.bankruptEnded);
  if (s.todayValidBet < award.validBet) return refusal(Errcode.bankruptNeedsValidBet, undefined, { more: Math.ceil((award.validBet - s.todayValidBet) / PESO) });
  const index = settings.awards.findIndex((a) => a.id === award.id);
  if (settings.awards.slice(0, index).some((earlier) => !s.claimed.has(earlier.id))) return refusal(Errcode.bankruptNotEligible, MessageKey.bankruptEarlierFirst);
  return null;
}

/** The first award not claimed today, in order: the one the popup's "bet ₱X more" speaks of. */
export const nextAward = (settings: BankruptSettings, s: Snapshot) => settings.awards.find((award) => !s.claimed.has(award.id));
