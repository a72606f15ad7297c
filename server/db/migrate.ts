import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { openDatabase, type Database } from './client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const migrationsDir = join(here, 'migrations');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The tags of every committed migration, in order: what a ready database has applied (readiness checks it). */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag.replace(/'/g, ''));
}

/**
 * Applies the committed drizzle-kit migrations in order, each once, in the current search_path.
 * drizzle-kit qualifies foreign keys with "public"; we drop that so a test can migrate a fresh schema.
 * An advisory lock keeps two server processes starting together from racing.
 */
export async function migrate(database: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const applied: string[] = [];
  await database.exec('CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    const tag = entry.tag.replace(/'/g, '');
    const statements = readFileSync(join(migrationsDir, `${entry.tag}.sql`), 'utf8')
      .replaceAll('"public".', '')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const body = statements.map((s) => (s.endsWith(';') ? s : `${s};`)).join('\n');
    const script = `
      BEGIN;
      SELECT pg_advisory_xact_lock(724001);
      DO $mig$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE tag = '${tag}') THEN
          RAISE EXCEPTION 'already-applied' USING ERRCODE = 'P0001';
        END IF;
      END $mig$;
      ${body}
      INSERT INTO schema_migrations (tag) VALUES ('${tag}');
      COMMIT;`;
    try {
      await database.exec(script);
      applied.push(tag);
    } catch (error) {
      if (!String((error as Error).message).includes('already-applied')) throw error;
    }
  }
  return applied;
}

/**
 * Migrates as the tables' owner when `ownerUrl` (DATABASE_MIGRATION_URL) is set, on a short
 * connection of its own, so the server's DATABASE_URL role needs only row rights and cannot alter
 * the tables or their triggers (docs/production.md "Database roles"); else on `database` itself.
 */
export async function migrateAs(database: Database, ownerUrl: string | undefined): Promise<string[]> {
  if (!ownerUrl) return migrate(database);
  const owner = await openDatabase({ url: ownerUrl, poolSize: 1 });
  try {
    return await migrate(owner);
  } finally {
    await owner.close();
  }
}
