import { describe, expect, it } from 'vitest';
import { consoleCalls } from '../../../../contract/ops/index.ts';
import { CHARGEBACK_ACT_ROLES, mayActOnChargebacks } from './chargebackRoles.ts';

describe('the refunds and chargebacks page offers its actions', () => {
  it('to exactly the roles the contract lets record a dispute, decide it and settle a hold', () => {
    for (const call of ['consoleDisputeOpen', 'consoleDisputeResolve', 'consoleWalletHoldResolve'] as const) {
      expect([...CHARGEBACK_ACT_ROLES].sort(), call).toEqual([...consoleCalls[call].roles].sort());
    }
    expect(mayActOnChargebacks('compliance')).toBe(false);
    expect(mayActOnChargebacks('finance')).toBe(true);
    expect(mayActOnChargebacks(undefined)).toBe(false);
  });
});
