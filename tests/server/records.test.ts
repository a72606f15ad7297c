import { describe, expect, it } from 'vitest';
import { opsCommands } from '../../server/ops/commands.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ageCards, expectError, expectOk, stepUp } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;
const list = async (t: T, token: string, body: Record<string, unknown> = {}) => expectOk(await t.call('appUserCoinDetail', body, { token })) as { list: { id: number; kind: string; amount: number; balanceAfter: number; time: number }[]; nextBeforeId: number | null };

/** The demo player's movements: a paid deposit, a withdrawal held (giving up the welcome coins the deposit put in play), then refused. */
async function history(t: T, token: string) {
  const { order } = expectOk(await t.call('recharge', { typeId: 1, amount: 20000, requestId: 'records-deposit' }, { token }));
  await t.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
  await stepUp(t, token, t.demo.password);
  const { card } = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09171234567' }, { token }));
  await ageCards(t);
  const { withdrawal } = expectOk(await t.call('exchange', { cardId: card.id, amount: 30000, requestId: 'records-withdraw', forfeitBonus: true }, { token }));
  await opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args: ['reject', String(withdrawal.id), 'Name', 'mismatch'], operator: 'test-operator' });
}

describe(`coin record, appUserCoinDetail (${databaseKind})`, () => {
  const t = useTestServer();

  it('lists every movement of the coin newest first, with its kind, signed amount and balance after', async () => {
    const token = await t.loginDemo();
    await history(t, token);
    const { list: rows, nextBeforeId } = await list(t, token);
    expect(rows.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['withdraw_rejected', 30000, 120000],
      ['withdraw_hold', -30000, 90000],
      ['bonus_forfeit', -5000, 120000],
      ['deposit', 20000, 125000],
      ['opening_balance', 100000, 105000],
      ['signup_bonus', 5000, 5000],
    ]);
    expect(nextBeforeId).toBeNull();
  });

  it('filters by group and by Manila dates, and pages with a cursor that never repeats a row', async () => {
    const token = await t.loginDemo();
    await history(t, token);
    expect((await list(t, token, { group: 'withdraw' })).list.map((r) => r.kind)).toEqual(['withdraw_rejected', 'withdraw_hold', 'bonus_forfeit']);
    expect((await list(t, token, { group: 'deposit' })).list.map((r) => r.kind)).toEqual(['deposit']);
    expect((await list(t, token, { group: 'game' })).list).toEqual([]);
    const first = await list(t, token, { pageSize: 3 });
    expect(first.list).toHaveLength(3);
    const second = await list(t, token, { pageSize: 3, beforeId: first.nextBeforeId });
    expect(second.list.map((r) => r.kind)).toEqual(['deposit', 'opening_balance', 'signup_bonus']);
    expect(second.nextBeforeId).toBeNull();
    const today = new Date(t.deps.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(t, token, { from: today, to: today })).list.length).toBe(6);
    expect((await list(t, token, { from: '2099-01-01' })).list).toEqual([]);
    expectError(await t.call('appUserCoinDetail', { from: '2026-05-02', to: '2026-05-01' }, { token }), { status: 400, errcode: 400, field: 'to' });
    expectError(await t.call('appUserCoinDetail', { pageSize: 51 }, { token }), { status: 400, errcode: 400, field: 'pageSize' });
  });

  it("shows a player only their own movements", async () => {
    const token = await t.loginDemo();
    await history(t, token);
    const other = expectOk(await t.call('accountRegist', { account: 'recordsplayer', password: 'Kalamansi-26', birthDate: '1990-01-01' })).token as string;
    expect((await list(t, other)).list.map((r) => r.kind)).toEqual(['signup_bonus']);
  });
});
