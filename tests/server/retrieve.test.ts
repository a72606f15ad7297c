import { afterEach, describe, expect, it } from 'vitest';
import { gameBalanceSources, type GameBalanceSource } from '../../server/games/wallets.ts';
import { HouseAccount, transfer } from '../../server/ledger/ledger.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, expectOk } from './helpers.ts';

describe(`retrieve balance from games (${databaseKind})`, () => {
  const t = useTestServer();
  // The registered providers (the house), restored after a test adds a stand-in.
  const registered = [...gameBalanceSources];
  afterEach(() => {
    gameBalanceSources.splice(0, gameBalanceSources.length, ...registered);
  });

  it('with nothing left in any game, says so and moves nothing', async () => {
    const token = await t.loginDemo();
    expect(expectOk(await t.call('retrieveBalance', { retrieve: true }, { token }))).toMatchObject({ coin: 105000, retrieved: 0, games: [{ name: 'house', held: 0 }] });
  });

  it("asks each game for the player's coins and moves them back through the ledger", async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    // A stand-in provider holding ₱25 for the player (the games issue registers the real ones).
    let held = 2500;
    const source: GameBalanceSource = {
      name: 'test-provider',
      held: async () => held,
      retrieve: async (deps, userId) => {
        const amount = held;
        if (amount === 0) return 0;
        await deps.db.transaction((tx) =>
          transfer(tx, {
            kind: 'game_retrieve',
            idempotencyKey: `retrieve:test:${userId}:${amount}`,
            legs: [
              { account: { house: HouseAccount.gameBets }, amount: -amount },
              { account: { ownerId: userId, kind: 'coin' }, amount },
            ],
          }),
        );
        held = 0;
        return amount;
      },
    };
    gameBalanceSources.push(source);
    expect(expectOk(await t.call('retrieveBalance', {}, { token }))).toMatchObject({ coin: 105000, retrieved: 0, games: [{ name: 'house', held: 0 }, { name: 'test-provider', held: 2500 }] });
    expect(expectOk(await t.call('retrieveBalance', { retrieve: true }, { token }))).toMatchObject({ coin: 107500, retrieved: 2500, games: [{ name: 'house', held: 0 }, { name: 'test-provider', held: 0 }] });
    expect(demo.id).toBeGreaterThan(0);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});
