import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CallPath, Calls, CommonFields } from '../../contract/index.ts';
import type { ServerDeps } from '../deps.ts';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  sessionId: number;
  user: UserRow;
  /** Until when this token holds a step-up grant (server/security/step-up.ts); null for none. */
  stepUpUntil: Date | null;
  /**
   * The exclusion's end when this is a withdraw-only session (a sign-in during a time-out or exclusion):
   * the dispatcher lets it make only the calls of server/api/withdraw-only.ts. Null for a normal session.
   */
  withdrawOnlyUntil: Date | null;
}

/**
 * The live session behind an `authorization` header, or null: the dispatcher's port onto the session
 * store. The composition (server/app.ts) gives auth's lookup, so the kernel imports no area.
 */
export type SessionLookup = (deps: ServerDeps, header: string | undefined) => Promise<SessionInfo | null>;

export interface CallContext<P extends CallPath> {
  body: z.output<Calls[P]['body']> & CommonFields;
  /** The signed-in player: always set for `user` calls, set for public calls when a valid token came. */
  /** True when the request carried an authorization header, valid or not. */
  tokenPresented: boolean;
  session: Calls[P]['auth'] extends 'user' ? SessionInfo : SessionInfo | null;
  ip: string;
  userAgent: string;
  requestId: string;
  deps: ServerDeps;
  log: FastifyBaseLogger;
}

/** What a handler returns: the response minus errcode and msg, which the dispatcher adds. */
export type CallPayload<P extends CallPath> = Omit<z.input<Calls[P]['response']>, 'errcode' | 'msg'>;

export type Handler<P extends CallPath> = (ctx: CallContext<P>) => Promise<CallPayload<P>>;
export type Handlers = { [P in CallPath]: Handler<P> };
export type HandlerGroup<K extends CallPath> = { [P in K]: Handler<P> };
