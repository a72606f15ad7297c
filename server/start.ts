import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { ServerDeps } from './deps.ts';
import { rmSync, writeFileSync } from 'node:fs';
import { ensureOpsSecret, ensureSecret, serverStateFile } from './ops/secret.ts';
import { sandboxGateway } from './wallet/index.ts';
import { seed } from './seed/seed.ts';
import { createConfigService } from './app-config/index.ts';
import { fileOutbox } from './auth/index.ts';

export interface Running {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/** Opens (and migrates and seeds) the database, builds the app and listens. Used by main, dev and bench. */
export async function startServer(env: Env, opts: { logger?: boolean; serveClient?: boolean } = {}): Promise<Running> {
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: join(env.dataDir, 'pglite') });
  await migrate(database);
  const now = () => Date.now();
  let app: FastifyInstance | undefined;
  const deps: ServerDeps = {
    database,
    db: database.db,
    now,
    config: createConfigService(database.db, now),
    sms: fileOutbox(env.smsOutboxFile, (line) => app?.log.info(line)),
    payments: sandboxGateway(ensureSecret(env.dataDir, 'sandbox-payments.secret')),
  };
  await seed(deps);
  app = await buildApp({
    deps,
    distDir: opts.serveClient === false ? undefined : env.distDir,
    logger: opts.logger === false ? false : { level: env.logLevel },
    trustProxy: process.env.TRUST_PROXY === '1',
    sceneGallery: process.env.SCENE_GALLERY === '1',
    opsSecret: ensureOpsSecret(env.dataDir),
  });
  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const built = app;
  // Tells `npm run ops` that this process owns the database and where to reach it.
  const stateFile = serverStateFile(env.dataDir);
  writeFileSync(stateFile, `${JSON.stringify({ pid: process.pid, port })}\n`);
  return {
    app: built,
    database,
    url: `http://${env.host}:${port}`,
    async stop() {
      rmSync(stateFile, { force: true });
      await built.close();
      await database.close();
    },
  };
}
