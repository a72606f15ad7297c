import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { houseBalance } from '../../server/ledger/accounts.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { HouseAccount } from '../../server/ledger/ledger.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ageCards, coinOf, demoUser, expectError, expectOk, loginDemoSteppedUp, stepUp } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;

const gcash = { type: 1, accountName: 'Juan Dela Cruz', accountNo: '0917 123 4567' };
const bank = { type: 3, bankId: 2, accountName: 'Juan Dela Cruz', accountNo: '0012-3456-7890' };
let requests = 0;
const requestId = () => `req-${Date.now()}-${++requests}`;

async function setWithdrawConfig(t: T, patch: Record<string, number>) {
  const { config } = await t.deps.config.get();
  await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, ...patch });
  t.deps.config.invalidate();
}
/** Adds a card and moves it past the new-card hold (issue 16, security.test.ts covers the hold itself). */
async function addCard(t: T, token: string, card: Record<string, unknown> = gcash) {
  const added = expectOk(await t.call('addBankInfo', card, { token })).card as { id: number };
  await ageCards(t);
  return added;
}
const withdraw = (t: T, token: string, cardId: number, amount: number, id = requestId(), extra: Record<string, unknown> = {}) =>
  t.call('exchange', { cardId, amount, requestId: id, forfeitBonus: true, ...extra }, { token });

describe(`withdrawal accounts (${databaseKind})`, () => {
  const t = useTestServer();

  it('adds an e-wallet number and a bank account, cleaned up, and lists them', async () => {
    const token = await loginDemoSteppedUp(t);
    const wallet = expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '+63 917 123 4567', accountName: '  Juan   Dela Cruz ' }, { token })).card;
    expect(wallet).toMatchObject({ type: 1, bankId: 0, accountName: 'Juan Dela Cruz', accountNo: '09171234567' });
    const account = expectOk(await t.call('addBankInfo', bank, { token })).card;
    expect(account).toMatchObject({ type: 3, bankId: 2, accountNo: '001234567890' });
    const info = expectOk(await t.call('getExchange', {}, { token }));
    expect(info.cards.map((c: { id: number }) => c.id)).toEqual([wallet.id, account.id]);
    expect(info).toMatchObject({ coin: 105000, minAmount: 10000, maxAmount: 5000000, dailyCount: 3, todayCount: 0, maxCards: 5, hasKyc: false, recent: [] });
    const after = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token }));
    expect(after.bankList).toEqual([
      { id: wallet.id, bankId: 0 },
      { id: account.id, bankId: 2 },
    ]);
  });

  it('refuses bad numbers, unknown banks, a blank owner name and a second copy, naming the field', async () => {
    const token = await loginDemoSteppedUp(t);
    expectError(await t.call('addBankInfo', { ...gcash, accountNo: '0817 123 4567' }, { token }), { status: 400, errcode: 400, field: 'accountNo', msg: 'errors.wallet.ewalletNumber' });
    expectError(await t.call('addBankInfo', { ...bank, accountNo: '12345' }, { token }), { status: 400, errcode: 400, field: 'accountNo', msg: 'errors.wallet.bankAccountNumber', params: { min: 10, max: 20 } });
    expectError(await t.call('addBankInfo', { ...bank, bankId: 99 }, { token }), { status: 400, errcode: 400, field: 'bankId', msg: 'errors.wallet.bankUnavailable' });
    expectError(await t.call('addBankInfo', { ...gcash, accountName: '   ' }, { token }), { status: 400, errcode: 400, field: 'accountName', msg: 'errors.fieldRequired' });
    expectError(await t.call('addBankInfo', { ...gcash, type: 9 }, { token }), { status: 400, errcode: 400, field: 'type' });
    await addCard(t, token);
    expectError(await t.call('addBankInfo', { ...gcash, accountNo: '09171234567' }, { token }), { status: 409, errcode: 409, field: 'accountNo', msg: 'errors.wallet.cardDuplicate' });
    expect(expectOk(await t.call('getExchange', {}, { token })).cards).toHaveLength(1);
  });

  it('keeps at most maxCards; a removed card frees its place and its number', async () => {
    const token = await loginDemoSteppedUp(t);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await addCard(t, token, { ...gcash, accountNo: `0917000000${i}` })).id);
    expectError(await t.call('addBankInfo', { ...gcash, accountNo: '09170000009' }, { token }), { status: 200, errcode: 2004, params: { max: 5 } });
    expectOk(await t.call('delUserBank', { id: ids[0] }, { token }));
    expectError(await t.call('delUserBank', { id: ids[0] }, { token }), { status: 404, errcode: 404, msg: 'errors.wallet.cardNotFound' });
    expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09170000000' }, { token }));
  });

  it("edits only the player's own live cards", async () => {
    const token = await loginDemoSteppedUp(t);
    const card = await addCard(t, token);
    const edited = expectOk(await t.call('modifyBankInfo', { id: card.id, ...bank }, { token })).card;
    expect(edited).toMatchObject({ id: card.id, type: 3, bankId: 2, accountNo: '001234567890' });
    const other = await t.call('accountRegist', { account: 'otherplayer', password: 'Kalamansi-26', birthDate: '1990-01-01' });
    const otherToken = expectOk(other).token as string;
    await stepUp(t, otherToken);
    expectError(await t.call('modifyBankInfo', { id: card.id, ...gcash }, { token: otherToken }), { status: 404, errcode: 404, msg: 'errors.wallet.cardNotFound' });
    expectError(await t.call('delUserBank', { id: card.id }, { token: otherToken }), { status: 404, errcode: 404 });
  });
});

