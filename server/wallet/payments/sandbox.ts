import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unstorable } from '../../plugins/input-guard.ts';
import type { PaymentGateway, Verified } from './gateway.ts';

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

/**
 * The built-in gateway: a checkout page served by this server (plugins/sandbox.ts) where the player
 * pays or cancels, like GCash or Maya would show, then a callback signed with HMAC-SHA256 of the raw
 * body under a secret the two sides share.
 */
export type SandboxGateway = PaymentGateway & { sign(rawBody: string): string };

export function sandboxGateway(secret: string): SandboxGateway {
  const sign = (rawBody: string) => createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
  return {
    name: SANDBOX,
    sign,
    checkoutUrl: (order) => `/sandbox/checkout/${encodeURIComponent(order.orderNo)}`,
    verifyCallback(rawBody, headers): Verified {
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
  };
}
