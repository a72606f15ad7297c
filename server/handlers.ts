import type { Handlers } from './api/context.ts';
import { accountHandlers } from './account/index.ts';
import { activityHandlers } from './activity/index.ts';
import { authHandlers, smsHandlers, socialHandlers } from './auth/index.ts';
import { bankruptHandlers } from './bankrupt/index.ts';
import { chatHandlers } from './chat/index.ts';
import { checkinHandlers } from './checkin/index.ts';
import { configHandlers } from './app-config/index.ts';
import { eventHandlers } from './events/index.ts';
import { gameHandlers } from './games/index.ts';
import { jackpotHandlers } from './jackpot/index.ts';
import { rewardHandlers } from './rewards/index.ts';
import { protectionHandlers } from './protection/index.ts';
import { kycHandlers } from './kyc/index.ts';
import { mailHandlers } from './mail/index.ts';
import { feedbackHandlers } from './feedback/index.ts';
import { pointsHandlers } from './points/index.ts';
import { rankHandlers } from './rank/index.ts';
import { offerHandlers } from './offers/index.ts';
import { securityHandlers, stepUpHandlers } from './security/index.ts';
import { taskHandlers } from './tasks/index.ts';
import { vipHandlers } from './vip/index.ts';
import { depositHandlers, recordHandlers, retrieveHandlers, safeboxHandlers, walletHandlers } from './wallet/index.ts';
import { pushHandlers } from './push/index.ts';
import { fairnessHandlers } from './fairness/index.ts';
import { diamondHandlers } from './diamonds/index.ts';
import { scratchHandlers } from './scratch/index.ts';
import { spinHandlers } from './spin/index.ts';
import { rainHandlers } from './rain/index.ts';
import { pusherHandlers } from './pusher/index.ts';
import { agentHandlers } from './agents/index.ts';
import { lotteryHandlers } from './lottery/index.ts';
import { tournamentHandlers } from './tournament/index.ts';
import { bankPromoHandlers } from './bankpromo/index.ts';
import { pkHandlers } from './pk/index.ts';
import { showsHandlers } from './shows/index.ts';
import { followHandlers } from './follow/index.ts';

/** Every call's handler, one module per area. The dispatcher refuses to start if a call has none. */
export const handlers: Handlers = {
  ...configHandlers,
  ...eventHandlers,
  ...smsHandlers,
  ...authHandlers,
  ...socialHandlers,
  ...accountHandlers,
  ...activityHandlers,
  ...walletHandlers,
  ...depositHandlers,
  ...recordHandlers,
  ...retrieveHandlers,
  ...safeboxHandlers,
  ...pushHandlers,
  ...jackpotHandlers,
  ...rewardHandlers,
  ...mailHandlers,
  ...gameHandlers,
  ...securityHandlers,
  ...stepUpHandlers,
  ...vipHandlers,
  ...protectionHandlers,
  ...kycHandlers,
  ...feedbackHandlers,
  ...bankruptHandlers,
  ...chatHandlers,
  ...checkinHandlers,
  ...pointsHandlers,
  ...rankHandlers,
  ...offerHandlers,
  ...taskHandlers,
  ...fairnessHandlers,
  ...diamondHandlers,
  ...scratchHandlers,
  ...spinHandlers,
  ...rainHandlers,
  ...lotteryHandlers,
  ...pusherHandlers,
  ...agentHandlers,
  ...tournamentHandlers,
  ...bankPromoHandlers,
  ...pkHandlers,
  ...showsHandlers,
  ...followHandlers,
};
