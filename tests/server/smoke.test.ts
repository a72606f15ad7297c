import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness.ts';

describe('server smoke', () => {
  const t = useTestServer();

  it('signs in the demo player and reads balances', async () => {
    const token = await t.loginDemo();
    const res = await t.call('refreshData', {}, { token });
    expect(res.body).toMatchObject({ errcode: 0, coin: 105000, hasPassword: true });
  });
});
