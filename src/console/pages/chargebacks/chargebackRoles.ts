import type { ConsoleRole } from '../../../../contract/ops/define.ts';

/**
 * The roles that may act on refunds and chargebacks (contract/ops/chargebacks.ts: consoleDisputeOpen,
 * consoleDisputeResolve, consoleWalletHoldResolve): the others see the lists without the buttons.
 * Written out because the contract's runtime module brings zod into the bundle; chargebackRoles.test.ts
 * holds it to the contract.
 */
export const CHARGEBACK_ACT_ROLES: readonly ConsoleRole[] = ['finance', 'admin'];

export const mayActOnChargebacks = (role: ConsoleRole | undefined): boolean => role !== undefined && CHARGEBACK_ACT_ROLES.includes(role);
