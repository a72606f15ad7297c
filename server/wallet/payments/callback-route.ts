import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { depositOrders, paymentCallbacks } from '../schema.ts';
import type { ServerDeps } from '../../deps.ts';
import { settleCallback, takeEvent, type Outcome } from './settle.ts';
import { applyRefundEvent, EXPECTED_REFUND_OUTCOMES, type RefundOutcome } from './refund-events.ts';
import { clip } from '../../plugins/input-guard.ts';
import type { CallbackPayload, Verified } from './gateway.ts';

/** A PayMongo checkout-session event carries the whole session (line items, billing, payments): room for it. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
import { rules } from '../../config/rules.ts';
import { addressKey, takeWriteQuota } from '../../db/write-caps.ts';

/**
 * POST /payments/callback/<provider>: a provider's server tells us a payment's outcome (the sandbox's
 * page, or PayMongo's webhook at /payments/callback/paymongo). The body is read raw (the signature
 * covers its exact bytes); anything not genuine, not storable or not fresh is refused with 400 and
 * changes nothing. Every attempt is kept in payment_callbacks and logged.
 *
 * What a genuine callback did decides the answer:
 * - without a provider event id (the sandbox): 200 for accepted, failed, refund-due (held for a refund:
 *   player protection refused it) or an exact repeat, 400 for the rest (unknown order, mismatch, late,
 *   not pending), as before;
 * - with one (PayMongo): 200 whatever the decision, since the decision is final and recorded with
 *   the event (payment_events); a non-2xx would only make PayMongo redeliver it up to 12 times and
 *   then disable the webhook (https://developers.paymongo.com/docs/webhook-retry-logic). A replay of
 *   an event already taken is `duplicate-event`: 200, nothing changes.
 */
export async function registerPaymentCallbacks(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string }; Body: string }>('/payments/callback/:provider', async (req, reply) => {
      const gateway = req.params.provider === deps.payments.name ? deps.payments : undefined;
      const raw = typeof req.body === 'string' ? req.body : '';
      const verified: Verified = gateway ? gateway.verifyWebhook(raw, req.headers, deps.now()) : { refused: 'bad-signature' };
      if (!gateway || 'refused' in verified) {
        const outcome = 'refused' in verified ? verified.refused : 'bad-signature';
        req.log.warn({ provider: req.params.provider, ip: req.ip, outcome }, 'payment callback refused: unknown provider, bad signature, stale or bad payload');
        // Anyone can send these: stored up to a cap per address (rules.publicWrites), answered the same either way.
        const caps = rules.publicWrites;
        const quota = { key: `callbacks:addr:${addressKey(req.ip)}`, cap: caps.refusedCallbacksPerAddress, windowSeconds: caps.windowSeconds, want: 1, now: deps.now() };
        if ((await takeWriteQuota(deps.db, quota)) > 0) {
          await deps.db.insert(paymentCallbacks).values({ provider: clip(req.params.provider, 32), outcome, body: clip(raw, 4000), ip: req.ip });
        }
        return reply.code(400).send({ ok: false, outcome });
      }
      const outcome = await apply(deps, gateway.name, verified, raw, req.ip);
      // refund-due is taken (final: the money is held for a refund), so the provider is answered 200.
      const fine = verified.event !== undefined || outcome === 'accepted' || outcome === 'duplicate' || outcome === 'failed' || outcome === 'refund-due';
      const expected = outcome === 'accepted' || outcome === 'duplicate' || outcome === 'failed' || outcome === 'duplicate-event' || outcome === 'attempt-failed' || outcome === 'ignored' || EXPECTED_REFUND_OUTCOMES.has(outcome);
      if (outcome === 'refund-due') req.log.warn({ provider: gateway.name, event: verified.event?.id, outcome }, 'payment refused by player protection: held for a refund');
      else if (!expected) req.log.warn({ provider: gateway.name, event: verified.event?.id, outcome }, 'payment callback not applied');
      return reply.code(fine ? 200 : 400).send({ ok: fine, outcome });
    });
  });
}

type Applied = Outcome | RefundOutcome | 'attempt-failed' | 'ignored';

async function apply(deps: ServerDeps, provider: string, verified: Exclude<Verified, { refused: unknown }>, raw: string, ip: string): Promise<Applied> {
  const now = deps.now();
  if ('noop' in verified) {
    // Moves nothing, but is recorded like the rest, so its replay is a duplicate too.
    const outcome: Applied = await deps.db.transaction(async (tx) => {
      const seen = await takeEvent(tx, provider, verified.event, verified.orderNo, verified.noop);
      const result = seen ?? verified.noop;
      await tx.insert(paymentCallbacks).values({ provider, orderNo: verified.orderNo === undefined ? null : clip(verified.orderNo, 64), outcome: result, body: clip(raw, 4000), ip });
      return result;
    });
    return outcome;
  }
  // A refund of a paid deposit (PayMongo payment.refunded, payment.refund.updated): out of the player's coin, once per refund.
  if ('refunds' in verified) return applyRefundEvent(deps.db, provider, verified, raw, ip, now);
  let payload: CallbackPayload;
  if ('intent' in verified) {
    // The provider named the order by its own id for it: ours is looked up (nothing found: unknown-order, recorded).
    const [order] = await deps.db
      .select({ orderNo: depositOrders.orderNo })
      .from(depositOrders)
      .where(and(eq(depositOrders.provider, provider), eq(depositOrders.providerIntent, verified.intent)))
      .limit(1);
    payload = { ...verified.payload, orderNo: order?.orderNo ?? '' };
  } else payload = verified.payload;
  return settleCallback(deps.db, provider, payload, raw, ip, now, verified.event);
}
