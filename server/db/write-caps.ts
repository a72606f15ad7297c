import { isIPv6 } from 'node:net';
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Caps on public writes (issue 16): rows anyone can make (the client event log, refused payment
 * callbacks) are counted per key (an address, a player) in fixed windows, and a write beyond the cap
 * is not stored. One upsert per write takes the quota, so a parallel burst cannot pass the cap the way
 * a count-then-insert would. Old windows are pruned with the rest (ops/retention.ts).
 */
export const writeCounters = pgTable(
  'write_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Takes up to `want` writes from the quota of `key` (at most `cap` per `windowSeconds`) and answers how
 * many may be stored now (0 once the cap is reached). The counter counts what was asked, so a flood
 * keeps its key at the cap until the window ends.
 */
export async function takeWriteQuota(db: Executor, opts: { key: string; cap: number; windowSeconds: number; want: number; now: number }): Promise<number> {
  if (opts.want <= 0) return 0;
  const windowMs = opts.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(opts.now / windowMs) * windowMs).toISOString();
  const result = (await db.execute(sql`
    INSERT INTO write_counters (key, window_start, count) VALUES (${opts.key}, ${windowStart}::timestamptz, ${opts.want})
    ON CONFLICT (key, window_start) DO UPDATE SET count = write_counters.count + ${opts.want}
    RETURNING count`)) as unknown as { rows: { count: number | string }[] };
  const after = Number(result.rows[0]?.count ?? opts.want);
  return Math.max(0, Math.min(opts.want, opts.cap - (after - opts.want)));
}

/**
 * The key of a client address for caps: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber gets a whole /64, so keying the exact address would let one phone use 2^64 quotas).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
