import type { Executor } from '../db/client.ts';
import { pusherConfigSchema, type PusherConfig } from './config.ts';
import { pusherRepo } from './repo.ts';

/**
 * The pusher's release config (server/seed/pusher.json), written when the row is missing; a later start
 * never overwrites an operator's. A file that does not parse stops the start (a release error). Returns
 * the config in force, whose prizes the `pusher` table's version 1 is made from.
 */
export async function seedPusher(db: Executor, file: unknown, now: number): Promise<PusherConfig> {
  const config = pusherConfigSchema.parse(file);
  const repo = pusherRepo(db);
  await repo.insertConfigMissing(config, now);
  return (await repo.config()) ?? config;
}
