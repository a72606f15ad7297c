import { Errcode, MessageKey, type CallPath } from '../../contract/index.ts';
import { ApiError } from './errors.ts';
import { manilaTimeOf } from './manila-days.ts';

/**
 * The player calls a withdraw-only session may make (docs/protection.md "Withdraw-only access"): a
 * player in a time-out or exclusion signs in to take their balance out and leave, nothing else. Every
 * other player call answers 6002 with the exclusion's end and changes nothing. Public calls (config,
 * theme, the sign-in calls, public reads) answer as they answer anyone. Each money-in and stake path
 * keeps its own protection check anyway (server/protection): this list is the outer wall, not the only one.
 */
export const WITHDRAW_ONLY_CALLS: ReadonlySet<CallPath> = new Set<CallPath>([
  // What the shell loads: the player, the balances.
  'getAfterLoginInfoWeb',
  'refreshData',
  // Coin a game still holds comes back to the wallet (no stake is made).
  'retrieveBalance',
  // The withdraw tab and page, and the withdrawal accounts.
  'getExchange',
  'exchange',
  // Coin in the safebox is the player's own: it comes out (with the safebox password) to be withdrawn.
  'safeboxInfo',
  'safeboxOut',
  'addBankInfo',
  'modifyBankInfo',
  'delUserBank',
  // Withdrawals and account changes ask for the password or an SMS code again.
  'stepUp',
  'stepUpSms',
  // A withdrawal above kycAmount needs a verified identity (wallet 2002): the KYC pages must work.
  'kyc',
  'queryKycResult',
  'uploadKyc',
  'addKyc',
  // The coin record, where the withdrawal shows, and the deposit orders beside it (one held for a refund among them).
  'appUserCoinDetail',
  'rechargeOrders',
  // The player's protection status, and ending a self-exclusion after its irrevocable months.
  'selfLimitInfo',
  'askSelfExclusionEnd',
  'confirmSelfExclusionEnd',
  'cancelSelfExclusionEnd',
  // Provable fairness (docs/fairness.md): past draws stay verifiable; rotating reveals a seed and moves no money.
  'getFairness',
  'rotateFairSeed',
  'getFairDraws',
  'logout',
]);

/** Refuses (6002, the exclusion's end) a withdraw-only session's call outside WITHDRAW_ONLY_CALLS. */
export function assertWithdrawOnlyAllows(path: CallPath, until: Date): void {
  if (WITHDRAW_ONLY_CALLS.has(path)) return;
  throw new ApiError(Errcode.playerExcluded, { msg: MessageKey.withdrawOnlySession, params: { until: manilaTimeOf(until.getTime()), untilMs: until.getTime() } });
}
