import { createHash } from 'node:crypto';
import { appConfigSchema, gameListKeys } from '../../contract/index.ts';
import { appConfigRepo } from './repo.ts';
import type { Db } from '../db/client.ts';
import type { ConfigService, ConfigSnapshot } from '../ports/config.ts';

// The config cache's interface is a kernel port (server/ports/config.ts: what ServerDeps carries).
export type { ConfigService, ConfigSnapshot };

/**
 * App config lives in the database (so every server process agrees); each process keeps it for a
 * couple of seconds because every call that checks maintenance reads it.
 */
export function createConfigService(db: Db, now: () => number, ttlMs = 2000): ConfigService {
  let cached: { at: number; value: Promise<ConfigSnapshot> } | undefined;
  const load = async (): Promise<ConfigSnapshot> => {
    const rows = await appConfigRepo(db).all();
    const config = appConfigSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    const gameListVersion = createHash('sha1')
      .update(JSON.stringify(gameListKeys.map((k) => config[k])))
      .digest('hex')
      .slice(0, 12);
    return { config, gameListVersion };
  };
  return {
    get() {
      const t = now();
      if (!cached || t - cached.at > ttlMs || t < cached.at) {
        const value = load();
        cached = { at: t, value };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
