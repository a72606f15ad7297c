import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/config/env.ts';
import { migrationTags } from '../../server/db/migrate.ts';
import { startServer } from '../../server/start.ts';
import { common, testDatabaseUrl } from './harness.ts';

/**
 * Issue 26: on PostgreSQL the server's role could disable the audit's append-only trigger (it owned
 * the tables). docs/production.md "Database roles" runs the server as a role with row rights only and
 * migrates as the owner (DATABASE_MIGRATION_URL). This runs that page's SQL and proves each refusal.
 * Roles exist on PostgreSQL only: the embedded database has none to separate, so the file is skipped there.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

/** The page's two ```sql blocks of the section, as an operator would paste them. */
function documentedSql(): [string, string] {
  const page = readFileSync(resolve(import.meta.dirname, '../../docs/production.md'), 'utf8');
  const section = page.slice(page.indexOf('## Database roles'), page.indexOf('## Refusing to start'));
  const blocks = [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(blocks).toHaveLength(2);
  return [blocks[0]!, blocks[1]!];
}

async function run(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of text.split(';').map((s) => s.trim()).filter(Boolean)) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The error a statement gets as `url`'s role, or null when it succeeds. */
async function refusal(url: string, statement: string): Promise<string | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end();
  }
}

describe.skipIf(!testDatabaseUrl)('the server as a role with row rights only (postgres)', () => {
  it('migrates as the owner (DATABASE_MIGRATION_URL), runs as the app role, and that role cannot get round the audit trigger', { timeout: 90_000 }, async () => {
    const tag = randomBytes(4).toString('hex');
    const [owner, app, db] = [`swerte_owner_${tag}`, `swerte_app_${tag}`, `swerte_roles_${tag}`];
    const named = (text: string) => text.replaceAll('swerte_owner', owner).replaceAll('swerte_app', app).replace('CREATE DATABASE swerte ', `CREATE DATABASE ${db} `);
    const [roles, grants] = documentedSql();
    const superuser = testDatabaseUrl!;
    const urlOf = (user: string, database: string) => {
      const url = new URL(superuser);
      url.username = user;
      url.password = 'pw';
      url.pathname = `/${database}`;
      return url.toString();
    };
    cleanups.push(() => run(superuser, `DROP DATABASE IF EXISTS ${db} WITH (FORCE); DROP ROLE IF EXISTS ${app}; DROP ROLE IF EXISTS ${owner}`));
    await run(superuser, named(roles));
    await run(urlOf(new URL(superuser).username, db), named(grants));

    const dataDir = mkdtempSync(join(tmpdir(), 'swerte-roles-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const appUrl = urlOf(app, db);
    const env = readEnv({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: appUrl, DATABASE_MIGRATION_URL: urlOf(owner, db) });
    const running = await startServer(env, { logger: false, serveClient: false });
    cleanups.push(() => running.stop());

    // Migrated, by the owner: every table is the owner's.
    const client = new Client({ connectionString: appUrl });
    await client.connect();
    cleanups.push(() => client.end());
    expect((await client.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0].n).toBe(migrationTags().length);
    const owners = await client.query(`SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`);
    expect(owners.rows).toEqual([{ tableowner: owner }]);

    // The server works as the app role: a player signs in (rows and sequences written).
    const login = await running.app.inject({ method: 'POST', url: '/app/v1/accountLogin', payload: { ...common, type: 2, account: 'demo', password: 'Swerte2026' } });
    expect(login.json()).toMatchObject({ errcode: 0 });

    // It may add audit rows, and nothing else: not change them, not switch the trigger off, not skip triggers.
    expect(await refusal(appUrl, `INSERT INTO console_audit (operator, call, target) VALUES ('t', 'test', 'x')`)).toBeNull();
    expect(await refusal(appUrl, `UPDATE console_audit SET reason = 'rewritten'`)).toMatch(/append-only/);
    expect(await refusal(appUrl, `DELETE FROM console_audit`)).toMatch(/append-only/);
    expect(await refusal(appUrl, 'ALTER TABLE console_audit DISABLE TRIGGER console_audit_no_change')).toMatch(/must be owner/);
    expect(await refusal(appUrl, 'DROP TRIGGER console_audit_no_change ON console_audit')).toMatch(/must be owner/);
    expect(await refusal(appUrl, 'SET session_replication_role = replica')).toMatch(/permission denied/);
    expect(await refusal(appUrl, 'TRUNCATE console_audit')).toMatch(/permission denied/);
    expect(await refusal(appUrl, 'CREATE TABLE sneaky (id int)')).toMatch(/permission denied/);
    expect((await client.query('SELECT count(*)::int AS n FROM console_audit')).rows[0].n).toBe(1);
  });
});
