import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { houseShardKind } from '../../server/ledger/accounts.ts';
import { HOUSE_SHARDS, HouseAccount, houseBalance, playerBalances, transfer, type TransferRequest } from '../../server/ledger/ledger.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, registerAccount } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;

const reward = (userId: number, amount: number, key: string, kind: 'lottery' | 'points' = 'lottery'): TransferRequest => ({
  kind: 'test_reward',
  idempotencyKey: key,
  legs: [
    { account: { house: HouseAccount.bonusExpense }, amount: -amount },
    { account: { ownerId: userId, kind }, amount },
  ],
});
const run = (t: T, request: TransferRequest) => t.deps.db.transaction((tx) => transfer(tx, request));

async function houseRows(t: T, kind: string) {
  return t.deps.db
    .select({ kind: schema.ledgerAccounts.kind, balance: schema.ledgerAccounts.balance })
    .from(schema.ledgerAccounts)
    .where(and(isNull(schema.ledgerAccounts.ownerId), sql`${schema.ledgerAccounts.kind} LIKE ${`${kind}%`}`));
}

describe(`ledger accounts: house shards and the id cache (${databaseKind})`, () => {
  const t = useTestServer();

  it("a busy house account is one row per shard, picked by player; its balance is the shards' sum", async () => {
    const players = [(await demoUser(t)).id];
    for (const name of ['sharda', 'shardb', 'shardc']) players.push((await registerAccount(t, name)).userId);
    for (const [i, id] of players.entries()) await run(t, reward(id, 100 * (i + 1), `shard-${id}`));

    const rows = await houseRows(t, HouseAccount.bonusExpense);
    const shards = new Set(players.map((id) => houseShardKind(HouseAccount.bonusExpense, id)));
    expect(rows.map((r) => r.kind).sort()).toEqual([...shards].sort());
    expect(await houseBalance(t.deps.db, HouseAccount.bonusExpense)).toBe(-(100 + 200 + 300 + 400));
    // A player's movements always meet the same shard.
    await run(t, reward(players[1]!, 50, 'shard-again'));
    expect(await houseRows(t, HouseAccount.bonusExpense)).toHaveLength(rows.length);
    expect((await auditLedger(t.deps.db)).ok).toBe(true);
  });

  it('shard 0 keeps the plain name; accounts whose balance is read as one (opening balance, jackpot pool) are not split', () => {
    expect(houseShardKind(HouseAccount.depositClearing, 0)).toBe(HouseAccount.depositClearing);
    expect(houseShardKind(HouseAccount.depositClearing, HOUSE_SHARDS + 3)).toBe(`${HouseAccount.depositClearing}#3`);
    expect(houseShardKind(HouseAccount.openingBalance, 7)).toBe(HouseAccount.openingBalance);
    expect(houseShardKind(HouseAccount.jackpotPool, 7)).toBe(HouseAccount.jackpotPool);
  });

  it('a transfer with only house legs uses the shard it is told (a withdrawal paid debits the shard its hold credited)', async () => {
    const demo = await demoUser(t);
    await run(t, {
      kind: 'test_house',
      idempotencyKey: 'house-only',
      shardKey: demo.id,
      legs: [
        { account: { house: HouseAccount.withdrawalPayable }, amount: -100 },
        { account: { house: HouseAccount.withdrawalsPaid }, amount: 100 },
      ],
    });
    expect((await houseRows(t, HouseAccount.withdrawalPayable)).map((r) => r.kind)).toEqual([houseShardKind(HouseAccount.withdrawalPayable, demo.id)]);
  });

  it('an account whose creating transaction rolled back is made again: a cached id is checked before it is used', async () => {
    const { userId } = await registerAccount(t, 'rolledback');
    const rolledBack = t.deps.db.transaction(async (tx) => {
      await transfer(tx, reward(userId, 300, 'undone', 'points'));
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await t.deps.db.select().from(schema.ledgerAccounts).where(and(eq(schema.ledgerAccounts.ownerId, userId), eq(schema.ledgerAccounts.kind, 'points')))).toHaveLength(0);

    expect(await run(t, reward(userId, 200, 'done', 'points'))).toMatchObject({ duplicate: false });
    expect((await playerBalances(t.deps.db, userId)).points).toBe(200);
    expect((await auditLedger(t.deps.db)).ok).toBe(true);
  });

  it('two legs on one account are refused before anything is written', async () => {
    const demo = await demoUser(t);
    const coin = { ownerId: demo.id, kind: 'coin' as const };
    await expect(
      run(t, {
        kind: 'test_twice',
        idempotencyKey: 'twice',
        legs: [
          { account: coin, amount: -100 },
          { account: coin, amount: 50 },
          { account: { house: HouseAccount.bonusExpense }, amount: 50 },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'same-account-twice' });
    expect(await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.idempotencyKey, 'twice'))).toHaveLength(0);
  });
});
