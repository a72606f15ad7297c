import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { HouseAccount, LedgerError, playerBalances, transfer, type TransferRequest } from '../../server/ledger/ledger.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, registerAccount } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;

const credit = (userId: number, amount: number, key: string): TransferRequest => ({
  kind: 'test_credit',
  idempotencyKey: key,
  legs: [
    { account: { house: HouseAccount.openingBalance }, amount: -amount },
    { account: { ownerId: userId, kind: 'coin' }, amount },
  ],
});
const debit = (userId: number, amount: number, key: string): TransferRequest => ({
  kind: 'test_debit',
  idempotencyKey: key,
  legs: [
    { account: { ownerId: userId, kind: 'coin' }, amount: -amount },
    { account: { house: HouseAccount.openingBalance }, amount },
  ],
});
const run = (t: T, request: TransferRequest) => t.deps.db.transaction((tx) => transfer(tx, request));
const settle = async <R>(p: Promise<R>) => p.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));

/** Sums every account and every entry: both are zero in a double-entry ledger. */
async function totals(t: T) {
  const [accounts] = await t.deps.db.select({ sum: sql<string>`coalesce(sum(${schema.ledgerAccounts.balance}), 0)` }).from(schema.ledgerAccounts);
  const [entries] = await t.deps.db.select({ sum: sql<string>`coalesce(sum(${schema.ledgerEntries.amount}), 0)` }).from(schema.ledgerEntries);
  const [transfers] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(schema.ledgerTransfers);
  const [entryCount] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(schema.ledgerEntries);
  return { accounts: Number(accounts!.sum), entries: Number(entries!.sum), transfers: transfers!.n, entryCount: entryCount!.n };
}