describe(`withdrawals (${databaseKind})`, () => {
  const t = useTestServer();

  it('holds the amount at once, records the request, and a retry of it changes nothing', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    const id = requestId();
    const first = expectOk(await withdraw(t, token, card.id, 25000, id));
    expect(first).toMatchObject({ coin: 80000, withdrawal: { cardId: card.id, amount: 25000, fee: 0, status: 'pending' } });
    const again = expectOk(await withdraw(t, token, card.id, 25000, id));
    expect(again.withdrawal).toEqual(first.withdrawal);
    expect(await coinOf(t, demo.id)).toBe(80000);
    const info = expectOk(await t.call('getExchange', {}, { token }));
    expect(info).toMatchObject({ coin: 80000, todayCount: 1, recent: [first.withdrawal] });
    // The card a payout is going to cannot change under it.
    expectError(await t.call('modifyBankInfo', { id: card.id, ...bank }, { token }), { status: 409, errcode: 409, msg: 'errors.wallet.cardInUse' });
    expectError(await t.call('delUserBank', { id: card.id }, { token }), { status: 409, errcode: 409, msg: 'errors.wallet.cardInUse' });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('refuses amounts outside the limits, too much, an unknown card, and more requests than a day allows', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    expectError(await withdraw(t, token, card.id, 9900), { status: 200, errcode: 2005, params: { min: 100, max: 50000 } });
    expectError(await withdraw(t, token, card.id, 5000100), { status: 200, errcode: 2005 });
    expectError(await withdraw(t, token, card.id, 105100), { status: 200, errcode: 2001, field: 'amount' });
    // Players see floored pesos: ₱100.50 is refused as not whole pesos, naming the field.
    expectError(await withdraw(t, token, card.id, 10050), { status: 400, errcode: 400, field: 'amount', msg: 'errors.wallet.wholePesos' });
    expectError(await withdraw(t, token, card.id + 100, 10000), { status: 404, errcode: 404, field: 'cardId', msg: 'errors.wallet.cardNotFound' });
    expectError(await t.call('exchange', { cardId: card.id, amount: 10000.5, requestId: requestId() }, { token }), { status: 400, errcode: 400, field: 'amount' });
    expect(await coinOf(t, demo.id)).toBe(105000);
    for (let i = 0; i < 3; i++) expectOk(await withdraw(t, token, card.id, 10000));
    expectError(await withdraw(t, token, card.id, 10000), { status: 200, errcode: 2006, params: { max: 3 } });
    expect(await coinOf(t, demo.id)).toBe(75000);
  });

  it('asks for KYC above kycAmount and for the withdrawal password when the player has one', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    await appConfigRepo(t.deps.db).upsert('kycAmount', 20000);
    t.deps.config.invalidate();
    expectError(await withdraw(t, token, card.id, 20100), { status: 200, errcode: 2002, params: { amount: 200 } });
    await t.deps.db.update(schema.users).set({ hasKyc: true, safeboxPasswordHash: await hashPassword('246810') }).where(eq(schema.users.id, demo.id));
    expectError(await withdraw(t, token, card.id, 20100), { status: 200, errcode: 2003, field: 'safeboxPassword' });
    expectError(await withdraw(t, token, card.id, 20100, requestId(), { safeboxPassword: '111111' }), { status: 200, errcode: 2003 });
    expectOk(await withdraw(t, token, card.id, 20100, requestId(), { safeboxPassword: '246810' }));
  });

  it('100 concurrent requests against a balance that covers 10: exactly 10 held, never below zero, books balanced', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    await setWithdrawConfig(t, { dailyCount: 1000 });
    const results = await Promise.all(Array.from({ length: 100 }, () => withdraw(t, token, card.id, 10000)));
    const held = results.filter((r) => r.body.errcode === 0);
    expect(held).toHaveLength(10);
    expect(results.filter((r) => r.body.errcode === 2001)).toHaveLength(90);
    expect(await coinOf(t, demo.id)).toBe(5000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('50 concurrent copies of one request hold the money once', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    const id = requestId();
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(t, token, card.id, 30000, id)));
    const ids = new Set(results.map((r) => expectOk(r).withdrawal.id as number));
    expect(ids.size).toBe(1);
    expect(await coinOf(t, demo.id)).toBe(75000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('the operator pays one (the money leaves) and refuses another (it comes back), each once', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    await setWithdrawConfig(t, { feeBps: 100 });
    const paid = expectOk(await withdraw(t, token, card.id, 40000)).withdrawal;
    const refused = expectOk(await withdraw(t, token, card.id, 20000)).withdrawal;
    expect(paid.fee).toBe(400);
    const ops = (args: string[]) => opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args, operator: 'test-operator' });
    expect((await ops(['list'])).pending).toHaveLength(2);
    expect(await ops(['approve', String(paid.id)])).toMatchObject({ ok: true, withdrawal: { status: 'paid' } });
    expect(await ops(['reject', String(refused.id), 'name', 'mismatch'])).toMatchObject({ ok: true, withdrawal: { status: 'rejected', reason: 'name mismatch' } });
    expect(await ops(['approve', String(refused.id)])).toMatchObject({ ok: false });
    expect(await ops(['reject', String(paid.id), 'too', 'late'])).toMatchObject({ ok: false });
    // A rejection without a reason is refused before anything is looked at: the player would read nothing.
    expect(await ops(['reject', String(paid.id)])).toMatchObject({ ok: false, error: expect.stringContaining('needs a reason') });
    expect(await ops(['approve', 'x'])).toMatchObject({ ok: false });
    expect(await coinOf(t, demo.id)).toBe(105000 - 40000);
    const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, demo.id));
    expect(user!.exchange).toBe(40000);
    const info = expectOk(await t.call('getExchange', {}, { token }));
    expect(info.recent.map((w: { status: string }) => w.status)).toEqual(['rejected', 'paid']);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    // Once nothing is pending on it, the card can change again.
    expectOk(await t.call('modifyBankInfo', { id: card.id, ...bank }, { token }));
  });
});

