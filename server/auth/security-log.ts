import type { SecurityEventKind } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';

/** One entry of the security event log, as auth reports it (security/events-repo.ts stores it). */
export interface SecurityEvent {
  userId: number;
  kind: SecurityEventKind;
  ip: string;
  userAgent?: string;
  detail?: Record<string, string | number | boolean>;
  /** The server clock (deps.now()); the database's clock when absent. */
  at?: Date;
}

/**
 * Where auth writes its sign-ins, failed sign-ins, password and mobile changes: the security area's
 * append-only log. Security sits above auth (its calls change passwords and sessions through auth),
 * so auth cannot import it back; the composition (server/wiring.ts) gives `recordSecurityEvent`.
 * Unwired it throws, as protection's sources do: a sign-in that silently left no trace would be worse.
 */
export interface SecurityLog {
  /** Appends one event, in the caller's transaction when it has one. */
  record(tx: Executor, event: SecurityEvent): Promise<void>;
}

const unwired = (): never => {
  throw new Error('auth: security log not wired (server/wiring.ts wireAreas)');
};

export const securityLog: SecurityLog = { record: unwired };

export function wireSecurityLog(given: SecurityLog): void {
  Object.assign(securityLog, given);
}

export const recordSecurityEvent = (tx: Executor, event: SecurityEvent) => securityLog.record(tx, event);
