import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import { reqId, spinCall, start } from './games-helpers.ts';
import { ADULT, ageCards, expectOk, PASSWORD, stepUp } from './helpers.ts';
import { consoleCall } from './console-helpers.ts';

/** Real play for the console's figures: players made, paying, spinning and withdrawing through the player's API. */

export interface Player {
  token: string;
  userId: number;
  account: string;
}

/** Registers a player by account name from its own address (accountRegist: a sign-in and the welcome coins). */
export async function newPlayer(t: TestServer, account: string, ip = '10.1.0.1', extra: Record<string, unknown> = {}): Promise<Player> {
  const body = expectOk(await t.call('accountRegist', { account, password: PASSWORD, birthDate: ADULT, ...extra }, { ip }));
  return { token: body.token as string, userId: body.userId as number, account };
}

/** A deposit paid as a player pays it: the order, then the sandbox checkout's "pay" button. */
export async function depositPaid(t: TestServer, token: string, amount: number): Promise<string> {
  const order = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: reqId('dep') }, { token })).order as { orderNo: string; payUrl: string };
  const paid = await t.app.inject({ method: 'POST', url: `${order.payUrl}/pay`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.statusCode).toBe(303);
  return order.orderNo;
}

/** Spins a game `n` times with real coins; answers the stakes and wins the player saw. */
export async function play(t: TestServer, token: string, gameId: number, n: number, opts: { bet?: number; tryIt?: boolean; gapMs?: number } = {}): Promise<{ bets: number; wins: number; roundIds: string[] }> {
  const { bet = 200, tryIt = false, gapMs = 0 } = opts;
  const { sessionId } = await start(t, token, gameId, tryIt);
  const out = { bets: 0, wins: 0, roundIds: [] as string[] };
  for (let i = 0; i < n; i++) {
    // A gap between spins gives each round its own time (the player's list is newest first).
    if (gapMs) t.advance(gapMs);
    const round = expectOk(await spinCall(t, token, sessionId, bet)).round as { roundId: string; bet: number; win: number };
    out.bets += round.bet;
    out.wins += round.win;
    out.roundIds.push(round.roundId);
  }
  return out;
}

let cards = 0;
/** Asks for a withdrawal as the app does: a step-up, a GCash card (aged past the new-card hold), the request. */
export async function withdrawalAsked(t: TestServer, player: Player, amount: number): Promise<number> {
  await stepUp(t, player.token);
  const accountNo = `0917${String(5_000_000 + ++cards).padStart(7, '0')}`;
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo }, { token: player.token })).card as { id: number };
  await ageCards(t, player.userId);
  // A welcome bonus still locked is forfeited, as the player confirms (exchange forfeitBonus).
  return (expectOk(await t.call('exchange', { cardId: card.id, amount, requestId: reqId('wd'), forfeitBonus: true }, { token: player.token })).withdrawal as { id: number }).id;
}

/** An operator's decision through the console. */
export async function decided(t: TestServer, financeToken: string, id: number, decision: 'approve' | 'reject' = 'approve') {
  return expectOk(await consoleCall(t, 'consoleWithdrawalDecide', { id, decision, reason: 'checked' }, { token: financeToken })).withdrawal as { status: string };
}
