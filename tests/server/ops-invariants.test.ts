import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HouseAccount, transfer } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { decideWithdrawal } from '../../server/ops/withdrawals.ts';
import { printReport } from '../../server/ops/print.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { ageCards, demoUser, expectOk, loginDemoSteppedUp } from './helpers.ts';
import { losingStops, forceStops, reqId, spinCall, start } from './games-helpers.ts';
import { deposit, draw } from './jackpot-helpers.ts';

type Rows = Record<string, unknown>[];
const query = async (t: TestServer, text: ReturnType<typeof sql>) => ((await t.deps.db.execute(text)) as unknown as { rows: Rows }).rows;
const problem = (report: Awaited<ReturnType<typeof auditBooks>>, check: string) => report.problems.find((p) => p.check === check);

/**
 * A day of business through the real calls: paid, cancelled and pending deposits, withdrawals paid,
 * refused and pending, real spins and a paying jackpot draw. What each test then breaks by hand is
 * what a lost write, a second process on one data folder or a bug would leave behind.
 */
async function busyDay(t: TestServer) {
  const token = await loginDemoSteppedUp(t);
  const demo = await demoUser(t);
  const paid = [await deposit(t, token, 20_000), await deposit(t, token, 15_000)];
  const pending = expectOk(await t.call('recharge', { typeId: 1, amount: 12_000, requestId: reqId('pending') }, { token })).order as { orderNo: string };
  const cancelled = expectOk(await t.call('recharge', { typeId: 1, amount: 13_000, requestId: reqId('cancel') }, { token })).order as { orderNo: string; payUrl: string };
  await t.app.inject({ method: 'POST', url: `${cancelled.payUrl}/cancel` });

  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09171112222' }, { token })).card as { id: number };
  await ageCards(t); // past the new-card hold
  const withdraw = async () => expectOk(await t.call('exchange', { cardId: card.id, amount: 10_000, requestId: reqId('wd'), forfeitBonus: true }, { token })).withdrawal as { id: number };
  const [approved, rejected, waiting] = [await withdraw(), await withdraw(), await withdraw()];
  expect((await decideWithdrawal(t.deps.db, approved.id, 'approve', '', t.deps.now(), 'Ana Cruz')).ok).toBe(true);
  expect((await decideWithdrawal(t.deps.db, rejected.id, 'reject', 'name mismatch', t.deps.now(), 'Ana Cruz')).ok).toBe(true);

  const restore = forceStops(losingStops());
  try {
    const session = await start(t, token);
    for (let i = 0; i < 3; i++) expectOk(await spinCall(t, token, session.sessionId as string));
  } finally {
    restore();
  }
  expectOk(await draw(t, token));
  return { token, demo, paid, pending, withdrawals: { approved, rejected, waiting } };
}

