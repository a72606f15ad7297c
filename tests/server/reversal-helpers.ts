import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { auditInvariants } from '../../server/ops/invariants.ts';
import { paymongoGateway } from '../../server/wallet/index.ts';
import type { TestServer, CallResult } from './harness.ts';
import { ageCards, expectOk, PASSWORD, stepUp } from './helpers.ts';
import { reqId } from './games-helpers.ts';
import type { FakePaymongo } from './fakes/paymongo.ts';
import type { Player } from './console-play.ts';

/** Refunds, chargebacks and card money (docs/payments.md): what their tests share. */

export const paymongoFor = (fake: FakePaymongo) => () => paymongoGateway({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, publicUrl: 'https://swerte.test' });

/** The test server listens, and the fake PayMongo posts its webhooks there. */
export async function listenFor(t: TestServer, fake: FakePaymongo) {
  fake.requests.length = 0;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  fake.webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/payments/callback/paymongo`;
}

/** A deposit paid at the fake PayMongo (by `method`: gcash, card, …), its webhooks delivered: the order, its session and its payment id. */
export async function paidAtPaymongo(t: TestServer, fake: FakePaymongo, token: string, amount: number, method = 'gcash', extra: Record<string, unknown> = {}) {
  const order = expectOk(await t.call('recharge', { typeId: 1, amount, requestId: reqId('rev'), ...extra }, { token })).order as { orderNo: string };
  const [row] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, order.orderNo));
  const { deliveries } = await fake.pay(row!.providerRef!, { method });
  expect(deliveries.map((d) => d.body.outcome)).toEqual(['accepted', 'duplicate']);
  return { orderNo: order.orderNo, sessionId: row!.providerRef!, paymentId: fake.paymentOf(row!.providerRef!)!.id };
}

let cards = 0;
/** A withdrawal as the app asks it (a step-up, a fresh GCash account aged past the new-card hold), answered as it is. */
export async function withdraw(t: TestServer, player: Player, amount: number): Promise<CallResult> {
  await stepUp(t, player.token, PASSWORD);
  const accountNo = `0918${String(6_000_000 + ++cards).padStart(7, '0')}`;
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo }, { token: player.token })).card as { id: number };
  await ageCards(t, player.userId);
  return t.call('exchange', { cardId: card.id, amount, requestId: reqId('wd'), forfeitBonus: true }, { token: player.token });
}

/** The books and the business around them are clean (the ops audit). */
export async function expectCleanAudit(t: TestServer) {
  expect((await auditLedger(t.deps.db)).problems).toEqual([]);
  expect(await auditInvariants(t.deps.db)).toEqual([]);
}

export const reversalsOfOrder = (t: TestServer, orderNo: string) => t.deps.db.select().from(schema.depositReversals).where(eq(schema.depositReversals.orderNo, orderNo));
