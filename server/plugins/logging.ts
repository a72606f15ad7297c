import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's log may hold (issue 16, ASVS 7.1): no credentials, codes or personal numbers,
 * whatever a handler or a library logs.
 *
 * - `redact`: these keys are replaced by "[redacted]" at any depth up to four (pino's paths have no
 *   recursive wildcard): passwords, tokens, SMS codes, secrets, authorization and cookie headers,
 *   mobiles, bank account numbers, birth dates.
 * - `err` is serialised by `safeError`: a whitelist (type, message, SQLSTATE, constraint, table,
 *   stack lines, cause), never the query's bound values. A database error from drizzle carries them
 *   in its message ("Failed query: … params: <hash>,<mobile>,<birth date>") and as `params`; the
 *   PostgreSQL `detail` repeats a duplicate key's value. All dropped.
 * - a client's `x-request-id` is not our request id (app.ts generates one for every request); it is
 *   kept as `clientRequestId`, cut to 64 safe characters, so a load balancer's id still joins logs up.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'safeboxPassword',
  'token',
  'accessToken',
  'refreshToken',
  'messagingToken',
  'authorization',
  'cookie',
  'set-cookie',
  'code',
  'smsCode',
  'secret',
  'webhookSecret',
  'secretKey',
  'apiKey',
  'mobile',
  'phone',
  'accountNo',
  'birthDate',
];
const DEPTHS = ['', '*.', '*.*.', '*.*.*.'];

// A key with a dash takes pino's bracket form, which follows the wildcard without a dot: `*["set-cookie"]`.
export const redactPaths: string[] = DEPTHS.flatMap((prefix) =>
  SECRET_KEYS.map((key) => (/^[A-Za-z]+$/.test(key) ? `${prefix}${key}` : `${prefix.replace(/\.$/, '')}["${key}"]`)),
);

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** PostgreSQL error fields that name things, never values (`detail`, `where`, `internalQuery` may hold values). */
const DB_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;

/** The message without a drizzle "params:" part (the bound values), for any error that carries one. */
const withoutParams = (message: string): string => message.replace(/\nparams: [\s\S]*$/, '');

/** A loggable copy of an error: what an operator needs to find the fault, nothing a player typed. */
export function safeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const e = error as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown };
  const type = (error as object).constructor?.name ?? 'Error';
  const message = withoutParams(typeof e.message === 'string' ? e.message : '');
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  // The stack's first line repeats the message (with the params): rebuilt from the cleaned one.
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) out.sqlState = e.code;
  else if (typeof e.code === 'string' || typeof e.code === 'number') out.errorCode = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  for (const field of DB_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  if (e.cause !== undefined && depth < 3) {
    const cause = safeError(e.cause, depth + 1);
    out.cause = cause;
    // drizzle wraps the driver's error: its SQLSTATE is what an operator searches for, so on top.
    if (out.sqlState === undefined && cause.sqlState !== undefined) out.sqlState = cause.sqlState;
  }
  return out;
}

/** A client's request id as a log field: printable id characters only, at most 64. */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 64);
  return clean || undefined;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with redaction and the safe error serialiser added (false stays false). */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { ...base.serializers, err: safeError },
  };
}

/** Fastify's childLoggerFactory: each request's logger also carries the client's own request id, if any. */
export function requestLogger<L extends { child(bindings: Record<string, unknown>, opts?: object): L }>(
  logger: L,
  bindings: Record<string, unknown>,
  opts: object,
  rawReq: IncomingMessage,
): L {
  const incoming = clientRequestId(rawReq.headers['x-request-id']);
  return logger.child(incoming ? { ...bindings, clientRequestId: incoming } : bindings, opts);
}
