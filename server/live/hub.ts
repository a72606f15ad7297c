import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CHANNEL_SQL, parseNotice, type Notice } from './channel.ts';
import { catchUpOps, catchUpPlayers, eventsByIds, newestIds } from './repo.ts';
import { liveRules } from './rules.ts';
import type { SseStream } from './sse.ts';

/** How long a late NOTIFY of a replayed event is still recognised (a listener lags by milliseconds). */
const REPLAY_OVERLAP_MS = 10_000;

/** One open stream: a player's (key: user id) or an operator's (key: operator id, with the role). */
export interface Sink {
  kind: 'player' | 'ops';
  key: number;
  role?: string;
  sessionId: number;
  stream: SseStream;
  /** The newest event id written (the stream's position, for the log and tests). */
  lastId: number;
  /** Live events that arrived while the replay was being read, written after it. */
  queued: { id: number; data: string }[] | null;
  /**
   * The replay's ids, until the NOTIFY of its newest has been heard: another process's NOTIFY can
   * reach this one after the replay read its row, and the event must not be written twice.
   */
  replayed?: { ids: Set<number>; newest: number; until: number } | null;
}

export interface HubOptions {
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /** Which of these sessions are still live (one query for all the streams of a kind). */
  liveSessions: { player(ids: number[]): Promise<Set<number>>; ops(ids: number[]): Promise<Set<number>> };
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The process's side of the live channel: one LISTEN for the whole process (not one per stream), the
 * open streams by player, one heartbeat timer and one session check for all of them. A NOTIFY names
 * the player (or the operators' roles): the hub writes the event to that player's streams held here;
 * other processes hold the others. After the listening connection was lost and came back, it reads
 * what it missed from the table.
 */
export class LiveHub {
  private readonly players = new Map<number, Set<Sink>>();
  private readonly ops = new Set<Sink>();
  private lastPlayerId = 0;
  private lastOpsId = 0;
  private chain: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly opts: HubOptions,
  ) {}

  async start(): Promise<void> {
    const db = this.database.db;
    const newest = await newestIds(db);
    this.lastPlayerId = newest.player;
    this.lastOpsId = newest.ops;
    const result = (await db.execute(sql.raw(`SELECT ${CHANNEL_SQL} AS channel`))) as unknown as { rows: { channel: string }[] };
    const channel = result.rows[0]!.channel;
    this.stopListening = await this.database.listen(
      channel,
      (payload) => this.enqueue(() => this.onNotice(parseNotice(payload))),
      () => this.enqueue(() => this.catchUp()),
    );
    const heartbeat = setInterval(() => this.heartbeat(), this.opts.heartbeatMs ?? liveRules.heartbeatMs);
    const check = setInterval(() => this.enqueueCheck(), this.opts.sessionCheckMs ?? liveRules.sessionCheckMs);
    heartbeat.unref();
    check.unref();
    this.timers.push(heartbeat, check);
  }

  /** Where a fresh stream starts: events after this reach it live. */
  newest(kind: Sink['kind']): number {
    return kind === 'player' ? this.lastPlayerId : this.lastOpsId;
  }

  get streamCount(): number {
    let n = this.ops.size;
    for (const set of this.players.values()) n += set.size;
    return n;
  }

  add(sink: Sink): void {
    if (sink.kind === 'ops') {
      this.ops.add(sink);
      // An operator's streams count against the same limit as a player's.
      const own = [...this.ops].filter((s) => s.key === sink.key);
      if (own.length > liveRules.streamsPerUser) own[0]!.stream.close();
    } else {
      let set = this.players.get(sink.key);
      if (!set) this.players.set(sink.key, (set = new Set()));
      set.add(sink);
      // One browser holds one stream (its tabs share it): more than a few means stale ones; the oldest goes.
      if (set.size > liveRules.streamsPerUser) set.values().next().value!.stream.close();
    }
    sink.stream.onClose(() => this.remove(sink));
  }

  /** Writes the replay, then what arrived meanwhile; from here events are written as they come. */
  finishReplay(sink: Sink, replay: { id: number; data: string }[]): void {
    const replayed = new Set<number>();
    for (const e of replay) {
      replayed.add(e.id);
      write(sink, e.id, e.data);
    }
    const queued = sink.queued ?? [];
    sink.queued = null;
    const newest = replay.at(-1)?.id ?? 0;
    // An event both read by the replay and heard live is written once, whether it was heard during
    // the replay (queued) or is heard later (a NOTIFY lagging behind its commit): the replay's ids are
    // kept until an event as new as its newest is heard, or for REPLAY_OVERLAP_MS at most.
    if (replayed.size > 0) sink.replayed = { ids: replayed, newest, until: Date.now() + REPLAY_OVERLAP_MS };
    for (const e of queued) deliver(sink, e.id, e.data);
  }

  private remove(sink: Sink): void {
    if (sink.kind === 'ops') {
      this.ops.delete(sink);
      return;
    }
    const set = this.players.get(sink.key);
    set?.delete(sink);
    if (set?.size === 0) this.players.delete(sink.key);
  }

  /** Notices are handled one at a time, in the order they came: one that must read its row holds the next back. */
  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch((error: unknown) => this.opts.log?.warn({ err: error }, 'live event not delivered'));
  }

