import { describe, expect, it } from 'vitest';
import { consoleCalls } from '../../../../contract/ops/index.ts';
import { LEDGER_ROLES, mayManageProtection, mayReadLedger, PROTECTION_ROLES } from './ledgerRoles.ts';

describe('the player page shows the ledger', () => {
  it('to exactly the roles the contract lets call consolePlayerLedger', () => {
    expect([...LEDGER_ROLES].sort()).toEqual([...consoleCalls.consolePlayerLedger.roles].sort());
    expect(mayReadLedger('compliance')).toBe((consoleCalls.consolePlayerLedger.roles as readonly string[]).includes('compliance'));
    expect(mayReadLedger(undefined)).toBe(false);
  });
});

describe('the player page shows player protection', () => {
  it('to exactly the roles the contract lets call each protection call', () => {
    for (const call of ['consolePlayerProtection', 'consolePlayerLimitLower', 'consolePlayerExclude'] as const) {
      expect([...PROTECTION_ROLES].sort(), call).toEqual([...consoleCalls[call].roles].sort());
    }
    expect(mayManageProtection('support')).toBe(false);
    expect(mayManageProtection('compliance')).toBe(true);
    expect(mayManageProtection(undefined)).toBe(false);
  });
});
