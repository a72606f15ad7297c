import type { TFunction } from 'i18next';

/** The parts of a failed console call a page shows (ConsoleCallError's, or anything else thrown). */
interface CallFailure {
  status?: number;
  errcode?: number;
  msg?: string;
  field?: string;
  params?: Record<string, unknown>;
}

/**
 * The translated text of a failed call: the server's message key ('errors.console.x' → errors:console.x)
 * with its params; a key this build does not know, or a network failure, reads "failed with code".
 */
export function callErrorText(t: TFunction, error: unknown): string {
  const failure = (error && typeof error === 'object' ? error : {}) as CallFailure;
  const params = { code: failure.errcode ?? failure.status ?? -1, field: failure.field ?? '', requestId: '-', ...failure.params };
  const key = failure.msg?.startsWith('errors.') ? `errors:${failure.msg.slice('errors.'.length)}` : null;
  if (key && t(key, { ...params, defaultValue: '' }) !== '') return t(key, params);
  return t('errors:failedWithCode', params);
}

/** The HTTP status of a failed call, when it has one (404 → "no such player"). */
export function callStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The field a 400 named ("value.minAmount"), when it named one. */
export function callField(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'field' in error && typeof error.field === 'string' ? error.field : undefined;
}
