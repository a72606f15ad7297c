import type { ErrorBody } from '../../contract/errcodes.ts';

/** Why a call failed: the server said no, or the request never got a readable answer. */
export type ApiFailureKind = 'server' | 'timeout' | 'network';

/**
 * A failed /app/v1 call. `msg` is an i18n key (errors.*) to show translated; `field` names the form
 * field it belongs to, when the server said so.
 */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  readonly errcode: number;
  readonly msg: string;
  readonly field?: string;
  readonly params?: Record<string, string | number>;
  readonly requestId?: string;
  readonly httpStatus?: number;

  constructor(kind: ApiFailureKind, body: ErrorBody, httpStatus?: number) {
    super(body.msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.errcode = body.errcode;
    this.msg = body.msg;
    this.field = body.field;
    this.params = body.params;
    this.requestId = body.requestId;
    this.httpStatus = httpStatus;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
