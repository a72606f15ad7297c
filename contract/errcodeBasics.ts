/**
 * The part of the errcode registry (errcodes.ts) every answer's reader needs: the success test, the
 * failure's shape and the transport-level codes' default messages. A module of its own because the
 * bundler keeps a module whole: while these lived in errcodes.ts, the lobby's first load carried the
 * whole `Errcode` table (two hundred names) for the API client's sake (bench/bundle.ts).
 */

/**
 * The default message of the transport-level codes: what the client falls back to when an answer has no
 * message of ours (a proxy's error page) or one it does not know (a newer server). Kept apart from
 * `errcodeInfo` (errcodes.ts) so the lobby's first load carries these eight, not the whole table.
 */
export const genericErrcodeKey: Readonly<Record<number, string>> = {
  0: 'errors.ok',
  400: 'errors.invalidParams',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooMany',
  500: 'errors.internal',
  503: 'errors.maintenance',
};

/** Shape of every failure response. */
export interface ErrorBody {
  errcode: number;
  msg: string;
  /** The offending body field for 400s. */
  field?: string;
  /** Interpolation values for the message (max, seconds, …). */
  params?: Record<string, string | number>;
  requestId?: string;
}

export function isSuccess(body: { errcode?: unknown; code?: unknown }): boolean {
  return body.errcode === 0 || body.code === 200;
}
