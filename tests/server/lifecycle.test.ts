import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readEnv } from '../../server/config/env.ts';
import type { Db } from '../../server/db/client.ts';
import { migrationTags } from '../../server/db/migrate.ts';
import { registerHealth, type Lifecycle } from '../../server/health.ts';
import { startServer } from '../../server/start.ts';
import { common, databaseKind, testDatabaseUrl, useTestServer } from './harness.ts';
import { freshDatabase } from './processes.ts';
import { serverArgs } from './server-bundle.ts';

describe(`health and readiness for a load balancer (${databaseKind})`, () => {
  const t = useTestServer();
  const appWith = async (db: Db, lifecycle: Lifecycle = { stopping: false }) => {
    const app = await buildApp({ deps: t.deps });
    registerHealth(app, db, lifecycle);
    return app;
  };
  const get = async (app: Awaited<ReturnType<typeof appWith>>, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, cache: res.headers['cache-control'] };
  };

  it('healthz says the process is alive; readyz that it should get traffic, until shutdown begins', async () => {
    const lifecycle = { stopping: false };
    const app = await appWith(t.deps.db, lifecycle);
    try {
      expect(await get(app, '/healthz')).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });
      expect(await get(app, '/readyz')).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });
      expect(await get(app, '/readyz')).toMatchObject({ status: 200 });
      lifecycle.stopping = true;
      expect(await get(app, '/readyz')).toEqual({ status: 503, body: { ok: false, reason: 'shutting-down' }, cache: 'no-store' });
      // Alive all the same: the balancer drains it rather than restarting it.
      expect(await get(app, '/healthz')).toMatchObject({ status: 200 });
    } finally {
      await app.close();
    }
  });

  it('is not ready while a migration this build ships is missing, nor when the database does not answer', async () => {
    t.schemaChanged();
    await t.deps.db.execute(sql`DELETE FROM schema_migrations WHERE tag = ${migrationTags().at(-1)!}`);
    const pending = await appWith(t.deps.db);
    const down = await appWith({ execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db);
    try {
      expect(await get(pending, '/readyz')).toMatchObject({ status: 503, body: { ok: false, reason: 'migrations-pending' } });
      expect(await get(down, '/readyz')).toMatchObject({ status: 503, body: { ok: false, reason: 'database-unreachable' } });
      expect(await get(down, '/healthz')).toMatchObject({ status: 200 });
    } finally {
      await pending.close();
      await down.close();
    }
  });
});

describe(`graceful shutdown (${databaseKind})`, () => {
  it('SIGTERM’s stop(): not ready, no new connections, the request in flight finished, then the database closed', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'swerte-drain-'));
    const fresh = testDatabaseUrl ? await freshDatabase(testDatabaseUrl, 'swerte_drain') : undefined;
    const env = readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? '', DIST_DIR: join(dataDir, 'none') });
    const running = await startServer(env, { logger: false, serveClient: false });
    const port = Number(new URL(running.url).port);
    try {
      // A sign-in whose body is still arriving when the shutdown begins.
      const body = JSON.stringify({ ...common, type: 2, account: 'demo', password: 'Swerte2026' });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/app/v1/accountLogin', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.write(body.slice(0, 20));
        setTimeout(() => req.end(body.slice(20)), 1_000);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      let stopped = false;
      const stopping = running.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Not accepting any more, while the request in flight is still being served.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      expect(stopped).toBe(false);
      const res = await answer;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ errcode: 0, token: expect.any(String) });
      await stopping;
      await expect(running.database.db.execute(sql`SELECT 1`)).rejects.toThrow();
    } finally {
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run start:cluster', () => {
  it('refuses the embedded database, naming why', { timeout: 60_000 }, async () => {
    const run = spawnSync(process.execPath, await serverArgs('server/cluster.ts'), { env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(tmpdir(), 'swerte-never') }, encoding: 'utf8', timeout: 50_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('needs PostgreSQL (DATABASE_URL)');
  });
});
