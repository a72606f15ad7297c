/**
 * The NOTIFY channel of the live events: one per database schema, so test files sharing one PGlite or
 * one PostgreSQL (a schema each) never hear each other; hex and underscores, so it needs no quoting.
 */
export const CHANNEL_SQL = `'swerte_live_' || left(md5(current_schema()), 16)`;

/** A NOTIFY payload holds under 8,000 bytes: larger events travel as their id, and the listener reads the row. */
export const NOTIFY_DATA_LIMIT = 7000;

/** What a NOTIFY carries: a player's event (`u`), every player's (`a`, a broadcast) or the operators' (`o`, with the roles it is for). */
export type Notice =
  | { k: 'u'; id: number; u: number; d?: unknown }
  | { k: 'a'; id: number; d?: unknown }
  | { k: 'o'; id: number; r: string[] | null; d?: unknown };

export function parseNotice(payload: string): Notice | null {
  try {
    const n = JSON.parse(payload) as Notice;
    if ((n.k === 'u' && typeof n.u === 'number') || n.k === 'a' || n.k === 'o') return typeof n.id === 'number' ? n : null;
  } catch {
    // Not ours (someone else NOTIFYing the channel): ignored.
  }
  return null;
}
