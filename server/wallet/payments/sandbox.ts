import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unstorable } from '../../plugins/input-guard.ts';
import type { PaymentGateway, StoredOrder, Verified } from './gateway.ts';

export const SANDBOX = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** A provider's id: stored as text, so no NUL and no lone surrogate (a JSON escape can carry either). */
const providerText = z.string().min(1).max(64).refine((text) => !unstorable(text));

const payloadSchema = z.strictObject({
  orderNo: providerText,
  providerOrderId: providerText,
  amount: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  status: z.enum(['paid', 'failed']),
  timestamp: z.int().min(0),
});

/** Characters of the checkout token: 192 bits of an HMAC, URL-safe. */
const TOKEN_LENGTH = 32;

/**
 * The built-in gateway, for development: a checkout page served by this server (sandbox-page.ts)
 * where the player pays or cancels, like GCash or Maya would show, then a callback signed with
 * HMAC-SHA256 of the raw body under a secret the two sides share.
 *
 * The page is bound to the order's own player (issue 16: anyone could pay themselves). Its address
 * carries a token that is an HMAC of the order number and the player's id under the same secret:
 * only recharge and rechargeOrder hand it out, and only to the signed-in player who owns the order;
 * pay and cancel refuse any other token. Nothing is stored, so the player can reopen the page from
 * the order, and a token for one order or player opens no other.
 */
export type SandboxGateway = PaymentGateway & {
  sign(rawBody: string): string;
  /** Whether `token` is the one this order's page was handed out with. */
  tokenMatches(order: Pick<StoredOrder, 'orderNo' | 'userId'>, token: string): boolean;
};

export const isSandbox = (gateway: PaymentGateway): gateway is SandboxGateway => gateway.name === SANDBOX && 'tokenMatches' in gateway;

export function sandboxGateway(secret: string): SandboxGateway {
  const sign = (rawBody: string) => createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
  const token = (order: Pick<StoredOrder, 'orderNo' | 'userId'>) =>
    createHmac('sha256', secret).update(`sandbox-checkout\n${order.orderNo}\n${order.userId}`, 'utf8').digest('base64url').slice(0, TOKEN_LENGTH);
  return {
    name: SANDBOX,
    sign,
    tokenMatches(order, given) {
      const expected = Buffer.from(token(order));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(expected, actual);
    },
    // Nothing to start elsewhere: the page is ours and its address is derived from the order.
    createPayment: async () => ({}),
    payUrl: (order) => `/sandbox/checkout/${encodeURIComponent(order.orderNo)}/${token(order)}`,
    verifyWebhook(rawBody, headers): Verified {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return { refused: 'bad-signature' };
      const expected = Buffer.from(sign(rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { refused: 'bad-signature' };
      try {
        const parsed = payloadSchema.safeParse(JSON.parse(rawBody));
        return parsed.success ? { payload: parsed.data } : { refused: 'bad-payload' };
      } catch {
        return { refused: 'bad-payload' };
      }
    },
    // The sandbox page calls back within the player's own request: there is no webhook to miss.
    fetchPayment: async () => undefined,
    // Nothing to close elsewhere: the page reads the order, and a cancelled one shows no pay button.
    closePayment: async () => {},
  };
}
