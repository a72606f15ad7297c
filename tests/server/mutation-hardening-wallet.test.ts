import { describe, expect, it } from 'vitest';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { newPlayer, type Player } from './console-play.ts';
import { fund, reqId } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, payoutCard, stepUp } from './helpers.ts';

/**
 * The wallet's withdraw page where the mutation pool (docs/mutation-hardening.md) found no assertion,
 * asserted as the player sees it (getExchange, exchange's answers).
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.82.${ips % 250}.1`);
const exchangeInfo = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token }));

async function withdrawConfig(t: TestServer, over: Record<string, unknown>) {
  const { config } = await t.deps.config.get();
  await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, ...over });
  t.deps.config.invalidate();
}

describe(`mutation hardening: wallet (${databaseKind})`, () => {
  const t = useTestServer();

  // P05 (handlers.ts:19, RECENT): the page lists the 10 newest withdrawals, newest first.
  it('the withdraw page lists the 10 newest withdrawals of 11, newest first', async () => {
    await withdrawConfig(t, { dailyCount: 20 });
    const p = await player(t, 'eleven');
    await fund(t, p.userId, 200_000);
    const cardId = await payoutCard(t, p, `0917${String(7_000_000 + p.userId).padStart(7, '0')}`);
    const { minAmount } = (await t.deps.config.get()).config.withdrawConfig;
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = expectOk(await t.call('exchange', { cardId, amount: minAmount + i * 100, requestId: reqId('wd'), forfeitBonus: true }, { token: p.token }));
      ids.push((body.withdrawal as { id: number }).id);
      t.advance(1000);
    }
    const info = await exchangeInfo(t, p);
    const recent = info.recent as { id: number; amount: number }[];
    expect(recent.map((w) => w.id)).toEqual(ids.slice(1).toReversed());
    expect(recent[0]!.amount).toBe(minAmount + 1000);
  });

  // handlers.ts:62 and :66: another player's card is not found even while a payout is going to it; editing a
  // card to a number the player already has is a duplicate.
  it('editing: another player’s card in use is 404 (not 409), and a number already on a card is 409 duplicate', async () => {
    const owner = await player(t, 'cardowner');
    await fund(t, owner.userId, 50_000);
    const cardId = await payoutCard(t, owner, `0917${String(7_100_000 + owner.userId).padStart(7, '0')}`);
    expectOk(await t.call('exchange', { cardId, amount: 20_000, requestId: reqId('wd'), forfeitBonus: true }, { token: owner.token }));
    const gcash = { type: 1, accountName: 'Juan Dela Cruz' };
    const other = await player(t, 'cardother');
    await stepUp(t, other.token);
    expectError(await t.call('modifyBankInfo', { id: cardId, ...gcash, accountNo: '09179990001' }, { token: other.token }), { status: 404, errcode: 404, msg: 'errors.wallet.cardNotFound' });

    const first = `0917${String(7_200_000 + other.userId).padStart(7, '0')}`;
    const second = await payoutCard(t, other, first);
    const third = expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09179990002' }, { token: other.token })).card as { id: number };
    expect(second).not.toBe(third.id);
    expectError(await t.call('modifyBankInfo', { id: third.id, ...gcash, accountNo: first }, { token: other.token }), { status: 409, errcode: 409, field: 'accountNo', msg: 'errors.wallet.cardDuplicate' });
    expect((await exchangeInfo(t, other)).cards).toHaveLength(2);
  });

  // handlers.ts:128: a retried request answers what the first did, whatever changed since (here the step-up lapsed).
  it('a withdrawal retried hours later with the same requestId answers the first withdrawal, asking nothing again', async () => {
    const p = await player(t, 'retrylate');
    await fund(t, p.userId, 50_000);
    const cardId = await payoutCard(t, p, `0917${String(7_300_000 + p.userId).padStart(7, '0')}`);
    const body = { cardId, amount: 20_000, requestId: reqId('wd'), forfeitBonus: true };
    const first = expectOk(await t.call('exchange', body, { token: p.token }));
    t.advance(3 * 3600_000);
    expect(expectOk(await t.call('exchange', body, { token: p.token }))).toEqual(first);
  });
});
