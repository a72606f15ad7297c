import { z } from 'zod';
import { unstorable } from '../../plugins/input-guard.ts';
import type { CallbackPayload, ProviderRefund, Verified } from './gateway.ts';

/**
 * PayMongo's resources as we read them: only the fields we use, each checked (anything else is
 * ignored). Shapes as published:
 * - event: https://developers.paymongo.com/docs/developer-tools-webhooks-events (data.id `evt_…`,
 *   data.attributes.type, .livemode, .created_at, .data = the resource at the time of the event);
 * - checkout session: https://developers.paymongo.com/reference/checkout-session-resource (id `cs_…`,
 *   attributes.checkout_url, .reference_number, .payment_intent, .payments[]);
 * - payment: https://developers.paymongo.com/reference/payment-source (id `pay_…`, attributes.amount
 *   in centavos, .currency, .status pending | paid | failed, .paid_at in seconds, .payment_intent_id,
 *   .source.type how it was paid: card, gcash, paymaya, grab_pay, dob, …, .refunds[] its Refund resources);
 * - refund: https://developers.paymongo.com/reference/refund-resource (id `ref_…`, attributes.amount in
 *   centavos, .currency, .payment_id, .status pending | succeeded | failed), the data of the
 *   `payment.refund.updated` event, and in the payment's `refunds` of `payment.refunded`'s.
 */

/** A PayMongo id or our order number: stored as text, so letters, digits, `_` and `-` only (never NUL). */
export const providerId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const storable = z
  .string()
  .max(200)
  .refine((text) => !unstorable(text));
const centavos = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const seconds = z.int().min(0).max(1e11);
/** How a payment was paid (`source.type`, or a session's `payment_method_used`): an odd value is unknown, never a refusal. */
const method = z
  .string()
  .regex(/^[a-z_]{1,32}$/)
  .nullish()
  .catch(null);

export const refundSchema = z.object({
  id: providerId,
  attributes: z.object({ amount: centavos, currency: storable, status: storable, payment_id: providerId }),
});

export const paymentSchema = z.object({
  id: providerId,
  attributes: z.object({
    amount: centavos,
    currency: storable,
    status: storable,
    paid_at: seconds.nullish(),
    payment_intent_id: providerId.nullish(),
    source: z.object({ type: method }).nullish().catch(null),
    // Read leniently here (a paid payment is never refused over its refunds); payment.refunded reads them strictly.
    refunds: z.array(refundSchema).max(100).nullish().catch(null),
  }),
});
const refundedPaymentSchema = z.object({ id: providerId, attributes: z.object({ refunds: z.array(refundSchema).max(100) }) });
type Payment = z.infer<typeof paymentSchema>;

