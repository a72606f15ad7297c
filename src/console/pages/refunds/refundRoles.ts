import type { ConsoleRole } from '../../../../contract/ops/define.ts';

/**
 * The roles consoleDepositRefundMark allows (contract/ops/refunds.ts): the others see the list without
 * the button. Written out because the contract's runtime module brings zod into the bundle;
 * refundRoles.test.ts holds it to the contract.
 */
export const REFUND_MARK_ROLES: readonly ConsoleRole[] = ['finance', 'admin'];

export const mayMarkRefunded = (role: ConsoleRole | undefined): boolean => role !== undefined && REFUND_MARK_ROLES.includes(role);
