import type { z } from 'zod';
import { consoleAuditCalls } from './audit.ts';
import { consoleAuthCalls } from './auth.ts';
import { consoleChangeCalls } from './changes.ts';
import { consoleChatCalls } from './chat.ts';
import { consoleChargebackCalls } from './chargebacks.ts';
import { consoleConfigCalls } from './config.ts';
import { consoleDashboardCalls } from './dashboard.ts';
import { consoleDiamondCalls } from './diamonds.ts';
import { consoleFairnessCalls } from './fairness.ts';
import { consoleFeedbackCalls } from './feedback.ts';
import { consoleKycCalls } from './kyc.ts';
import { consoleMailCalls } from './mail.ts';
import { consoleNdrpCalls } from './ndrp.ts';
import { consoleOperatorCalls } from './operators.ts';
import { consolePlayerCalls } from './players.ts';
import { consoleProtectionCalls } from './protection.ts';
import { consoleRefundCalls } from './refunds.ts';
import { consoleScratchCalls } from './scratch.ts';
import { consoleSpinCalls } from './spin.ts';
import { consolePusherCalls } from './pusher.ts';
import { consoleRainCalls } from './rain.ts';
import { consoleAgentCalls } from './agents.ts';
import { consoleLotteryCalls } from './lottery.ts';
import { consolePkCalls } from './pk.ts';
import { consoleLiveShowCalls } from './shows.ts';
import { consoleFollowCalls } from './follow.ts';
import { consoleTournamentCalls } from './tournament.ts';
import { consoleBankPromoCalls } from './bankpromo.ts';
import { consoleWithdrawalCalls } from './withdrawals.ts';

export * from './activity-caps.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './changes.ts';
export * from './chat.ts';
export * from './chargebacks.ts';
export * from './config.ts';
export * from './dashboard.ts';
export * from './diamonds.ts';
export * from './fairness.ts';
export * from './feedback.ts';
export * from './kyc.ts';
export * from './mail.ts';
export * from './messages.ts';
export * from './ndrp.ts';
export * from './operators.ts';
export * from './pending.ts';
export * from './players.ts';
export * from './protection.ts';
export * from './refunds.ts';
export * from './scratch.ts';
export * from './spin.ts';
export * from './pusher.ts';
export * from './rain.ts';
export * from './agents.ts';
export * from './lottery.ts';
export * from './pk.ts';
export * from './shows.ts';
export * from './follow.ts';
export * from './tournament.ts';
export * from './bankpromo.ts';
export * from './define.ts';
export * from './withdrawals.ts';

/** Every /ops/v1 console call: path → auth (and roles), body and response schemas. */
export const consoleCalls = {
  ...consoleAuthCalls,
  ...consoleWithdrawalCalls,
  ...consoleAuditCalls,
  ...consoleDashboardCalls,
  ...consolePlayerCalls,
  ...consoleConfigCalls,
  ...consoleOperatorCalls,
  ...consoleProtectionCalls,
  ...consoleKycCalls,
  ...consoleMailCalls,
  ...consoleNdrpCalls,
  ...consoleRefundCalls,
  ...consoleChangeCalls,
  ...consoleChargebackCalls,
  ...consoleChatCalls,
  ...consoleFeedbackCalls,
  ...consoleFairnessCalls,
  ...consoleDiamondCalls,
  ...consoleScratchCalls,
  ...consoleSpinCalls,
  ...consolePusherCalls,
  ...consoleRainCalls,
  ...consoleAgentCalls,
  ...consoleLotteryCalls,
  ...consolePkCalls,
  ...consoleLiveShowCalls,
  ...consoleFollowCalls,
  ...consoleTournamentCalls,
  ...consoleBankPromoCalls,
};
export type ConsoleCalls = typeof consoleCalls;
export type ConsoleCallPath = keyof ConsoleCalls;
export type ConsoleCallInput<P extends ConsoleCallPath> = z.input<ConsoleCalls[P]['body']>;
export type ConsoleCallResult<P extends ConsoleCallPath> = z.output<ConsoleCalls[P]['response']>;

export const CONSOLE_PREFIX = '/ops/v1';
/** Where `npm run ops` sends its commands (loopback and the data folder's secret; server/plugins/ops.ts). */
export const OPS_CLI_PREFIX = '/ops/v1/cli';
