import type { z } from 'zod';
import type { CommonFields } from './common.ts';
import { accountCalls } from './calls/account.ts';
import { activityCalls } from './calls/activity.ts';
import { authCalls } from './calls/auth.ts';
import { socialCalls } from './calls/social.ts';
import { bankruptCalls } from './calls/bankrupt.ts';
import { chatCalls } from './calls/chat.ts';
import { checkinCalls } from './calls/checkin.ts';
import { configCalls } from './calls/config.ts';
import { eventCalls } from './calls/events.ts';
import { gameCalls } from './calls/games.ts';
import { jackpotCalls } from './calls/jackpot.ts';
import { rewardCalls } from './calls/rewards.ts';
import { protectionCalls } from './calls/protection.ts';
import { kycCalls } from './calls/kyc.ts';
import { feedbackCalls } from './calls/feedback.ts';
import { profileCalls } from './calls/profile.ts';
import { mailCalls } from './calls/mail.ts';
import { pointsCalls } from './calls/points.ts';
import { rankCalls } from './calls/rank.ts';
import { offerCalls } from './calls/offers.ts';
import { securityCalls } from './calls/security.ts';
import { taskCalls } from './calls/tasks.ts';
import { vipCalls } from './calls/vip.ts';
import { walletCalls } from './calls/wallet.ts';
import { safeboxCalls } from './calls/safebox.ts';
import { pushCalls } from './calls/push.ts';
import { fairnessCalls } from './calls/fairness.ts';
import { diamondCalls } from './calls/diamonds.ts';
import { scratchCalls } from './calls/scratch.ts';
import { spinCalls } from './calls/spin.ts';
import { pusherCalls } from './calls/pusher.ts';
import { rainCalls } from './calls/rain.ts';
import { agentCalls } from './calls/agents.ts';
import { lotteryCalls } from './calls/lottery.ts';
import { pkCalls } from './calls/pk.ts';
import { tournamentCalls } from './calls/tournament.ts';
import { bankPromoCalls } from './calls/bankpromo.ts';
import { liveCalls } from './calls/shows.ts';
import { followCalls } from './calls/follow.ts';

export * from './common.ts';
export * from './define.ts';
export * from './enums.ts';
export * from './errcodes.ts';
export * from './messages.ts';
export * from './password-policy.ts';
export * from './proof-of-work.ts';
export * from './calls/account.ts';
export * from './calls/activity.ts';
export * from './calls/auth.ts';
export * from './calls/bankrupt.ts';
export * from './calls/chat.ts';
export * from './calls/checkin.ts';
export * from './calls/config.ts';
export * from './calls/events.ts';
export * from './calls/games.ts';
export * from './calls/jackpot.ts';
export * from './calls/rewards.ts';
export * from './calls/protection.ts';
export * from './calls/kyc.ts';
export * from './calls/feedback.ts';
export * from './calls/profile.ts';
export * from './calls/mail.ts';
export * from './calls/points.ts';
export * from './calls/rank.ts';
export * from './calls/offers.ts';
export * from './calls/security.ts';
export * from './calls/tasks.ts';
export * from './calls/vip.ts';
export * from './calls/wallet.ts';
export * from './live.ts';
export * from './calls/safebox.ts';
export * from './calls/push.ts';
export * from './calls/fairness.ts';
export * from './calls/diamonds.ts';
export * from './calls/scratch.ts';
export * from './calls/spin.ts';
export * from './calls/pusher.ts';
export * from './calls/lottery.ts';
export * from './lottery.ts';
export * from './calls/tournament.ts';
export * from './calls/bankpromo.ts';
export * from './calls/rain.ts';
export * from './calls/shows.ts';
export * from './calls/follow.ts';
export * from './calls/social.ts';
export * from './calls/agents.ts';
export * from './calls/pk.ts';

/** Every /app/v1 call: path (after the prefix) → auth, body and response schemas. */
export const calls = {
  ...configCalls,
  ...eventCalls,
  ...authCalls,
  ...socialCalls,
  ...accountCalls,
  ...activityCalls,
  ...walletCalls,
  ...jackpotCalls,
  ...rewardCalls,
  ...gameCalls,
  ...securityCalls,
  ...vipCalls,
  ...protectionCalls,
  ...kycCalls,
  ...feedbackCalls,
  ...profileCalls,
  ...mailCalls,
  ...bankruptCalls,
  ...chatCalls,
  ...checkinCalls,
  ...pointsCalls,
  ...rankCalls,
  ...offerCalls,
  ...taskCalls,
  ...safeboxCalls,
  ...pushCalls,
  ...fairnessCalls,
  ...diamondCalls,
  ...scratchCalls,
  ...spinCalls,
  ...pusherCalls,
  ...rainCalls,
  ...agentCalls,
  ...lotteryCalls,
  ...pkCalls,
  ...tournamentCalls,
  ...bankPromoCalls,
  ...liveCalls,
  ...followCalls,
};
export type Calls = typeof calls;
export type CallPath = keyof Calls;
/** What a caller supplies: the body without the common fields (the API client adds those). */
export type CallInput<P extends CallPath> = Omit<z.input<Calls[P]['body']>, keyof CommonFields>;
export type CallResult<P extends CallPath> = z.output<Calls[P]['response']>;

export const API_PREFIX = '/app/v1';
export const PUBLIC_PREFIX = 'anonymous/';
