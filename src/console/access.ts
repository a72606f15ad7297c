import type { ConsoleRole } from '../../contract/ops/define.ts';

/**
 * Which role may open which console page: the one table the navigation, the route guard and the
 * not-allowed page read. Each page's roles are those of the calls it cannot work without
 * (contract/ops; tests/unit/consoleAccess.test.ts compares them). The server checks every call
 * anyway: this only keeps an operator from opening a page that would answer 403s.
 */
export type ConsolePage = 'dashboard' | 'players' | 'withdrawals' | 'kyc' | 'config' | 'operators' | 'audit';

const EVERY_ROLE: readonly ConsoleRole[] = ['support', 'finance', 'compliance', 'admin'];

export const pageRoles: Record<ConsolePage, readonly ConsoleRole[]> = {
  dashboard: EVERY_ROLE, // consoleDashboard
  players: EVERY_ROLE, // consolePlayerSearch, consolePlayer
  withdrawals: ['finance', 'admin'], // consoleWithdrawalsPending, consoleWithdrawalDecide
  kyc: ['compliance', 'admin'], // consoleKycQueue, consoleKycView, consoleKycDecide
  config: ['admin'], // consoleConfigGet, consoleConfigSet, consoleActivityUpdate
  operators: ['admin'], // consoleOperatorsList, consoleOperatorAdd, consoleOperatorDisable
  audit: ['admin'], // consoleAuditList
};

/** The calls behind each page (for the test that keeps this table and the contract together). */
export const pageCalls: Record<ConsolePage, readonly string[]> = {
  dashboard: ['consoleDashboard'],
  players: ['consolePlayerSearch', 'consolePlayer'],
  withdrawals: ['consoleWithdrawalsPending', 'consoleWithdrawalDecide'],
  kyc: ['consoleKycQueue', 'consoleKycView', 'consoleKycDecide'],
  config: ['consoleConfigGet', 'consoleConfigSet', 'consoleActivityUpdate'],
  operators: ['consoleOperatorsList', 'consoleOperatorAdd', 'consoleOperatorDisable'],
  audit: ['consoleAuditList'],
};

export function canOpen(role: ConsoleRole, page: ConsolePage): boolean {
  return pageRoles[page].includes(role);
}

/** The navigation's order, and each page's path under /ops. */
export const consoleNavigation: readonly { page: ConsolePage; path: string }[] = [
  { page: 'dashboard', path: '/' },
  { page: 'players', path: '/players' },
  { page: 'withdrawals', path: '/withdrawals' },
  { page: 'kyc', path: '/kyc' },
  { page: 'config', path: '/config' },
  { page: 'operators', path: '/operators' },
  { page: 'audit', path: '/audit' },
];