describe(`ops audit: the business invariants around the ledger (${databaseKind})`, () => {
  const t = useTestServer();

  it('a clean day passes, every family looked at, and prints in one line', async () => {
    await busyDay(t);
    const report = await auditBooks(t.deps.db);
    expect(report).toMatchObject({ ok: true, problems: [], counts: { deposit_orders: 4, withdrawals: 3, game_rounds: 3, jackpot_draws: 1, fair_draws: 4 } });
    const lines: string[] = [];
    printReport('audit', { ...report }, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/; 4 deposit orders, 3 withdrawals, 3 game rounds, 1 jackpot draws: the books balance\.$/)]);
  });

  it('names a paid order without its credit (a lost write) and an unpaid order that has one', async () => {
    const day = await busyDay(t);
    await t.deps.db.execute(sql`UPDATE deposit_orders SET status = 'paid' WHERE order_no = ${day.pending.orderNo}`);
    await t.deps.db.execute(sql`UPDATE deposit_orders SET status = 'expired' WHERE order_no = ${day.paid[1]!.orderNo}`);
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    // The ledger itself still balances: only the business check sees it.
    expect(report.problems.map((p) => p.check).sort()).toEqual(['deposit-credited-but-not-paid', 'deposit-paid-without-credit']);
    expect(problem(report, 'deposit-paid-without-credit')!.rows).toEqual([expect.objectContaining({ order_no: day.pending.orderNo, credits: 0, amount: 12_000 })]);
    expect(problem(report, 'deposit-credited-but-not-paid')!.rows).toEqual([expect.objectContaining({ order_no: day.paid[1]!.orderNo, status: 'expired', credits: 1 })]);
    const lines: string[] = [];
    printReport('audit', { ...report }, (line) => lines.push(line));
    expect(lines.join('\n')).toContain(`order_no=${day.pending.orderNo}`);
  });

  it('names a doubled credit, with both transfers, though each transfer balances', async () => {
    const day = await busyDay(t);
    const order = day.paid[0]!;
    const second = await t.deps.db.transaction((tx) =>
      transfer(tx, {
        kind: 'deposit',
        idempotencyKey: `deposit:${order.orderNo}:again`,
        legs: [
          { account: { house: HouseAccount.depositClearing }, amount: -order.amount },
          { account: { ownerId: day.demo.id, kind: 'coin' }, amount: order.amount },
        ],
        meta: { orderNo: order.orderNo },
      }),
    );
    const report = await auditBooks(t.deps.db);
    expect(report.problems.map((p) => p.check)).toEqual(['deposit-credited-more-than-once']);
    const [row] = problem(report, 'deposit-credited-more-than-once')!.rows;
    expect(row).toMatchObject({ order_no: order.orderNo, credits: 2, credited: 2 * order.amount });
    expect(String(row!.transfer_ids).split(' ')).toContain(String(second.transferId));
  });

  it('names bet totals, a day of them and users.bet that no longer equal the rounds', async () => {
    const day = await busyDay(t);
    await t.deps.db.execute(sql`UPDATE game_bet_totals SET bet = bet + 100 WHERE user_id = ${day.demo.id}`);
    await t.deps.db.execute(sql`UPDATE game_bet_days SET count = count + 1 WHERE user_id = ${day.demo.id}`);
    await t.deps.db.execute(sql`UPDATE users SET bet = bet + 5 WHERE id = ${day.demo.id}`);
    const report = await auditBooks(t.deps.db);
    expect(report.problems.map((p) => p.check).sort()).toEqual(['bet-days-not-rounds', 'bet-totals-not-rounds', 'player-bet-not-rounds']);
    expect(problem(report, 'bet-totals-not-rounds')!.rows).toEqual([expect.objectContaining({ user_id: day.demo.id, totals_bet: 700, rounds_bet: 600 })]);
    expect(problem(report, 'bet-days-not-rounds')!.rows).toEqual([expect.objectContaining({ user_id: day.demo.id, totals_count: 4, rounds_count: 3 })]);
    expect(problem(report, 'player-bet-not-rounds')!.rows).toEqual([expect.objectContaining({ user_id: day.demo.id, totals_bet: 605, rounds_bet: 600 })]);
  });

  it('names a withdrawal marked paid with no payout, and one refunded twice', async () => {
    const day = await busyDay(t);
    await t.deps.db.execute(sql`UPDATE withdrawals SET status = 'paid' WHERE id = ${day.withdrawals.waiting.id}`);
    await t.deps.db.transaction((tx) =>
      transfer(tx, {
        kind: 'withdraw_rejected',
        idempotencyKey: `withdraw-rejected:${day.withdrawals.rejected.id}:again`,
        legs: [
          { account: { house: HouseAccount.withdrawalPayable }, amount: -10_000 },
          { account: { ownerId: day.demo.id, kind: 'coin' }, amount: 10_000 },
        ],
        meta: { withdrawalId: day.withdrawals.rejected.id },
      }),
    );
    const report = await auditBooks(t.deps.db);
    expect(problem(report, 'withdrawal-paid-not-paid-out-once')!.rows).toEqual([expect.objectContaining({ withdrawal_id: day.withdrawals.waiting.id, payouts: 0 })]);
    expect(problem(report, 'withdrawal-refused-not-refunded-once')!.rows).toEqual([expect.objectContaining({ withdrawal_id: day.withdrawals.rejected.id, refunds: 2 })]);
  });

  it('names a paying jackpot draw whose credit does not match it, and a duplicate key once its unique index is gone', async () => {
    const day = await busyDay(t);
    const [drawRow] = await query(t, sql`SELECT id FROM jackpot_draws WHERE user_id = ${day.demo.id} AND count > 0`);
    await t.deps.db.execute(sql`UPDATE jackpot_draws SET count = count + 1 WHERE id = ${drawRow!.id}`);
    await t.deps.db.execute(sql`DROP INDEX withdrawals_user_request`);
    await t.deps.db.execute(sql`INSERT INTO withdrawals (user_id, card_id, request_id, amount, fee, status, created_at)
      SELECT user_id, card_id, request_id, amount, fee, status, created_at FROM withdrawals WHERE id = ${day.withdrawals.waiting.id}`);
    const report = await auditBooks(t.deps.db);
    expect(problem(report, 'jackpot-draw-not-credited-once')!.rows).toEqual([expect.objectContaining({ draw_id: Number(drawRow!.id), credits: 1 })]);
    expect(problem(report, 'duplicate-key')!.rows).toEqual([expect.objectContaining({ tbl: 'withdrawals.request_id', n: 2 })]);
  });

  it('names a round or jackpot draw without its fair draw, a fair draw whose win differs, and a pair whose nonces have a gap', async () => {
    const day = await busyDay(t);
    const rounds = await query(t, sql`SELECT id FROM game_rounds WHERE user_id = ${day.demo.id} ORDER BY created_at, id`);
    const [jackpot] = await query(t, sql`SELECT id FROM jackpot_draws WHERE user_id = ${day.demo.id}`);
    // A lost write: the first round's record gone; the second round's record says another win.
    await t.deps.db.execute(sql`DELETE FROM fair_draws WHERE ref = ${rounds[0]!.id}`);
    await t.deps.db.execute(sql`UPDATE fair_draws SET win = win + 100 WHERE ref = ${rounds[1]!.id}`);
    await t.deps.db.execute(sql`DELETE FROM fair_draws WHERE ref = ${String(jackpot!.id)} AND table_key = 'jackpot'`);
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    expect(problem(report, 'slot-round-without-fair-draw')!.rows).toEqual([expect.objectContaining({ ref: rounds[0]!.id, draws: 0 })]);
    expect(problem(report, 'slot-round-fair-draw-differs')!.rows).toEqual([expect.objectContaining({ ref: rounds[1]!.id })]);
    // (The report prints ids as numbers where they are digits: the jackpot draw's id is.)
    expect(problem(report, 'jackpot-draw-without-fair-draw')!.rows).toEqual([expect.objectContaining({ ref: Number(jackpot!.id) })]);
    // The demo player's pair drew four times; two of its records are gone, so its nonces no longer run 0 … n−1.
    expect(problem(report, 'fair-seed-nonces-not-contiguous')!.rows).toEqual([expect.objectContaining({ user_id: day.demo.id })]);
  });
});
