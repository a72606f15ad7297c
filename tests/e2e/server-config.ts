import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';

/**
 * Runs before the e2e server starts on its fresh data folder: the operator's settings the specs
 * need that a player could not reach. Only the new-card hold (withdrawConfig.newCardHoldHours, 24 h)
 * is turned off, because a browser spec cannot wait a day between adding a card and withdrawing to
 * it; the hold itself is tested with a moving clock in tests/server/security-sessions.test.ts. The
 * server's seed keeps rows that exist (insertMissing), so the rest of its config is the usual seed.
 */
const dataDir = resolve(process.env.DATA_DIR ?? 'tmp/e2e-data');
const seeded = JSON.parse(readFileSync(join(import.meta.dirname, '../../server/seed/app-config.json'), 'utf8')) as { withdrawConfig: Record<string, unknown> };
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await migrate(database);
await appConfigRepo(database.db).upsert('withdrawConfig', { ...seeded.withdrawConfig, newCardHoldHours: 0 });
await database.close();
