import type { z } from 'zod';
import { Errcode, errcodeInfo, MessageKey, PESO, type ErrcodeValue, type ErrorBody } from '../../contract/index.ts';

/** A failure the player should see: an errcode from the registry and, optionally, a specific message key. */
export class ApiError extends Error {
  readonly errcode: ErrcodeValue;
  readonly msg: string;
  readonly field?: string;
  readonly params?: Record<string, string | number>;

  constructor(errcode: ErrcodeValue, opts: { msg?: string; field?: string; params?: Record<string, string | number> } = {}) {
    const msg = opts.msg ?? errcodeInfo[errcode].key;
    super(msg);
    this.errcode = errcode;
    this.msg = msg;
    this.field = opts.field;
    this.params = opts.params;
  }

  get httpStatus(): number {
    return errcodeInfo[this.errcode].http;
  }

  toBody(requestId: string): ErrorBody {
    const body: ErrorBody = { errcode: this.errcode, msg: this.msg, requestId };
    if (this.field !== undefined) body.field = this.field;
    if (this.params !== undefined) body.params = this.params;
    return body;
  }
}

export const invalid = (field: string, msg: string = MessageKey.fieldInvalid, params?: Record<string, string | number>) =>
  new ApiError(Errcode.invalidParams, { field, msg, params });

/** Turns the first zod issue into a 400 that names the field. */
export function fromZodError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (!issue) return invalid('body');
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return invalid(path ? `${path}.${key}` : key, MessageKey.unknownField);
  }
  const field = path || 'body';
  if (issue.code === 'too_big') {
    // "Too long" speaks of characters or items; a number over its maximum is just invalid.
    const msg =
      issue.origin === 'number' || issue.origin === 'bigint'
        ? MessageKey.fieldInvalid
        : issue.origin === 'array' || issue.origin === 'set'
          ? MessageKey.tooManyItems
          : MessageKey.fieldTooLong;
    return invalid(field, msg, { max: Number(issue.maximum) });
  }
  // Amounts a player enters are whole pesos (contract `wholePesos`): say so, not just "check this field".
  if (issue.code === 'not_multiple_of' && Number(issue.divisor) === PESO) return invalid(field, MessageKey.wholePesos);
  // The input is only on the issue when parsed with reportInput (the dispatcher does): undefined means absent.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) {
    return invalid(field, MessageKey.fieldRequired);
  }
  return invalid(field);
}