export const checkoutSessionSchema = z.object({
  id: providerId,
  attributes: z.object({
    // Checked where it is used (createPayment): an event is not refused over a field we do not read.
    checkout_url: z.string().max(2000).nullish(),
    reference_number: storable.nullish(),
    payment_intent: z.object({ id: providerId }).nullish(),
    payments: z.array(paymentSchema).max(100).nullish(),
    payment_method_used: method,
  }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

const eventSchema = z.object({
  data: z.object({
    id: providerId,
    attributes: z.object({
      type: z.string().regex(/^[a-z_.]{1,64}$/),
      livemode: z.boolean(),
      data: z.unknown(),
    }),
  }),
});

const retrievedPaymentSchema = z.object({ data: refundedPaymentSchema });

/**
 * The refunds of a payment as `GET /v1/payments/{id}` answers it (the Payment resource, its `refunds`
 * the Refund resources, https://developers.paymongo.com/reference/payment-source and
 * https://developers.paymongo.com/reference/refund-resource), read strictly: an answer that is not this
 * payment, a refund that is not its own, or any field out of shape throws (the refund reconciliation
 * reports it for that deposit and goes on).
 */
export function refundsOfRetrievedPayment(answer: unknown, paymentId: string): ProviderRefund[] {
  const payment = retrievedPaymentSchema.parse(answer).data;
  if (payment.id !== paymentId) throw new Error(`PayMongo answered payment ${payment.id} for ${paymentId}`);
  const stray = payment.attributes.refunds.find((refund) => refund.attributes.payment_id !== paymentId);
  if (stray) throw new Error(`PayMongo listed refund ${stray.id} of another payment under ${paymentId}`);
  return payment.attributes.refunds.map(providerRefund);
}

/** A paid payment as the settlement's payload; `timestamp` is when the news was signed (or fetched). */
export const paidPayload = (orderNo: string, payment: Payment, timestamp: number, sessionMethod?: string | null): CallbackPayload => ({
  orderNo,
  providerOrderId: payment.id,
  amount: payment.attributes.amount,
  currency: payment.attributes.currency,
  status: 'paid',
  timestamp,
  ...(payment.attributes.paid_at ? { paidAt: payment.attributes.paid_at * 1000 } : {}),
  ...methodOf(payment, sessionMethod),
});

const methodOf = (payment: Payment, sessionMethod?: string | null) => {
  const found = payment.attributes.source?.type ?? sessionMethod;
  return found ? { method: found } : {};
};

/** A refund as the settlement of refunds reads it (refund-events.ts). */
const providerRefund = (refund: z.infer<typeof refundSchema>): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.attributes.payment_id,
  amount: refund.attributes.amount,
  currency: refund.attributes.currency,
  status: refund.attributes.status,
});

/** The session's paid payment, if it has one (a session takes one payment; failed attempts may precede it). */
export const paidPaymentOf = (session: CheckoutSession) => session.attributes.payments?.find((payment) => payment.attributes.status === 'paid');

/**
 * What a genuine (signature checked) event means for us. `livemode` must be the mode of our keys: a
 * test event on a live server (or the reverse) is refused. Types:
 * - `checkout_session.payment.paid`: the session (our order by reference_number) was paid;
 * - `payment.paid`: a payment, naming the order by its payment intent;
 * - `payment.failed`: one attempt failed; the player may try again on the same checkout page, so
 *   the order stays pending (it expires if nobody pays);
 * - `payment.refunded` (the payment, its `refunds` inside) and `payment.refund.updated` (one refund):
 *   each succeeded refund leaves the player's coin once (refund-events.ts);
 * - anything else: recorded and ignored.
 */
export function readEvent(rawBody: string, live: boolean, signedAt: number): Verified {
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(rawBody));
  } catch {
    return { refused: 'bad-payload' };
  }
  if (!parsed.success || parsed.data.data.attributes.livemode !== live) return { refused: 'bad-payload' };
  const { id, attributes } = parsed.data.data;
  const event = { id, type: attributes.type };
  if (attributes.type === 'checkout_session.payment.paid') {
    const session = checkoutSessionSchema.safeParse(attributes.data);
    if (!session.success) return { refused: 'bad-payload' };
    const orderNo = session.data.attributes.reference_number;
    const payment = paidPaymentOf(session.data);
    if (!orderNo || !payment) return { noop: 'ignored', event, ...(orderNo ? { orderNo } : {}) };
    return { payload: paidPayload(orderNo, payment, signedAt, session.data.attributes.payment_method_used), event };
  }
  if (attributes.type === 'payment.paid' || attributes.type === 'payment.failed') {
    const payment = paymentSchema.safeParse(attributes.data);
    if (!payment.success) return { refused: 'bad-payload' };
    const intent = payment.data.attributes.payment_intent_id;
    if (attributes.type === 'payment.failed') return { noop: 'attempt-failed', event };
    if (!intent || payment.data.attributes.status !== 'paid') return { noop: 'ignored', event };
    const { orderNo: _, ...payload } = paidPayload('', payment.data, signedAt);
    return { intent, payload, event };
  }
  if (attributes.type === 'payment.refunded') {
    const payment = refundedPaymentSchema.safeParse(attributes.data);
    if (!payment.success) return { refused: 'bad-payload' };
    // The payment's own id names its refunds' payment: one it does not name is another payment's.
    const refunds = payment.data.attributes.refunds.filter((refund) => refund.attributes.payment_id === payment.data.id);
    return { refunds: refunds.map(providerRefund), event };
  }
  if (attributes.type === 'payment.refund.updated') {
    const refund = refundSchema.safeParse(attributes.data);
    if (!refund.success) return { refused: 'bad-payload' };
    return { refunds: [providerRefund(refund.data)], event };
  }
  return { noop: 'ignored', event };
}
