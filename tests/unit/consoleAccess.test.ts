import { describe, expect, it } from 'vitest';
import { consoleCalls, consoleRoles, type ConsoleRole } from '../../contract/ops/index.ts';
import { canOpen, consoleNavigation, pageCalls, pageRoles, type ConsolePage } from '../../src/console/access.ts';
import { CONSOLE_CALL_PREFIX } from '../../src/console/api.ts';
import { CONSOLE_PREFIX } from '../../contract/ops/index.ts';

/** The roles every one of these calls allows (a page needs all its calls). */
function rolesOfCalls(calls: readonly string[]): ConsoleRole[] {
  return consoleRoles.filter((role) =>
    calls.every((call) => {
      const def = consoleCalls[call as keyof typeof consoleCalls];
      return def.auth === 'operator' && (def.roles as readonly ConsoleRole[]).includes(role);
    }),
  );
}

describe("the console's page table", () => {
  it("gives each page exactly the roles its calls allow in the contract (the server's check)", () => {
    for (const page of Object.keys(pageRoles) as ConsolePage[]) {
      for (const call of pageCalls[page]) expect(Object.hasOwn(consoleCalls, call), `${page}: ${call}`).toBe(true);
      expect([...pageRoles[page]].sort(), page).toEqual(rolesOfCalls(pageCalls[page]).sort());
    }
  });

  it('opens withdrawals to finance and admin, the audit to compliance and admin, operators and configuration to admin only', () => {
    expect(consoleRoles.filter((role) => canOpen(role, 'withdrawals'))).toEqual(['finance', 'admin']);
    expect(consoleRoles.filter((role) => canOpen(role, 'audit'))).toEqual(['compliance', 'admin']);
    for (const page of ['operators', 'config'] as const) expect(consoleRoles.filter((role) => canOpen(role, page))).toEqual(['admin']);
    for (const role of consoleRoles) expect(canOpen(role, 'dashboard') && canOpen(role, 'players')).toBe(true);
  });

  it('lists every page once in the navigation', () => {
    expect(consoleNavigation.map((item) => item.page).sort()).toEqual((Object.keys(pageRoles) as ConsolePage[]).sort());
  });

  it("calls the server's console prefix (kept apart so zod stays out of the console's bundle)", () => {
    expect(CONSOLE_CALL_PREFIX).toBe(CONSOLE_PREFIX);
  });
});
