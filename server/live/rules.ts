/** The live channel's limits (docs/live.md). */
export const liveRules = {
  /** A comment line this often keeps proxies and the server's 60 s idle timeout from closing a quiet stream (≤ 25 s). */
  heartbeatMs: 20_000,
  /** How often the streams' sessions are checked (one query per process, not per stream): a signed-out or expired session's stream closes within this. */
  sessionCheckMs: 20_000,
  /** The `retry:` hint: how long a browser waits before reconnecting a dropped stream. */
  retryMs: 3_000,
  /** A reconnect replays at most this many missed events; past it the client reads its state again. */
  replayMax: 200,
  /** Events are kept this long for replay, then pruned (server/ops/retention.ts). */
  retentionHours: 24,
  pruneBatch: 5_000,
  /** Streams one player (or operator) may hold at once in a process: a browser holds one; tabs share it. */
  streamsPerUser: 8,
  /** A stream whose socket buffers more than this (a client that stopped reading) is closed. */
  maxBufferedBytes: 1 << 20,
};
