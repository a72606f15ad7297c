import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentGateway, PaymentOrder, Verified } from './gateway.ts';
import { checkoutSessionSchema, paidPaymentOf, paidPayload, readEvent, refundsOfRetrievedPayment } from './paymongo-events.ts';
import { CALLBACK_MAX_AGE_MS, CALLBACK_MAX_SKEW_MS, ORDER_CURRENCY } from './settle.ts';

export const PAYMONGO = 'paymongo';
/** Node lowercases header names; PayMongo sends `Paymongo-Signature`. */
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';
/**
 * The smallest payment PayMongo takes: ₱20.00, in centavos
 * (https://developers.paymongo.com/reference/payment-source, `amount`). A smaller deposit is refused
 * before any order is made, with the channel-minimum message.
 */
export const PAYMONGO_MIN_AMOUNT = 2000;
/** A request to PayMongo that takes longer is abandoned: the player is waiting on recharge. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface PaymongoOptions {
  /** `sk_live_…` or `sk_test_…`: the HTTP basic-auth username (no password). Its prefix says which events we take. */
  secretKey: string;
  /** The webhook's signing secret (`whsk_…`), returned when the webhook was created. */
  webhookSecret: string;
  /** https://api.paymongo.com, or the local fake in tests. */
  apiBase: string;
  /** The https origin players reach us on: where PayMongo sends them back after paying or cancelling. */
  publicUrl: string;
  fetch?: typeof fetch;
}

/**
 * PayMongo's payment method types for one of our deposit channels (the operator names them in the
 * config's rechargeTypeMap). Names as in the Checkout API's `payment_method_types`
 * (https://developers.paymongo.com/docs/checkout-implementation): the player chose a channel in our
 * wallet, so the checkout page offers that one; a channel we cannot place offers them all.
 */
export function paymentMethodsFor(channel: string): string[] {
  const name = channel.toLowerCase();
  if (name.includes('gcash')) return ['gcash'];
  if (name.includes('maya')) return ['paymaya'];
  if (name.includes('grab')) return ['grab_pay'];
  if (name.includes('card')) return ['card'];
  if (name.includes('bank')) return ['dob', 'dob_ubp', 'brankas_bdo', 'brankas_landbank', 'brankas_metrobank'];
  return ['gcash', 'paymaya', 'grab_pay', 'card', 'dob', 'dob_ubp'];
}

const created = z.object({ data: checkoutSessionSchema });

/**
 * PayMongo through its Checkout API, as published:
 * - a deposit order makes a Checkout Session (`POST /v1/checkout_sessions`, HTTP basic auth with the
 *   secret key as the username, https://developers.paymongo.com/docs/checkout-implementation): one
 *   line item of the order's amount in centavos (our hundredths) in PHP, `reference_number` our order
 *   number, success and cancel URLs back to the order in our wallet; the player is sent to its
 *   `checkout_url`. Its id (`cs_…`) and payment intent (`pi_…`) are stored on the order;
 * - webhooks are verified as https://developers.paymongo.com/docs/securing-webhook says (see verifySignature);
 * - a missed webhook is found by `GET /v1/checkout_sessions/{id}` (fetchPayment, reconcile.ts):
 *   PayMongo does not replay missed events and suggests retrieving the resource
 *   (https://developers.paymongo.com/docs/webhook-retry-logic);
 * - an order player protection cancelled has its session closed by `POST /v1/checkout_sessions/{id}/expire`
 *   (closePayment, https://developers.paymongo.com/reference/expire-a-checkout-session);
 * - a missed refund webhook is found by retrieving the paid payment, `GET /v1/payments/{id}`, whose
 *   `refunds` are its Refund resources (fetchRefunds, refund-reconcile.ts;
 *   https://developers.paymongo.com/reference/payment-source, https://developers.paymongo.com/reference/refund-resource).
 */
