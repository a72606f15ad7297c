import { describe, expect, it } from 'vitest';
import { channelMinimum, defaultAmount, depositAmounts, depositChannels } from './depositOptions.ts';

const gcash = { id: 1, name: 'GCash', sort: 2, status: 1, minAmount: 100, minAmount2: 10000 };
const bank = { id: 3, name: 'Bank transfer', sort: 1, status: 1, minAmount: 10000, minAmount2: 10000 };
const closed = { id: 2, name: 'Maya', sort: 0, status: 0, minAmount: 100, minAmount2: 10000 };
const item = (id: number, price: number, extra: Partial<{ typeId: number; isDefault: boolean; sort: number }> = {}) => ({ id, typeId: 0, price, isDefault: false, sort: id, ...extra });
const items = { 1: item(1, 5000), 2: item(2, 10000, { isDefault: true }), 3: item(3, 50000), 4: item(4, 200, { typeId: 1 }), 5: item(5, 300000, { typeId: 3 }) };

describe('deposit options (spec §5)', () => {
  it('lists open channels by sort', () => {
    expect(depositChannels({ 1: gcash, 2: closed, 3: bank }).map((c) => c.id)).toEqual([3, 1]);
  });

  it('asks minAmount first, minAmount2 once the player has deposited and min-recharge status is on', () => {
    expect(channelMinimum(gcash, true, 0)).toBe(100);
    expect(channelMinimum(gcash, true, 5000)).toBe(10000);
    expect(channelMinimum(gcash, false, 5000)).toBe(100);
  });

  it("offers the channel's amounts at or above its minimum, and preselects the default", () => {
    expect(depositAmounts(items, gcash, 100).map((i) => i.price)).toEqual([5000, 10000, 50000, 200]);
    expect(depositAmounts(items, gcash, 10000).map((i) => i.price)).toEqual([10000, 50000]);
    expect(depositAmounts(items, bank, 10000).map((i) => i.price)).toEqual([10000, 50000, 300000]);
    expect(defaultAmount(depositAmounts(items, gcash, 100))?.price).toBe(10000);
    expect(defaultAmount(depositAmounts(items, bank, 60000))?.price).toBe(300000);
    expect(defaultAmount([])).toBeUndefined();
  });
});
