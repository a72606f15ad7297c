import { genericErrcodeKey } from '../../../contract/errcodeBasics.ts';
import { isApiError, type ApiError } from '../../api/ApiError.ts';
import { i18next } from './i18n.ts';
import './errorTexts.ts';

/** 'errors.auth.wrongCredentials' (the server's `msg`) → 'errors:auth.wrongCredentials' (i18next key). */
export function errorKey(msg: string): string {
  return msg.replace(/^errors\./, 'errors:');
}

export type ErrorLike = Pick<ApiError, 'msg' | 'errcode'> & Partial<Pick<ApiError, 'params' | 'requestId' | 'field'>>;

/**
 * The translated text of a failure. Unknown keys (a newer server) fall back to the default message
 * of a transport code (400, 401, 429…), then to "failed with code", so the player never sees a raw key.
 */
export function errorMessage(error: ErrorLike): string {
  const params = { code: error.errcode, field: error.field ?? '', requestId: error.requestId ?? '-', ...error.params };
  const fallback = genericErrcodeKey[error.errcode];
  for (const candidate of [error.msg, fallback]) {
    if (candidate && i18next.exists(errorKey(candidate))) return i18next.t(errorKey(candidate), params);
  }
  return i18next.t('errors:failedWithCode', params);
}

/** The translated text of anything a call threw: an ApiError's own message, else "failed with code". */
export function failureMessage(error: unknown): string {
  return errorMessage(isApiError(error) ? error : { errcode: -1, msg: 'errors.failedWithCode' });
}
