import { isConsoleCallError } from './api.ts';
import { consoleI18n } from './i18n.ts';

/** 'errors.console.locked' (the server's `msg`) → 'errors:console.locked'. */
const toKey = (msg: string) => msg.replace(/^errors\./, 'errors:');

/**
 * The translated text of anything a console call threw: the server's message key with its values,
 * else the errcode's default, else "failed with code"; never a raw key. (The defaults are listed
 * here rather than read from contract/errcodes.ts: a module the lobby's entry imports too would be
 * split into a shared chunk and grow the lobby's first load.)
 */
const DEFAULT_KEYS: Record<number, string> = {
  400: 'errors.invalidParams',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooMany',
  500: 'errors.internal',
  503: 'errors.maintenance',
};

export function consoleErrorMessage(error: unknown): string {
  if (!isConsoleCallError(error)) return consoleI18n.t('errors:failedWithCode', { code: -1 });
  const params = { code: error.errcode, field: error.field ?? '', requestId: '-', ...error.params };
  const fallback = DEFAULT_KEYS[error.errcode];
  for (const candidate of [error.msg, fallback]) {
    if (candidate && consoleI18n.exists(toKey(candidate))) return consoleI18n.t(toKey(candidate), params);
  }
  return consoleI18n.t('errors:failedWithCode', params);
}
