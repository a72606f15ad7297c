import { assert as fcAssert, asyncProperty, array, constantFrom, integer, oneof, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/ledger/audit.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import { databaseKind, samples, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectOk, loginDemoSteppedUp } from './helpers.ts';

/** What a player and the operator may do, in any order (amounts in whole pesos). */
/** The demo player's ₱50 welcome coins: a bonus locked until its turnover is bet (rewards), which this model never plays. */

const step = oneof(
  record({ op: constantFrom('deposit' as const), pesos: integer({ min: 1, max: 3000 }) }),
  record({ op: constantFrom('depositCancel' as const), pesos: integer({ min: 1, max: 3000 }) }),
  record({ op: constantFrom('withdraw' as const), pesos: integer({ min: 50, max: 3000 }) }),
  record({ op: constantFrom('retryWithdraw' as const, 'approve' as const, 'reject' as const, 'replayCallback' as const), pick: integer({ min: 0, max: 9 }) }),
);

describe(`wallet against a model (${databaseKind})`, () => {
  const t = useTestServer();

  it('random deposits, withdrawals, decisions and retries: the balance is always the model and the books balance', async () => {
    const token = await loginDemoSteppedUp(t);
    const demo = await demoUser(t);
    const { config } = await t.deps.config.get();
    // No new-card hold here (the operator may set 0): this model is about amounts, not card age.
    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, dailyCount: 100000, newCardHoldHours: 0 });
    await appConfigRepo(t.deps.db).upsert('kycAmount', 100_000_000);
    t.deps.config.invalidate();
    const card = expectOk(await t.call('addBankInfo', { type: 2, accountName: 'Demo Player', accountNo: '09171112222' }, { token })).card;
    const { minAmount, maxAmount } = config.withdrawConfig;
    let serial = 0;

    await fcAssert(
      asyncProperty(array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        let balance = await coinOf(t, demo.id);
        // The demo's welcome coins (never played here): held, then in play once a deposit qualifies them;
        // a withdrawal then forfeits them, confirmed (docs/rewards.md "Wagering"). Read from what earlier runs left.
        const lock = expectOk(await t.call('getExchange', {}, { token }));
        let welcome = lock.locked as number;
        let inPlay = (lock.forfeitable as number) > 0;
        const pending: { id: number; amount: number }[] = [];
        const requests: { requestId: string; withdrawalId: number }[] = [];
        const paidPages: string[] = [];
        for (const s of steps) {
          if (s.op === 'deposit' || s.op === 'depositCancel') {
            // Whole pesos ≥ ₱100 always clear both channel minimums.
            const amount = (s.pesos + 100) * 100;
            const { order } = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: `prop-deposit-${++serial}` }, { token }));
            await t.app.inject({ method: 'POST', url: `${order.payUrl}/${s.op === 'deposit' ? 'pay' : 'cancel'}` });
            if (s.op === 'deposit') {
              balance += amount;
              inPlay = welcome > 0;
              paidPages.push(order.payUrl);
            }
          } else if (s.op === 'withdraw') {
            const amount = s.pesos * 100;
            const requestId = `prop-withdraw-${++serial}`;
            const res = await t.call('exchange', { cardId: card.id, amount, requestId, forfeitBonus: true }, { token });
            if (amount < minAmount || amount > maxAmount) expect(res.body.errcode).toBe(2005);
            else if (amount > balance) expect(res.body.errcode).toBe(2001);
            // The welcome coins are not cash: 2007.
            else if (amount > balance - welcome) expect(res.body.errcode).toBe(2007);
            else {
              const { withdrawal } = expectOk(res);
              if (inPlay) [balance, welcome, inPlay] = [balance - welcome, 0, false];
              balance -= amount;
              pending.push({ id: withdrawal.id, amount });
              requests.push({ requestId, withdrawalId: withdrawal.id });
            }
          } else if (s.op === 'retryWithdraw') {
            const earlier = requests[s.pick % Math.max(1, requests.length)];
            if (earlier) {
              const res = expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: earlier.requestId, forfeitBonus: true }, { token }));
              expect(res.withdrawal.id).toBe(earlier.withdrawalId);
            }
          } else if (s.op === 'replayCallback') {
            // Paying again on a paid order's page (back button, second tab): nothing moves.
            const page = paidPages[s.pick % Math.max(1, paidPages.length)];
            if (page) await t.app.inject({ method: 'POST', url: `${page}/pay` });
          } else {
            const i = s.pick % Math.max(1, pending.length);
            const target = pending[i];
            if (target) {
              const result = await opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args: [s.op, String(target.id), ...(s.op === 'reject' ? ['model', 'refusal'] : [])], operator: 'test-operator' });
              expect(result.ok).toBe(true);
              pending.splice(i, 1);
              if (s.op === 'reject') balance += target.amount;
            }
          }
          expect(await coinOf(t, demo.id)).toBe(balance);
        }
        expect((await auditLedger(t.deps.db)).ok).toBe(true);
      }),
      { numRuns: samples(25, 5) },
    );
  });
});
