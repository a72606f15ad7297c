import type { CallResult } from '../../../contract/index.ts';

/**
 * When the bankruptcy gift popup asks and shows (pure; docs/bankrupt.md "The popup"). The server
 * decides who is bankrupt and what can be claimed; the client only decides when to ask and whether
 * to interrupt the player with the answer.
 */
export type GiftInfo = Omit<CallResult<'getBankruptGiftInfo'>, 'errcode' | 'msg'>;

/** An answer and the server clock's lead over this device's, so countdowns follow the server. */
export interface Gift {
  info: GiftInfo;
  offset: number;
}

export const giftOf = (info: GiftInfo, deviceNow: number): Gift => ({ info, offset: info.serverTime - deviceNow });

/** The server's now, as far as this device can tell. */
export const serverNow = (gift: Gift, deviceNow: number) => deviceNow + gift.offset;

/** The coin just fell below the threshold (from at or above it): the moment to ask again. */
export function crossedBelow(previous: number | null, current: number | null, threshold: number | null): boolean {
  return threshold !== null && previous !== null && current !== null && previous >= threshold && current < threshold;
}

/**
 * Whether to open the popup on this answer: the player is bankrupt, the claim window runs and a gift
 * is left. With a gift claimable it opens every time it is asked (on load, after running out); with
 * gifts only waiting for bets, once per bankruptcy on this device (`lastShown`: the window's end it
 * was shown for), so a player who closed it is not asked again on every page load.
 */
export function shouldShow(gift: Gift, deviceNow: number, lastShown: string | null): boolean {
  const { info } = gift;
  if (!info.bankrupt || serverNow(gift, deviceNow) >= info.canReceiveLastMs) return false;
  if (!info.awardList.some((award) => !award.isReceived)) return false;
  return info.awardList.some((award) => award.canReceive) || lastShown !== String(info.canReceiveLastMs);
}

/** An award's line in the popup: claim it, claimed, bet more (how much), or not yet (an earlier one first, the day's cap, time up). */
export type AwardLine = { kind: 'claimable' } | { kind: 'claimed' } | { kind: 'betMore'; more: number } | { kind: 'notYet' };

export function awardLine(award: GiftInfo['awardList'][number], currBet: number): AwardLine {
  if (award.isReceived) return { kind: 'claimed' };
  if (award.canReceive) return { kind: 'claimable' };
  if (award.validBet > currBet) return { kind: 'betMore', more: award.validBet - currBet };
  return { kind: 'notYet' };
}

/** h:mm:ss (or m:ss under an hour) of a remaining time; 0:00 once it has passed. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
