import { describe, expect, it } from 'vitest';
import { consoleCalls } from '../../../../contract/ops/index.ts';
import { mayMarkRefunded, REFUND_MARK_ROLES } from './refundRoles.ts';

describe('the deposit refunds page offers "Mark refunded"', () => {
  it('to exactly the roles the contract lets call consoleDepositRefundMark', () => {
    expect([...REFUND_MARK_ROLES].sort()).toEqual([...consoleCalls.consoleDepositRefundMark.roles].sort());
    expect(mayMarkRefunded('compliance')).toBe(false);
    expect(mayMarkRefunded('finance')).toBe(true);
    expect(mayMarkRefunded(undefined)).toBe(false);
  });
});