  private async onNotice(n: Notice | null): Promise<void> {
    if (!n || this.stopped) return;
    if (n.k === 'u') {
      this.lastPlayerId = Math.max(this.lastPlayerId, n.id);
      const sinks = this.players.get(n.u);
      if (!sinks) return;
      const data = n.d ?? (await eventsByIds(this.database.db, 'live_events', [n.id])).get(n.id);
      if (data !== undefined) this.toPlayer(n.u, n.id, data);
    } else if (n.k === 'a') {
      this.lastPlayerId = Math.max(this.lastPlayerId, n.id);
      if (this.players.size === 0) return;
      const data = n.d ?? (await eventsByIds(this.database.db, 'live_events', [n.id])).get(n.id);
      if (data !== undefined) this.toEveryPlayer(n.id, data);
    } else {
      this.lastOpsId = Math.max(this.lastOpsId, n.id);
      if (this.ops.size === 0) return;
      const data = n.d ?? (await eventsByIds(this.database.db, 'ops_live_events', [n.id])).get(n.id);
      if (data !== undefined) this.toOperators(n.r, n.id, data);
    }
  }

  private toPlayer(userId: number, id: number, data: unknown): void {
    const text = JSON.stringify(data);
    for (const sink of this.players.get(userId) ?? []) deliver(sink, id, text);
  }

  /** A broadcast (publishLiveAll): every player stream this process holds. */
  private toEveryPlayer(id: number, data: unknown): void {
    const text = JSON.stringify(data);
    for (const set of this.players.values()) for (const sink of set) deliver(sink, id, text);
  }

  private toOperators(roles: string[] | null, id: number, data: unknown): void {
    const text = JSON.stringify(data);
    for (const sink of this.ops) if (!roles || roles.includes(sink.role ?? '')) deliver(sink, id, text);
  }

  /** After the listening connection came back: what was published while it was down. */
  private async catchUp(): Promise<void> {
    const db = this.database.db;
    for (const e of await catchUpPlayers(db, this.lastPlayerId, [...this.players.keys()])) {
      this.lastPlayerId = Math.max(this.lastPlayerId, e.id);
      if (e.userId === null) this.toEveryPlayer(e.id, e.data);
      else this.toPlayer(e.userId, e.id, e.data);
    }
    for (const e of await catchUpOps(db, this.lastOpsId)) {
      this.lastOpsId = Math.max(this.lastOpsId, e.id);
      this.toOperators(e.roles, e.id, e.data);
    }
    this.lastPlayerId = Math.max(this.lastPlayerId, (await newestIds(db)).player);
  }

  private heartbeat(): void {
    const now = Date.now();
    const beat = (sink: Sink) => {
      if (sink.replayed && sink.replayed.until < now) sink.replayed = null;
      sink.stream.comment();
    };
    for (const set of this.players.values()) for (const sink of set) beat(sink);
    for (const sink of this.ops) beat(sink);
  }

  private enqueueCheck(): void {
    void this.checkSessions().catch((error: unknown) => this.opts.log?.warn({ err: error }, 'live session check failed'));
  }

  /** Closes the streams whose session ended (signed out, expired, idle, revoked): one query per kind. */
  async checkSessions(): Promise<void> {
    const playerSinks = [...this.players.values()].flatMap((set) => [...set]);
    if (playerSinks.length > 0) {
      const live = await this.opts.liveSessions.player([...new Set(playerSinks.map((s) => s.sessionId))]);
      for (const sink of playerSinks) if (!live.has(sink.sessionId)) sink.stream.close();
    }
    if (this.ops.size > 0) {
      const opsSinks = [...this.ops];
      const live = await this.opts.liveSessions.ops([...new Set(opsSinks.map((s) => s.sessionId))]);
      for (const sink of opsSinks) if (!live.has(sink.sessionId)) sink.stream.close();
    }
  }

  /** Closes every stream (the server is stopping: browsers reconnect to another process) and stops listening. */
  closeStreams(): void {
    // Snapshots: closing a stream removes it from these sets.
    for (const set of Array.from(this.players.values())) for (const sink of Array.from(set)) sink.stream.close();
    for (const sink of Array.from(this.ops)) sink.stream.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.closeStreams();
    await this.chain;
    await this.stopListening?.();
  }
}

function deliver(sink: Sink, id: number, data: string): void {
  if (sink.queued) return void sink.queued.push({ id, data });
  const replayed = sink.replayed;
  if (replayed) {
    // NOTIFYs come in commit order: once the replay's newest is heard, no late one of it is left.
    if (id >= replayed.newest || replayed.until < Date.now()) sink.replayed = null;
    if (replayed.ids.has(id)) return;
  }
  write(sink, id, data);
}

/**
 * Live events are written in the order their transactions committed, which is nearly always id order;
 * two transactions for one player committing out of id order are both written (never dropped).
 */
function write(sink: Sink, id: number, data: string): void {
  sink.lastId = Math.max(sink.lastId, id);
  sink.stream.event(id, data);
}
