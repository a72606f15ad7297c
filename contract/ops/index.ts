import type { z } from 'zod';
import { consoleAuditCalls } from './audit.ts';
import { consoleAuthCalls } from './auth.ts';
import { consoleConfigCalls } from './config.ts';
import { consoleDashboardCalls } from './dashboard.ts';
import { consoleKycCalls } from './kyc.ts';
import { consoleOperatorCalls } from './operators.ts';
import { consolePlayerCalls } from './players.ts';
import { consoleProtectionCalls } from './protection.ts';
import { consoleWithdrawalCalls } from './withdrawals.ts';

export * from './activity-caps.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './dashboard.ts';
export * from './kyc.ts';
export * from './operators.ts';
export * from './players.ts';
export * from './protection.ts';
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
};
export type ConsoleCalls = typeof consoleCalls;
export type ConsoleCallPath = keyof ConsoleCalls;
export type ConsoleCallInput<P extends ConsoleCallPath> = z.input<ConsoleCalls[P]['body']>;
export type ConsoleCallResult<P extends ConsoleCallPath> = z.output<ConsoleCalls[P]['response']>;

export const CONSOLE_PREFIX = '/ops/v1';
/** Where `npm run ops` sends its commands (loopback and the data folder's secret; server/plugins/ops.ts). */
export const OPS_CLI_PREFIX = '/ops/v1/cli';
