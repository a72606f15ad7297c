import { Client } from 'pg';

/** How long to wait before reconnecting a lost listening connection: doubles from 250 ms up to 10 s. */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
/** LISTEN takes an identifier; ours are built from hex and underscores only (server/live/channel.ts). */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on PostgreSQL over one connection of its own (a pooled one would be handed to other queries,
 * and a NOTIFY reaches only the session that listens). NOTIFYs sent while the connection was down are
 * lost, so after a reconnect `onReconnect` runs: the live hub re-reads what it may have missed from its
 * table. Errors never escape: the connection is retried until `stop()`.
 */
export async function listenPostgres(
  target: { url: string; schemaName?: string },
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: target.url, options: target.schemaName ? `-c search_path=${target.schemaName}` : undefined });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onNotify(msg.payload);
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      schedule(true);
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`LISTEN "${channel}"`);
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    retryMs = RETRY_MIN_MS;
  };
  const schedule = (afterLoss: boolean) => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          if (afterLoss && !stopped) onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          schedule(afterLoss);
        },
      );
    }, retryMs);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => undefined);
  };
}