export function paymongoGateway(opts: PaymongoOptions): PaymentGateway {
  const doFetch = opts.fetch ?? fetch;
  const apiBase = opts.apiBase.replace(/\/+$/, '');
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const live = opts.secretKey.startsWith('sk_live_');
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;
  const returnUrl = (orderNo: string) => `${publicUrl}/wallets?name=deposit&orderNo=${encodeURIComponent(orderNo)}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await doFetch(`${apiBase}${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    // PayMongo's errors are {errors: [{code, detail}]}: their detail is logged, never our key.
    if (!res.ok) throw new Error(`PayMongo ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  }

  /** The checkout page must be PayMongo's own https page (or the fake's, on the fake's scheme). */
  function checkedUrl(url: string | null | undefined): string {
    const parsed = url && URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== new URL(apiBase).protocol)) throw new Error('PayMongo gave no usable checkout_url');
    return parsed.toString();
  }

  return {
    name: PAYMONGO,
    minAmount: PAYMONGO_MIN_AMOUNT,
    async createPayment(order: PaymentOrder) {
      const answer = created.parse(
        await call('POST', '/v1/checkout_sessions', {
          data: {
            attributes: {
              line_items: [{ name: `Swerte deposit (${order.channel})`, amount: order.amount, currency: ORDER_CURRENCY, quantity: 1 }],
              payment_method_types: paymentMethodsFor(order.channel),
              reference_number: order.orderNo,
              description: `Swerte deposit ${order.orderNo}`,
              success_url: returnUrl(order.orderNo),
              cancel_url: returnUrl(order.orderNo),
              send_email_receipt: false,
              show_description: true,
              show_line_items: true,
            },
          },
        }),
      );
      const session = answer.data;
      if (session.attributes.reference_number !== order.orderNo) throw new Error('PayMongo answered with a session for another reference');
      return { providerRef: session.id, providerIntent: session.attributes.payment_intent?.id, payUrl: checkedUrl(session.attributes.checkout_url) };
    },
    // Only recharge and rechargeOrder show it, and only to the order's player.
    payUrl: (order) => order.payUrl ?? '',
    verifyWebhook(rawBody, headers, now): Verified {
      const signedAt = verifySignature(rawBody, headers[PAYMONGO_SIGNATURE_HEADER], opts.webhookSecret, live);
      if (typeof signedAt === 'string') return { refused: signedAt };
      if (signedAt > now + CALLBACK_MAX_SKEW_MS) return { refused: 'future' };
      if (now - signedAt > CALLBACK_MAX_AGE_MS) return { refused: 'stale' };
      return readEvent(rawBody, live, signedAt);
    },
    async fetchPayment(order, now) {
      if (!order.providerRef) return undefined;
      const answer = created.parse(await call('GET', `/v1/checkout_sessions/${encodeURIComponent(order.providerRef)}`));
      if (answer.data.id !== order.providerRef || answer.data.attributes.reference_number !== order.orderNo) throw new Error(`PayMongo's session ${order.providerRef} is not order ${order.orderNo}'s`);
      const payment = paidPaymentOf(answer.data);
      return payment ? paidPayload(order.orderNo, payment, now, answer.data.attributes.payment_method_used) : undefined;
    },
    // An order protection cancelled: `POST /v1/checkout_sessions/{id}/expire` (PayMongo's "Expire a
    // Checkout Session") closes its page; PayMongo refuses it for a session already paid or expired.
    async closePayment(order) {
      if (!order.providerRef) return;
      await call('POST', `/v1/checkout_sessions/${encodeURIComponent(order.providerRef)}/expire`);
    },
    async fetchRefunds(paymentId) {
      return refundsOfRetrievedPayment(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`), paymentId);
    },
  };
}

/**
 * The `Paymongo-Signature` header, exactly as https://developers.paymongo.com/docs/securing-webhook
 * says: `t=<unix seconds>,te=<test signature>,li=<live signature>`; the signature is the hex
 * HMAC-SHA256, under the webhook's secret key, of `<t>.<the raw body>`; it is compared with `li` in
 * live mode and `te` in test mode (the mode of our secret key). Returns when it was signed (ms), or
 * `bad-signature`. The age is checked by the caller: CALLBACK_MAX_AGE_MS (10 minutes) back,
 * CALLBACK_MAX_SKEW_MS (1 minute) ahead.
 */
export function verifySignature(rawBody: string, header: string | string[] | undefined, secret: string, live: boolean): number | 'bad-signature' {
  if (typeof header !== 'string' || header.length > 1000) return 'bad-signature';
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const given = parts.get(live ? 'li' : 'te') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(given)) return 'bad-signature';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? Number(t) * 1000 : 'bad-signature';
}

