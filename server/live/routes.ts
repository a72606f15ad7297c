import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { LiveHub, type Sink } from './hub.ts';
import { missedOpsEvents, missedPlayerEvents, type StoredEvent } from './repo.ts';
import { openSse } from './sse.ts';

export const LIVE_PATH = `${API_PREFIX}/live`;
export const OPS_LIVE_PATH = '/ops/v1/live';

/**
 * Who may open a stream, given by the composition (server/app.ts): the player's session lookup is
 * auth's, the operator's the console's, and the live area imports neither.
 */
export interface LiveAccess {
  player(deps: ServerDeps, authorization: string | undefined): Promise<{ sessionId: number; userId: number } | null>;
  /** An operator's session; 'forbidden' for one that may not use the console yet (a password or authenticator to set). */
  operator(deps: ServerDeps, authorization: string | undefined): Promise<{ sessionId: number; operatorId: number; role: string } | 'forbidden' | null>;
  livePlayerSessions(deps: ServerDeps, ids: number[]): Promise<Set<number>>;
  liveOperatorSessions(deps: ServerDeps, ids: number[]): Promise<Set<number>>;
}

export interface LiveOptions {
  heartbeatMs?: number;
  sessionCheckMs?: number;
  retryMs?: number;
}

const hubs = new WeakMap<FastifyInstance, LiveHub>();
/** The app's hub (tests and the bench count streams and check sessions through it). */
export const liveHubOf = (app: FastifyInstance): LiveHub | undefined => hubs.get(app);

/** A stream's position from `Last-Event-ID`: a positive integer, anything else is a fresh start. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** New streams a player (or operator) may open per minute in a process: a reconnect loop gets 429s, not a stream each. */
const OPENS_PER_MINUTE = 30;

/**
 * `GET /app/v1/live` (a player) and `GET /ops/v1/live` (an operator): a Server-Sent Events stream of
 * what changes for them. The session is checked before anything else (401; an operator not yet
 * allowed in, 403); a reconnect with `Last-Event-ID` gets what it missed first, then live events. The
 * streams close when their session ends (checked every `sessionCheckMs`) and when the server stops.
 */
export async function registerLive(app: FastifyInstance, deps: ServerDeps, access: LiveAccess, opts: LiveOptions = {}): Promise<LiveHub> {
  const hub = new LiveHub(deps.database, {
    heartbeatMs: opts.heartbeatMs,
    sessionCheckMs: opts.sessionCheckMs,
    liveSessions: { player: (ids) => access.livePlayerSessions(deps, ids), ops: (ids) => access.liveOperatorSessions(deps, ids) },
    log: app.log,
  });
  await hub.start();
  hubs.set(app, hub);
  // Before the server waits for open requests to finish: the streams never would (browsers reconnect elsewhere).
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  const opens = new Map<string, { minute: number; count: number }>();
  const allowOpen = (key: string): boolean => {
    const minute = Math.floor(Date.now() / 60_000);
    const seen = opens.get(key);
    if (!seen || seen.minute !== minute) {
      // Last minute's counts are worthless now: dropped together, so the map never outgrows one minute's openers.
      if (seen === undefined && opens.size > 50_000) opens.clear();
      opens.set(key, { minute, count: 1 });
      return true;
    }
    seen.count += 1;
    return seen.count <= OPENS_PER_MINUTE;
  };

  const open = async (req: FastifyRequest, reply: FastifyReply, sink: Omit<Sink, 'stream' | 'lastId' | 'queued'>, missed: (afterId: number) => Promise<{ events: StoredEvent[]; complete: boolean }>) => {
    const after = lastEventIdOf(req.headers['last-event-id']);
    const stream = openSse(reply, opts.retryMs);
    const full: Sink = { ...sink, stream, lastId: after ?? hub.newest(sink.kind), queued: [] };
    // Listening before reading the replay: an event committed in between is queued, not lost.
    hub.add(full);
    let complete = after !== null;
    let replay: { id: number; data: string }[] = [];
    if (after !== null) {
      try {
        const found = await missed(after);
        complete = found.complete;
        replay = found.events.map((e) => ({ id: e.id, data: JSON.stringify(e.data) }));
      } catch (error) {
        req.log.warn({ err: error }, 'live replay failed');
        complete = false;
      }
    }
    hub.finishReplay(full, replay);
    // `ready` says the stream is live; `complete: false` (a fresh stream, or more missed than is kept) tells the client to read its state again.
    stream.event(full.lastId, JSON.stringify({ complete }), 'ready');
  };

  app.get(LIVE_PATH, async (req, reply) => {
    const session = await access.player(deps, req.headers.authorization);
    if (!session) throw new ApiError(Errcode.unauthorized);
    if (!allowOpen(`u${session.userId}`)) throw new ApiError(Errcode.tooMany);
    await open(req, reply, { kind: 'player', key: session.userId, sessionId: session.sessionId }, (after) => missedPlayerEvents(deps.db, session.userId, after));
  });

  app.get(OPS_LIVE_PATH, async (req, reply) => {
    const session = await access.operator(deps, req.headers.authorization);
    if (!session) throw new ApiError(Errcode.unauthorized);
    if (session === 'forbidden') throw new ApiError(Errcode.forbidden);
    if (!allowOpen(`o${session.operatorId}`)) throw new ApiError(Errcode.tooMany);
    await open(req, reply, { kind: 'ops', key: session.operatorId, role: session.role, sessionId: session.sessionId }, (after) => missedOpsEvents(deps.db, session.role, after));
  });
  return hub;
}
