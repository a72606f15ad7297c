import type { CallResult } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { claimRefusal, currentEpisode, manilaDayOf, nextAward, notBankrupt } from './rules.ts';
import type { BankruptSettings } from './settings.ts';
import { loadSnapshot, startEpisode } from './state.ts';

export type BankruptInfo = Omit<CallResult<'getBankruptGiftInfo'>, 'errcode' | 'msg'>;

/** What a switched-off gift answers: nobody is bankrupt, nothing is offered. */
export const offInfo = (settings: BankruptSettings, now: number): BankruptInfo => ({
  bankrupt: false,
  canReceiveLastMs: 0,
  gift2LastMs: 0,
  currBet: 0,
  validBet: 0,
  awardList: [],
  threshold: settings.threshold,
  serverTime: now,
});

/**
 * getBankruptGiftInfo (spec §3 "Bankrupt gift"): whether the player is bankrupt, the countdowns
 * (this bankruptcy's claim window, the day's end), today's valid bets and what the next award needs,
 * and every award with its state. The first time a bankrupt player is seen, their bankruptcy is
 * recorded and its claim window starts (docs/bankrupt.md "Episodes").
 */
export async function bankruptInfo(db: Executor, userId: number, settings: BankruptSettings, now: number): Promise<BankruptInfo> {
  const s = await loadSnapshot(db, userId, settings, now, false);
  const bankrupt = notBankrupt(settings, s) === null;
  if (bankrupt && !currentEpisode(s)) s.latest = await startEpisode(db, userId, settings, s);
  const episode = bankrupt ? currentEpisode(s) : null;
  return {
    bankrupt,
    canReceiveLastMs: episode?.claimUntil ?? 0,
    gift2LastMs: manilaDayOf(now).end,
    currBet: s.todayValidBet,
    validBet: nextAward(settings, s)?.validBet ?? 0,
    awardList: settings.awards.map((award) => ({
      id: award.id,
      propId: award.propId,
      count: award.count,
      canReceive: claimRefusal(settings, s, award) === null,
      isReceived: s.claimed.has(award.id),
      validBet: award.validBet,
    })),
    threshold: settings.threshold,
    serverTime: now,
  };
}
