import { describe, expect, it } from 'vitest';
import { consoleCalls } from '../../../../contract/ops/index.ts';
import { LEDGER_ROLES, mayReadLedger } from './ledgerRoles.ts';

describe('the player page shows the ledger', () => {
  it('to exactly the roles the contract lets call consolePlayerLedger', () => {
    expect([...LEDGER_ROLES].sort()).toEqual([...consoleCalls.consolePlayerLedger.roles].sort());
    expect(mayReadLedger('compliance')).toBe((consoleCalls.consolePlayerLedger.roles as readonly string[]).includes('compliance'));
    expect(mayReadLedger(undefined)).toBe(false);
  });
});