describe(`ledger (${databaseKind})`, () => {
  const t = useTestServer();

  it('the seed is balanced: the demo holds 1,050.00 coin and every account sums to zero', async () => {
    const demo = await demoUser(t);
    expect(await playerBalances(t.deps.db, demo.id)).toEqual({ coin: 105000, lottery: 0, safebox: 0, diamond: 0, points: 0 });
    expect(await totals(t)).toMatchObject({ accounts: 0, entries: 0 });
  });

  it("a transfer's legs sum to zero and each entry records the balance after it", async () => {
    const demo = await demoUser(t);
    const { transferId, duplicate } = await run(t, credit(demo.id, 2500, 'credit-1'));
    expect(duplicate).toBe(false);
    const entries = await t.deps.db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.transferId, transferId));
    expect(entries).toHaveLength(2);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const [coinAccount] = await t.deps.db.select().from(schema.ledgerAccounts).where(eq(schema.ledgerAccounts.ownerId, demo.id));
    expect(entries.find((e) => e.accountId === coinAccount!.id)).toMatchObject({ amount: 2500, balanceAfter: 107500 });
    expect(await coinOf(t, demo.id)).toBe(107500);
    expect(await totals(t)).toMatchObject({ accounts: 0, entries: 0 });
  });

  it('a repeated idempotency key moves nothing the second time', async () => {
    const demo = await demoUser(t);
    const first = await run(t, credit(demo.id, 1000, 'once'));
    const before = await totals(t);
    const second = await run(t, credit(demo.id, 1000, 'once'));
    const third = await run(t, credit(demo.id, 999_999, 'once'));
    expect(second).toEqual({ transferId: first.transferId, duplicate: true });
    expect(third).toEqual({ transferId: first.transferId, duplicate: true });
    expect(await coinOf(t, demo.id)).toBe(106000);
    expect(await totals(t)).toEqual(before);
  });

  it('a debit below zero of a player account is refused (insufficient-funds) and leaves every balance unchanged', async () => {
    const demo = await demoUser(t);
    const before = await totals(t);
    const houseBefore = await t.deps.db.select().from(schema.ledgerAccounts).orderBy(schema.ledgerAccounts.id);
    const attempt = await settle(run(t, debit(demo.id, 105001, 'too-much')));
    expect(attempt.ok).toBe(false);
    expect(attempt.ok ? undefined : attempt.error).toBeInstanceOf(LedgerError);
    expect((attempt as { error: LedgerError }).error.reason).toBe('insufficient-funds');
    expect(await coinOf(t, demo.id)).toBe(105000);
    expect(await t.deps.db.select().from(schema.ledgerAccounts).orderBy(schema.ledgerAccounts.id)).toEqual(houseBefore);
    expect(await totals(t)).toEqual(before);
    // The key was not used up by the refused transfer: the same key can still move a valid amount.
    await run(t, debit(demo.id, 105000, 'too-much'));
    expect(await coinOf(t, demo.id)).toBe(0);
  });

  it('a player account that never existed cannot be debited', async () => {
    const { userId } = await registerAccount(t, 'emptyone');
    await run(t, debit(userId, 5000, 'drain'));
    expect(await coinOf(t, userId)).toBe(0);
    await expect(run(t, { ...debit(userId, 1, 'lottery'), legs: [{ account: { ownerId: userId, kind: 'lottery' }, amount: -1 }, { account: { house: HouseAccount.openingBalance }, amount: 1 }] })).rejects.toMatchObject({
      reason: 'insufficient-funds',
    });
    expect(await playerBalances(t.deps.db, userId)).toEqual({ coin: 0, lottery: 0, safebox: 0, diamond: 0, points: 0 });
  });

  it('the database itself refuses a negative player balance, not only the code', async () => {
    const demo = await demoUser(t);
    await expect(
      t.deps.db.update(schema.ledgerAccounts).set({ balance: -1 }).where(eq(schema.ledgerAccounts.ownerId, demo.id)),
    ).rejects.toThrow();
    expect(await coinOf(t, demo.id)).toBe(105000);
    // House accounts may go negative: they are the other side of every movement.
    const [house] = await t.deps.db.select().from(schema.ledgerAccounts).where(eq(schema.ledgerAccounts.kind, HouseAccount.openingBalance));
    expect(house!.balance).toBeLessThan(0);
  });

  it('refuses unbalanced, one-legged, zero, fractional and unsafe amounts before touching anything', async () => {
    const demo = await demoUser(t);
    const before = await totals(t);
    const coin = { ownerId: demo.id, kind: 'coin' as const };
    const house = { house: HouseAccount.openingBalance };
    const bad: [TransferRequest['legs'], string][] = [
      [[{ account: house, amount: -100 }, { account: coin, amount: 99 }], 'unbalanced'],
      [[{ account: coin, amount: 100 }], 'unbalanced'],
      [[], 'unbalanced'],
      [[{ account: house, amount: 0 }, { account: coin, amount: 0 }], 'bad-amount'],
      [[{ account: house, amount: -0.5 }, { account: coin, amount: 0.5 }], 'bad-amount'],
      [[{ account: house, amount: -(2 ** 53) }, { account: coin, amount: 2 ** 53 }], 'bad-amount'],
      [[{ account: house, amount: Number.NaN }, { account: coin, amount: Number.NaN }], 'bad-amount'],
    ];
    for (const [legs, reason] of bad) {
      await expect(run(t, { kind: 'bad', idempotencyKey: `bad-${reason}-${legs.length}`, legs })).rejects.toMatchObject({ reason });
    }
    expect(await totals(t)).toEqual(before);
  });

  it('20 concurrent transfers with the same key, in separate transactions, credit once', async () => {
    const demo = await demoUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(run(t, credit(demo.id, 700, 'same-key')))));
    for (const r of results) expect(r.ok, r.ok ? '' : String(r.error)).toBe(true);
    const values = results.map((r) => (r.ok ? r.value : undefined));
    expect(values.filter((v) => v && !v.duplicate)).toHaveLength(1);
    expect(new Set(values.map((v) => v?.transferId)).size).toBe(1);
    expect(await coinOf(t, demo.id)).toBe(105700);
    const rows = await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.idempotencyKey, 'same-key'));
    expect(rows).toHaveLength(1);
    expect(await totals(t)).toMatchObject({ accounts: 0, entries: 0 });
  });

  it('20 concurrent debits with different keys never take a balance below zero', async () => {
    const demo = await demoUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => settle(run(t, debit(demo.id, 10000, `spend-${i}`)))));
    const ok = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(ok).toHaveLength(10);
    for (const r of refused) expect((r as { error: LedgerError }).error).toMatchObject({ reason: 'insufficient-funds' });
    expect(await coinOf(t, demo.id)).toBe(5000);
    // The seed made 3 (welcome coin, opening balance, the jackpot pool's funding).
    expect(await totals(t)).toMatchObject({ accounts: 0, entries: 0, transfers: 3 + 10 });
  });

  it('concurrent transfers naming the same new accounts in opposite orders do not deadlock', async () => {
    for (let round = 0; round < 4; round++) await crossRound(round);
  });

  const crossRound = async (round: number) => {
    const a = await registerAccount(t, `crossa${round}`);
    const b = await registerAccount(t, `crossb${round}`);
    const between = (key: string, first: number, second: number): TransferRequest => ({
      kind: 'test_cross',
      idempotencyKey: key,
      legs: [
        { account: { ownerId: first, kind: 'lottery' }, amount: 100 },
        { account: { ownerId: second, kind: 'lottery' }, amount: 100 },
        { account: { house: HouseAccount.signupBonus }, amount: -200 },
      ],
    });
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => settle(run(t, i % 2 ? between(`x${round}-${i}`, b.userId, a.userId) : between(`x${round}-${i}`, a.userId, b.userId)))),
    );
    for (const r of results) expect(r.ok, r.ok ? '' : String((r.error as { cause?: unknown }).cause ?? r.error)).toBe(true);
    expect((await playerBalances(t.deps.db, a.userId)).lottery).toBe(400);
    expect((await playerBalances(t.deps.db, b.userId)).lottery).toBe(400);
  };

  it('concurrent credits to a brand-new account all land (the account is created once)', async () => {
    const { userId } = await registerAccount(t, 'fresh');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settle(
          run(t, {
            kind: 'test_credit',
            idempotencyKey: `lottery-${i}`,
            legs: [
              { account: { house: HouseAccount.signupBonus }, amount: -100 },
              { account: { ownerId: userId, kind: 'lottery' }, amount: 100 },
            ],
          }),
        ),
      ),
    );
    for (const r of results) expect(r.ok, r.ok ? '' : String(r.error)).toBe(true);
    expect(await playerBalances(t.deps.db, userId)).toEqual({ coin: 5000, lottery: 1000, safebox: 0, diamond: 0, points: 0 });
    const accounts = await t.deps.db.select().from(schema.ledgerAccounts).where(eq(schema.ledgerAccounts.ownerId, userId));
    expect(accounts.map((a) => a.kind).sort()).toEqual(['coin', 'lottery']);
  });

  it('diamonds and points are balances of their own, which cannot go below zero either', async () => {
    const demo = await demoUser(t);
    const give = (kind: 'diamond' | 'points', amount: number, key: string): TransferRequest => ({
      kind: 'test_reward',
      idempotencyKey: key,
      legs: [
        { account: { house: HouseAccount.bonusExpense }, amount: -amount },
        { account: { ownerId: demo.id, kind }, amount },
      ],
    });
    await run(t, give('diamond', 500, 'diamonds'));
    await run(t, give('points', 1200, 'points'));
    expect(await playerBalances(t.deps.db, demo.id)).toMatchObject({ coin: 105000, diamond: 500, points: 1200 });
    await expect(run(t, give('diamond', -501, 'too-many-diamonds'))).rejects.toMatchObject({ reason: 'insufficient-funds' });
    expect(await playerBalances(t.deps.db, demo.id)).toMatchObject({ diamond: 500 });
  });
});
