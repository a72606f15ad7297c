import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PayMongo's API (never the internet), speaking what its documentation
 * publishes, written from the documentation rather than from our adapter:
 * - `GET /v1/payments/{id}`: the Payment resource with its `refunds` (https://developers.paymongo.com/reference/payment-source);
 * - `POST /v1/checkout_sessions`, `GET /v1/checkout_sessions/{id}` and `POST /v1/checkout_sessions/{id}/expire`
 *   (an active session only; a paid or expired one is refused) with HTTP basic auth, the
 *   secret key as the username and no password (https://developers.paymongo.com/docs/checkout-implementation);
 *   errors as `{errors: [{code, detail}]}`;
 * - webhooks: `{data: {id: 'evt_…', type: 'event', attributes: {type, livemode, data, …}}}`
 *   (https://developers.paymongo.com/docs/developer-tools-webhooks-events) signed with the header
 *   `Paymongo-Signature: t=<seconds>,te=<test sig>,li=<live sig>`, the signature being the hex
 *   HMAC-SHA256 of `<t>.<raw body>` under the webhook secret (https://developers.paymongo.com/docs/securing-webhook).
 * - refunds: the Refund resource (https://developers.paymongo.com/reference/refund-resource: `ref_…`,
 *   amount, currency, payment_id, status pending → succeeded) and its two events as PayMongo's webhook
 *   examples show them: `payment.refund.updated` (the refund) and `payment.refunded` (the payment, with
 *   the refund in its `refunds`). A payment's `source.type` says how it was paid (card, gcash, …) and a
 *   session's `payment_method_used` the same. PayMongo publishes no dispute (chargeback) event: it tells
 *   the merchant by e-mail and on its dashboard, so the fake has none either.
 * A test "pays" a session, and decides what happens to the webhooks: sent, withheld, replayed, reordered.
 */
export interface FakeEvent {
  id: string;
  type: string;
  /** The exact bytes sent (a redelivery sends the same body with a fresh `t`, as a retry would). */
  body: string;
}

export interface FakePaymongo {
  /** The API base to give the adapter. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API request, for asserting what the adapter sent. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  sessions: Map<string, Session>;
  events: FakeEvent[];
  /** Where webhooks are POSTed: our server's /payments/callback/paymongo. */
  webhookUrl: string;
  /** The next `count` API requests answer this status (provider trouble). */
  failNext(status: number, count?: number): void;
  /**
   * The player pays the session: a paid payment, then its two events, delivered unless withheld. An
   * expired session is paid too when asked (a payment already under way when it was closed).
   */
  pay(sessionId: string, opts?: { withhold?: boolean; paidAt?: number; amount?: number; currency?: string; method?: string }): Promise<{ events: FakeEvent[]; deliveries: Delivery[] }>;
  /**
   * The merchant refunds a paid payment (all of what is left, or `amount`): a Refund `ref_…`, reported by
   * `payment.refund.updated` (pending first when `pendingFirst`, then succeeded) and `payment.refunded`.
   * More than is left is refused, as PayMongo does.
   */
  refund(paymentId: string, opts?: { amount?: number; withhold?: boolean; pendingFirst?: boolean; stayPending?: boolean }): Promise<{ refund: Resource; events: FakeEvent[]; deliveries: Delivery[] }>;
  /** A refund left pending (`stayPending`) succeeds: its `payment.refund.updated` and `payment.refunded`, delivered unless withheld. */
  succeedRefund(refundId: string, opts?: { withhold?: boolean }): Promise<{ events: FakeEvent[]; deliveries: Delivery[] }>;
  /** `GET /v1/payments/{id}` of these payments answers this instead (provider trouble for one payment: a status, or a body we cannot read). */
  paymentAnswers: Map<string, { status: number; body: string }>;
  /** The paid payment of a session (its `pay_…`), for refunding it. */
  paymentOf(sessionId: string): Resource | undefined;
  /** One failed attempt (the player may try again on the same page): `payment.failed`. */
  failAttempt(sessionId: string, opts?: { withhold?: boolean }): Promise<{ events: FakeEvent[]; deliveries: Delivery[] }>;
  /** Sends (or sends again) an event, signed at `t` (seconds; default the clock), or with a wrong key. */
  deliver(event: FakeEvent, opts?: { t?: number; wrongKey?: boolean; header?: string | null }): Promise<Delivery>;
  close(): Promise<void>;
}

export interface Delivery {
  status: number;
  body: { ok?: boolean; outcome?: string };
}

export type Resource = { id: string; type: string; attributes: Record<string, unknown> };
type Session = Resource & { attributes: { payments: Resource[]; payment_intent: Resource; reference_number: string | null; line_items: { amount: number }[] } };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export function signatureHeader(body: string, secret: string, t: number): string {
  const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},te=${sig},li=`;
}

export async function startFakePaymongo(opts: { now: () => number; secretKey?: string; webhookSecret?: string }): Promise<FakePaymongo> {
  const secretKey = opts.secretKey ?? 'sk_test_fakeKeyForSwerteTests0001';
  const webhookSecret = opts.webhookSecret ?? 'whsk_fakeWebhookSecretForTests0001';
  const seconds = () => Math.floor(opts.now() / 1000);
  let failures: { status: number; count: number } = { status: 0, count: 0 };

  const fake: FakePaymongo = {
    url: '',
    secretKey,
    webhookSecret,
    requests: [],
    sessions: new Map(),
    events: [],
    paymentAnswers: new Map(),
    webhookUrl: '',
    failNext(status, count = 1) {
      failures = { status, count };
    },
    async pay(sessionId, o = {}) {
      const session = fake.sessions.get(sessionId)!;
      const payment = paymentOf(session, 'paid', o);
      session.attributes.payments.push(payment);
      session.attributes.payment_method_used = o.method ?? 'gcash';
      session.attributes.status = 'completed';
      session.attributes.payment_intent.attributes.status = 'succeeded';
      const events = [event('checkout_session.payment.paid', session), event('payment.paid', payment)];
      return { events, deliveries: o.withhold ? [] : await deliverAll(events) };
    },
    async failAttempt(sessionId, o = {}) {
      const session = fake.sessions.get(sessionId)!;
      const payment = paymentOf(session, 'failed', {});
      session.attributes.payments.push(payment);
      const events = [event('payment.failed', payment)];
      return { events, deliveries: o.withhold ? [] : await deliverAll(events) };
    },
    paymentOf: (sessionId) => fake.sessions.get(sessionId)?.attributes.payments.find((p) => p.attributes.status === 'paid'),
    async refund(paymentId, o = {}) {
      const payment = allPayments().find((p) => p.id === paymentId);
      if (!payment || payment.attributes.status !== 'paid') throw new Error(`fake PayMongo: no paid payment ${paymentId}`);
      const refunds = payment.attributes.refunds as Resource[];
      const left = (payment.attributes.amount as number) - refunds.reduce((sum, r) => sum + (r.attributes.amount as number), 0);
      const amount = o.amount ?? left;
      if (amount < 100 || amount > left) throw new Error(`fake PayMongo: a refund of ${amount} of ${paymentId}, ${left} left, is refused`);
      const refund: Resource = {
        id: id('ref'),
        type: 'refund',
        attributes: { amount, balance_transaction_id: null, currency: 'PHP', livemode: false, metadata: null, notes: null, payment_id: paymentId, payout_id: null, reason: 'requested_by_customer', status: 'pending', available_at: null, created_at: seconds(), refunded_at: null, updated_at: seconds() },
      };
      refunds.push(refund);
      if (o.stayPending) {
        const events = [event('payment.refund.updated', refund)];
        return { refund, events, deliveries: o.withhold ? [] : await deliverAll(events) };
      }
      const events = o.pendingFirst ? [event('payment.refund.updated', refund)] : [];
      refund.attributes = { ...refund.attributes, status: 'succeeded', refunded_at: seconds(), updated_at: seconds() };
      events.push(event('payment.refund.updated', refund), event('payment.refunded', paymentWith(refund)));
      return { refund, events, deliveries: o.withhold ? [] : await deliverAll(events) };
    },
    async succeedRefund(refundId, o = {}) {
      const refund = allPayments().flatMap((p) => p.attributes.refunds as Resource[]).find((r) => r.id === refundId);
      if (!refund || refund.attributes.status !== 'pending') throw new Error(`fake PayMongo: no pending refund ${refundId}`);
      refund.attributes = { ...refund.attributes, status: 'succeeded', refunded_at: seconds(), updated_at: seconds() };
      const events = [event('payment.refund.updated', refund), event('payment.refunded', paymentWith(refund))];
      return { events, deliveries: o.withhold ? [] : await deliverAll(events) };
    },
    async deliver(e, o = {}) {
      const t = o.t ?? seconds();
      const header = o.header === undefined ? signatureHeader(e.body, o.wrongKey ? 'whsk_not_the_secret' : webhookSecret, t) : o.header;
      const res = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'paymongo-signature': header }) }, body: e.body });
      return { status: res.status, body: (await res.json()) as Delivery['body'] };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const allPayments = () => [...fake.sessions.values()].flatMap((session) => session.attributes.payments);
  /** The refund's payment (its `refunds` as they are now): the data of `payment.refunded`. */
  const paymentWith = (refund: Resource) => allPayments().find((p) => p.id === refund.attributes.payment_id)!;

  function paymentOf(session: Session, status: 'paid' | 'failed', o: { paidAt?: number; amount?: number; currency?: string; method?: string }): Resource {
    const amount = o.amount ?? session.attributes.line_items.reduce((sum, item) => sum + item.amount, 0);
    return {
      id: id('pay'),
      type: 'payment',
      attributes: {
        amount,
        currency: o.currency ?? 'PHP',
        status,
        description: session.attributes.description,
        fee: Math.round(amount * 0.025),
        net_amount: amount - Math.round(amount * 0.025),
        livemode: false,
        origin: 'api',
        payment_intent_id: session.attributes.payment_intent.id,
        source: o.method === 'card' ? { id: id('card'), type: 'card', brand: 'visa', country: 'PH', last4: '4242' } : { id: id('src'), type: o.method ?? 'gcash' },
        disputed: false,
        refunds: [],
        created_at: seconds(),
        paid_at: status === 'paid' ? (o.paidAt ?? seconds()) : null,
        updated_at: seconds(),
        ...(status === 'failed' ? { failed_code: 'payment_failed', failed_message: 'The payment failed.' } : {}),
      },
    };
  }

  function event(type: string, resource: Resource): FakeEvent {
    const evt = { id: id('evt'), type };
    const body = JSON.stringify({ data: { id: evt.id, type: 'event', attributes: { type, livemode: false, data: structuredClone(resource), previous_data: {}, created_at: seconds(), updated_at: seconds() } } });
    const stored = { ...evt, body };
    fake.events.push(stored);
    return stored;
  }

  async function deliverAll(events: FakeEvent[]) {
    const out: Delivery[] = [];
    for (const e of events) out.push(await fake.deliver(e));
    return out;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, detail: string) => send(res, status, { errors: [{ code, detail }] });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return error(res, 400, 'parameter_invalid', 'The body is not JSON.');
    }
    const path = (req.url ?? '').split('?')[0]!;
    fake.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) return error(res, 401, 'authentication_failed', 'The API key is missing or wrong.');
    if (failures.count > 0) {
      failures.count--;
      return error(res, failures.status, 'service_unavailable', 'Try again later.');
    }
    if (req.method === 'POST' && path === '/v1/checkout_sessions') return createSession(res, body);
    // Retrieve a Payment: the Payment resource, its refunds inside.
    const paymentPath = /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && paymentPath) {
      const answer = fake.paymentAnswers.get(paymentPath[1]!);
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        return res.end(answer.body);
      }
      const payment = allPayments().find((p) => p.id === paymentPath[1]);
      return payment ? send(res, 200, { data: payment }) : error(res, 404, 'resource_not_found', 'No such payment.');
    }
    const match = /^\/v1\/checkout_sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = fake.sessions.get(match[1]!);
      return session ? send(res, 200, { data: session }) : error(res, 404, 'resource_not_found', 'No such checkout session.');
    }
    // Expire a Checkout Session: only an active one; its page then takes no payment.
    const expire = /^\/v1\/checkout_sessions\/([A-Za-z0-9_]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const session = fake.sessions.get(expire[1]!);
      if (!session) return error(res, 404, 'resource_not_found', 'No such checkout session.');
      if (session.attributes.status !== 'active') return error(res, 400, 'resource_failed_state', `The checkout session is ${String(session.attributes.status)}.`);
      session.attributes.status = 'expired';
      return send(res, 200, { data: session });
    }
    return error(res, 404, 'resource_not_found', `${req.method} ${path} is not an endpoint.`);
  }

  function createSession(res: ServerResponse, body: unknown) {
    const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data?.attributes;
    const items = attributes?.line_items as { name?: unknown; amount?: unknown; currency?: unknown; quantity?: unknown }[] | undefined;
    const methods = attributes?.payment_method_types;
    const valid =
      Array.isArray(items) &&
      items.length > 0 &&
      items.every((item) => typeof item.name === 'string' && Number.isInteger(item.amount) && (item.amount as number) >= 2000 && item.currency === 'PHP' && Number.isInteger(item.quantity)) &&
      Array.isArray(methods) &&
      methods.length > 0 &&
      typeof attributes?.success_url === 'string' &&
      typeof attributes?.cancel_url === 'string';
    if (!valid) return error(res, 400, 'parameter_invalid', 'line_items, payment_method_types, success_url and cancel_url are required; amounts at least 2000 PHP centavos.');
    const sessionId = id('cs');
    const amount = items!.reduce((sum, item) => sum + (item.amount as number) * (item.quantity as number), 0);
    const session: Session = {
      id: sessionId,
      type: 'checkout_session',
      attributes: {
        billing: null,
        cancel_url: attributes!.cancel_url,
        checkout_url: `${fake.url}/checkout/${sessionId}#${randomBytes(8).toString('hex')}`,
        client_key: `${sessionId}_client_${randomBytes(8).toString('hex')}`,
        description: attributes!.description ?? null,
        line_items: items!.map((item) => ({ ...item, amount: item.amount as number })),
        livemode: false,
        merchant: 'Swerte (fake)',
        payments: [],
        payment_intent: { id: id('pi'), type: 'payment_intent', attributes: { amount, currency: 'PHP', status: 'awaiting_payment_method' } },
        payment_method_types: methods,
        reference_number: typeof attributes!.reference_number === 'string' ? attributes!.reference_number : null,
        send_email_receipt: attributes!.send_email_receipt ?? false,
        show_description: attributes!.show_description ?? true,
        show_line_items: attributes!.show_line_items ?? true,
        status: 'active',
        success_url: attributes!.success_url,
        created_at: seconds(),
        updated_at: seconds(),
        metadata: null,
      },
    };
    fake.sessions.set(sessionId, session);
    return send(res, 200, { data: session });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
