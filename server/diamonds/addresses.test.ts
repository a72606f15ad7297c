import { describe, expect, it } from 'vitest';
import { addressKey } from './addresses.ts';

describe('addressKey', () => {
  it('reads one address however it is written, and tells two apart', () => {
    const one = addressKey({ line: '12 Rizal St., Brgy. 5', city: 'Quezon City', postalCode: '1100' });
    expect(addressKey({ line: '12 rizal st brgy 5', city: 'QUEZON CITY', postalCode: '1100' })).toBe(one);
    expect(addressKey({ line: '14 Rizal St., Brgy. 5', city: 'Quezon City', postalCode: '1100' })).not.toBe(one);
    expect(addressKey({ line: '12 Rizal St., Brgy. 5', city: 'Quezon City', postalCode: '1101' })).not.toBe(one);
  });
});
