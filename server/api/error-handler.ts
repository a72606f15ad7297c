import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, Errcode, MessageKey } from '../../contract/index.ts';
import { pgCode } from '../db/errors.ts';
import { ApiError } from './errors.ts';

/** Maps every failure to the flat errcode body. Only a server fault becomes a 500, logged with its request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let apiError: ApiError;
    let status: number | undefined;
    if (error instanceof ApiError) {
      apiError = error;
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      apiError = new ApiError(Errcode.invalidParams, { field: 'body', msg: MessageKey.requestTooLarge });
      status = 413;
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      apiError = new ApiError(Errcode.invalidParams, { field: 'content-type', msg: MessageKey.httpContentType });
      status = 415;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty JSON body, prototype poisoning, bad content length…
      apiError = new ApiError(Errcode.invalidParams, { field: 'body', msg: MessageKey.malformedJson });
      status = error.statusCode === 413 ? 413 : 400;
    } else if (pgCode(error)?.startsWith('22')) {
      // SQLSTATE class 22 is "data exception": a value the database refused (a date out of range, a
      // character it cannot store, a number too large). Input a check missed, so a 400, not a 500;
      // logged, since it means a check is missing.
      req.log.warn({ err: error }, 'database refused a value: a missing input check');
      apiError = new ApiError(Errcode.invalidParams, { field: 'body', msg: MessageKey.fieldInvalid });
    } else {
      apiError = new ApiError(Errcode.internal);
    }
    if (apiError.errcode === Errcode.internal) req.log.error({ err: error }, 'internal error');
    reply.code(status ?? apiError.httpStatus).send(apiError.toBody(req.id));
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX)) {
      reply.code(404).send(new ApiError(Errcode.notFound).toBody(req.id));
      return;
    }
    reply.code(404).type('text/plain').send('Not found');
  });
}

/**
 * Fastify's frameworkErrors: a URL it cannot decode (bad percent-encoding) is refused before routing,
 * so the error handler above never sees it. Answer it in the same errcode shape.
 */
export function frameworkErrorHandler(_error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // No route, so no hooks: set what the onSend and helmet hooks would have.
  reply
    .code(400)
    .header('x-request-id', req.id)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .send(new ApiError(Errcode.invalidParams, { field: 'url', msg: MessageKey.fieldInvalid }).toBody(req.id));
}
