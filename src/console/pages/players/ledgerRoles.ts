import type { ConsoleRole } from '../../../../contract/ops/define.ts';

/**
 * The roles consolePlayerLedger allows (contract/ops/players.ts). Written out here because the
 * contract's runtime module brings zod into the bundle; ledgerRoles.test.ts holds it to the contract.
 */
export const LEDGER_ROLES: readonly ConsoleRole[] = ['support', 'finance', 'admin'];

export const mayReadLedger = (role: ConsoleRole | undefined): boolean => role !== undefined && LEDGER_ROLES.includes(role);

/** The roles consolePlayerProtection, consolePlayerLimitLower and consolePlayerExclude allow (contract/ops/protection.ts). */
export const PROTECTION_ROLES: readonly ConsoleRole[] = ['compliance', 'admin'];

export const mayManageProtection = (role: ConsoleRole | undefined): boolean => role !== undefined && PROTECTION_ROLES.includes(role);