describe(`withdrawal limits, fee and day (${databaseKind})`, () => {
  const t = useTestServer();

  it('accepts exactly minAmount and maxAmount, and refuses one peso outside either (amounts are whole pesos), changing nothing', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    await setWithdrawConfig(t, { minAmount: 10000, maxAmount: 30000, dailyCount: 10 });
    expectError(await withdraw(t, token, card.id, 30100), { status: 200, errcode: 2005, field: 'amount', params: { min: 100, max: 300 } });
    expectError(await withdraw(t, token, card.id, 9900), { status: 200, errcode: 2005, field: 'amount', params: { min: 100, max: 300 } });
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(expectOk(await withdraw(t, token, card.id, 30000)).withdrawal).toMatchObject({ amount: 30000, status: 'pending' });
    expect(expectOk(await withdraw(t, token, card.id, 10000)).withdrawal).toMatchObject({ amount: 10000, status: 'pending' });
    expect(await coinOf(t, demo.id)).toBe(105000 - 40000);
  });

  it('takes the fee in whole pesos, rounded down, and on approval splits it out: paid account gets amount − fee, fee account the fee', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const card = await addCard(t, token);
    // 1.5% of ₱450 is ₱6.75: the player pays ₱6, never ₱7 (rounded up) nor ₱6.75 (not whole pesos).
    await setWithdrawConfig(t, { feeBps: 150 });
    const first = expectOk(await withdraw(t, token, card.id, 45000)).withdrawal;
    expect(first.fee).toBe(600);
    // 0.5% of ₱100 is ₱0.50: less than a peso, so no fee.
    await setWithdrawConfig(t, { feeBps: 50 });
    const second = expectOk(await withdraw(t, token, card.id, 10000)).withdrawal;
    expect(second.fee).toBe(0);
    const paidBefore = await houseBalance(t.deps.db, HouseAccount.withdrawalsPaid);
    const feesBefore = await houseBalance(t.deps.db, HouseAccount.withdrawalFees);
    const ops = (args: string[]) => opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args, operator: 'test-operator' });
    expect(await ops(['approve', String(first.id)])).toMatchObject({ ok: true });
    expect((await houseBalance(t.deps.db, HouseAccount.withdrawalsPaid)) - paidBefore).toBe(45000 - 600);
    expect((await houseBalance(t.deps.db, HouseAccount.withdrawalFees)) - feesBefore).toBe(600);
    expect(await ops(['approve', String(second.id)])).toMatchObject({ ok: true });
    expect((await houseBalance(t.deps.db, HouseAccount.withdrawalsPaid)) - paidBefore).toBe(45000 - 600 + 10000);
    expect((await houseBalance(t.deps.db, HouseAccount.withdrawalFees)) - feesBefore).toBe(600);
    // The player was charged the amount once each; the fee is within it, not on top.
    expect(await coinOf(t, demo.id)).toBe(105000 - 45000 - 10000);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('counts the day of withdrawal requests from midnight in Manila, not in UTC', async () => {
    const token = await loginDemoSteppedUp(t);
    const card = await addCard(t, token);
    await setWithdrawConfig(t, { dailyCount: 1 });
    // 23:00 in Manila is 15:00 UTC; two hours later it is a new day in Manila but still the same UTC day.
    t.advance(Date.parse('2026-03-10T23:00:00+08:00') - t.deps.now());
    await ageCards(t);
    expectOk(await withdraw(t, token, card.id, 10000));
    expectError(await withdraw(t, token, card.id, 10000), { status: 200, errcode: 2006, params: { max: 1 } });
    expect(expectOk(await t.call('getExchange', {}, { token })).todayCount).toBe(1);
    t.advance(2 * 3600_000);
    await stepUp(t, token, t.demo.password);
    expect(expectOk(await t.call('getExchange', {}, { token })).todayCount).toBe(0);
    expectOk(await withdraw(t, token, card.id, 10000));
    expectError(await withdraw(t, token, card.id, 10000), { status: 200, errcode: 2006, params: { max: 1 } });
    // 07:30 the next morning in Manila is 23:30 UTC of the day before: still the same Manila day.
    t.advance(Date.parse('2026-03-11T07:30:00+08:00') - t.deps.now());
    // The step-up grant lasts minutes: hours later the player confirms again.
    await stepUp(t, token, t.demo.password);
    expectError(await withdraw(t, token, card.id, 10000), { status: 200, errcode: 2006, params: { max: 1 } });
  });
});
