import type { ConsoleRole } from '../../../../contract/ops/define.ts';
import type { ConsoleReferral } from '../../../../contract/ops/agents.ts';

/**
 * What the agents page decides without a browser (agentReview.test.ts): who may release or void a
 * frozen referral, and each fraud signal in words. Written out rather than imported from the contract,
 * whose runtime module brings zod into the console's bundle; the test holds them together.
 */

/** The roles consoleAgentDecide allows (contract/ops/agents.ts): support reads the review without the buttons. */
export const AGENT_DECIDE_ROLES: readonly ConsoleRole[] = ['compliance', 'admin'];

export const mayDecideReferral = (role: ConsoleRole | undefined): boolean => role !== undefined && AGENT_DECIDE_ROLES.includes(role);

/** Errcode agentReferralNotFound: the referral is no longer frozen (someone decided first) or unknown. */
export const REFERRAL_NOT_FROZEN = 9604;

/** The shortest reason the server takes (consoleAgentDecide: trimmed, 3–500 characters). */
export const MIN_REASON = 3;

export type ReferralSignal = ConsoleReferral['signals'][number];

export interface SignalWords {
  /** The message key in `console-agents`; `count` is the farm's other accounts. */
  key: string;
  count?: number;
  /** The farm's other accounts, each linked to its player page; empty for a signal about the inviter. */
  accounts: number[];
  /** False for a shared delivery address: recorded for the reviewer, never a reason to freeze. */
  freezes: boolean;
}

/** One signal as the reviewer reads it (server/agents/signals.ts decides which are found). */
export function signalWords(signal: ReferralSignal): SignalWords {
  switch (signal.kind) {
    case 'farm':
      return { key: 'signals.farm', count: signal.with.length, accounts: [...signal.with], freezes: true };
    case 'address':
      return { key: 'signals.address', accounts: [], freezes: false };
    default:
      return { key: `signals.${signal.kind}`, accounts: [], freezes: true };
  }
}

/** The reason typed, trimmed, when it is long enough to send; null otherwise. */
export function decisionReason(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= MIN_REASON ? trimmed : null;
}

/** A typed player id (1 to 2³¹−1, digits only), or null. */
export function typedPlayerId(text: string): number | null {
  const typed = text.trim().replace(/^#/, '');
  if (!/^\d{1,10}$/.test(typed)) return null;
  const id = Number(typed);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
