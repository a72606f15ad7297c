import type { FastifyInstance } from 'fastify';
import { paymentCallbacks } from '../../db/schema.ts';
import type { ServerDeps } from '../../deps.ts';
import { settleCallback } from './settle.ts';
import { clip } from '../../plugins/input-guard.ts';

/**
 * POST /payments/callback/<provider>: a provider's server tells us a payment's outcome. The body is
 * read raw (the signature covers its exact bytes); anything not genuine, not storable, not matching or not fresh
 * is refused with 400 and changes nothing; a repeat of an applied payment answers 200 again, so the
 * provider stops retrying. Every attempt is kept in payment_callbacks and logged.
 */
export async function registerPaymentCallbacks(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string }; Body: string }>('/payments/callback/:provider', async (req, reply) => {
      const gateway = req.params.provider === deps.payments.name ? deps.payments : undefined;
      const raw = typeof req.body === 'string' ? req.body : '';
      const verified = gateway ? gateway.verifyCallback(raw, req.headers) : ({ refused: 'bad-signature' } as const);
      if (!gateway || 'refused' in verified) {
        const outcome = 'refused' in verified ? verified.refused : 'bad-signature';
        req.log.warn({ provider: req.params.provider, ip: req.ip, outcome }, 'payment callback refused: unknown provider, bad signature or payload');
        await deps.db.insert(paymentCallbacks).values({ provider: clip(req.params.provider, 32), outcome, body: clip(raw, 4000), ip: req.ip });
        return reply.code(400).send({ ok: false, outcome });
      }
      const outcome = await settleCallback(deps.db, gateway.name, verified.payload, raw, req.ip, deps.now());
      const fine = outcome === 'accepted' || outcome === 'duplicate' || outcome === 'failed';
      if (!fine) req.log.warn({ provider: gateway.name, orderNo: verified.payload.orderNo, outcome }, 'payment callback refused');
      return reply.code(fine ? 200 : 400).send({ ok: fine, outcome });
    });
  });
}
