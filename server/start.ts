import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { SettingsRefused, settingsProblems, type Env } from './config/env.ts';
import { OWN_SECRET_MIN, secretProblem } from './config/secrets.ts';
import { readHttpEnv, type HttpEnv } from './config/http.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateAs } from './db/migrate.ts';
import type { ServerDeps } from './deps.ts';
import { ensureOpsSecret, ensureSecret, serverStateFile } from './ops/secret.ts';
import { createTestClock } from './ops/test-clock.ts';
import { paymongoGateway, startReconciler, startRefundReconciler } from './wallet/index.ts';
import { seed } from './seed/seed.ts';
import { wireAreas } from './wiring.ts';
import { createConfigService } from './app-config/index.ts';
import { buildAdapters, missingFactories, socialSettings, type AdapterFactories } from './adapters.ts';
import { semaphoreSender } from './auth/index.ts';
import { registerHealth, type Lifecycle } from './health.ts';
import { scheduleRetention } from './ops/retention.ts';
import { startMailJobs } from './mail/index.ts';
import { startRainTicker } from './rain/index.ts';
import { startLotteryTicker } from './lottery/index.ts';
import { startTournamentTicker } from './tournament/index.ts';
import { startPkTicker } from './pk/index.ts';
import { configurePush, startPushDelivery, vapidKeysFor } from './push/index.ts';
import { sealPlainTotpSecrets, totpKeyFrom, totpSealer, type TotpSealer } from './console/index.ts';
import { configureFairness, fairSeedKeyFrom } from './fairness/index.ts';

export interface Running {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  logger?: boolean;
  serveClient?: boolean;
  /** The real providers' adapters production builds (tests pass doubles). */
  factories?: Partial<AdapterFactories>;
  /**
   * A cluster worker (server/cluster.ts): the primary has migrated and seeded the database already
   * (prepareDatabase) and owns server.json, so the worker does neither.
   */
  worker?: boolean;
  /** Runs the hourly retention prune in this process (default true; one worker of a cluster). */
  retention?: boolean;
}

/**
 * The real providers this build has: PayMongo for payments (wallet/payments/paymongo.ts) and Semaphore
 * for SMS (auth/sms/semaphore.ts). A factory missing here makes production refuse to start, naming it.
 */
const builtInFactories: Partial<AdapterFactories> = { paymongo: paymongoGateway, semaphore: semaphoreSender };

/**
 * Development keeps its generated secrets in the data folder (as before issue 16) unless the
 * environment gives them; production never writes one there (settingsProblems required them).
 */
function localSecret(env: Env, given: string | undefined, file: string, name: string): string {
  const secret = given ?? (file === 'ops.secret' ? ensureOpsSecret(env.dataDir) : ensureSecret(env.dataDir, file));
  const problem = secretProblem(given ? name : join(env.dataDir, file), secret, OWN_SECRET_MIN);
  if (problem) throw new SettingsRefused(env.mode, [problem]);
  return secret;
}

/**
 * The key operators' TOTP secrets are sealed with: SWERTE_TOTP_KEY, or in development one generated in
 * DATA_DIR. The same setting keys the unrevealed fair server seeds under its own HKDF purpose
 * (server/fairness/keys.ts, docs/fairness.md "Storage"), configured here for this process.
 */
function totpKey(env: Env): TotpSealer {
  const setting = env.mode === 'development' ? localSecret(env, env.totpKey.value, 'totp.secret', 'SWERTE_TOTP_KEY') : env.totpKey.value;
  // settingsProblems has required it in production.
  if (!setting) throw new SettingsRefused(env.mode, ['SWERTE_TOTP_KEY is not set']);
  configureFairness({ sealKey: fairSeedKeyFrom(setting) });
  return totpSealer(totpKeyFrom(setting));
}

/** Seals TOTP secrets still stored in plaintext (from before issue 26); says when some do not open with this key. */
async function sealTotpSecrets(database: Database, sealer: TotpSealer, log: (line: string) => void): Promise<void> {
  const { sealed, unreadable } = await sealPlainTotpSecrets(database.db, sealer);
  if (sealed) log(`console: sealed ${sealed} operator TOTP secret(s) stored in plaintext with SWERTE_TOTP_KEY`);
  if (unreadable) log(`console: ${unreadable} operator TOTP secret(s) do not open with this SWERTE_TOTP_KEY (another key sealed them): those operators cannot sign in`);
}

/**
 * The run mode's settings, adapters and HTTP edge, or a refusal naming every problem at once. A
 * bad TRUST_PROXY, PUBLIC_URL or ALLOWED_ORIGINS (config/http.ts) joins the same list.
 */
export function checkedSettings(env: Env, factories: Partial<AdapterFactories> = builtInFactories): HttpEnv {
  const problems = [...settingsProblems(env), ...missingFactories(env, factories)];
  let http: HttpEnv | undefined;
  try {
    http = readHttpEnv();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || !http) throw new SettingsRefused(env.mode, problems);
  return http;
}

/**
 * Checks the settings (refusing with every problem named), opens, migrates and seeds the database,
 * builds the app and listens. Used by main, cluster workers, dev and bench.
 */
export async function startServer(env: Env, opts: StartOptions = {}): Promise<Running> {
  const factories = opts.factories ?? builtInFactories;
  const http = checkedSettings(env, factories);
  ownerOnlyFiles();
  mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(env.dataDir, 0o700);
  // PGlite: one process per data folder (db/data-lock.ts refuses a second before anything opens).
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: join(env.dataDir, 'pglite') });
  try {
    return await serve(env, opts, factories, http, database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function serve(env: Env, opts: StartOptions, factories: Partial<AdapterFactories>, http: HttpEnv, database: Database): Promise<Running> {
  if (!opts.worker) await migrateAs(database, env.databaseMigrationUrl);
  const development = env.mode === 'development';
  const totp = totpKey(env);
  // Web Push signs with these (docs/push.md): production's from the environment, development's kept in DATA_DIR.
  configurePush(vapidKeysFor(env));
  // SWERTE_TEST_CLOCK=1 (development only: settingsProblems refuses it in production): a clock the
  // `clock` operator command moves, for end-to-end tests that cross a Manila midnight (docs/testing.md).
  const testClock = development && env.testClock ? createTestClock() : undefined;
  const now = testClock ? testClock.now : () => Date.now();
  let app: FastifyInstance | undefined;
  const adapters = buildAdapters(env, factories, {
    sandboxSecret: () => localSecret(env, env.sandboxSecret.value, 'sandbox-payments.secret', 'SWERTE_SANDBOX_SECRET'),
    log: (line) => app?.log.info(line),
    db: database.db,
    now,
  });
  const deps: ServerDeps = { mode: env.mode, database, db: database.db, now, config: createConfigService(database.db, now), ...adapters };
  // The areas' hooks before anything runs that may need them (the seeder too; buildApp wires again, harmlessly).
  wireAreas();
  // The demo player's password is published: development only. Config, themes and activities are the product's.
  if (!opts.worker) await seed(deps, { demoPlayer: development, production: !development });
  const opsSecret = development ? localSecret(env, env.opsSecret.value, 'ops.secret', 'SWERTE_OPS_SECRET') : env.opsSecret.value;
  app = await buildApp({
    deps,
    distDir: opts.serveClient === false ? undefined : env.distDir,
    logger: opts.logger === false ? false : { level: env.logLevel },
    trustProxy: http.trustProxy,
    publicOrigin: http.publicOrigin,
    allowedOrigins: http.allowedOrigins,
    ...(http.requestTimeoutMs === undefined ? {} : { timeouts: { requestTimeout: http.requestTimeoutMs } }),
    sceneGallery: process.env.SCENE_GALLERY === '1',
    opsSecret,
    testClock,
    totp,
  });
  if (!opts.worker) await sealTotpSecrets(database, totp, (line) => app?.log.warn(line));
  // The restricted-persons list file is imported now (not at the first sign-up), so the console shows it at once.
  await adapters.restricted.refresh?.();
  if (testClock) app.log.warn('SWERTE_TEST_CLOCK=1: the server clock moves with `npm run ops -- clock advance <ms>` (tests only)');
  // /healthz and /readyz for a load balancer; readiness turns 503 as soon as stop() begins.
  const lifecycle: Lifecycle = { stopping: false };
  registerHealth(app, database.db, lifecycle);
  const built = app;
  const retention = opts.retention === false ? undefined : scheduleRetention(database.db, now, built.log);
  await app.listen({ port: env.port, host: env.host });
  // A missed payment webhook is found by asking the provider (wallet/payments/reconcile.ts); the
  // sandbox has nothing to ask, so this finds no order there.
  // One process of a cluster asks (the one that prunes); the others would only repeat its questions.
  const stopReconciler = opts.retention === false ? undefined : startReconciler(deps, app.log);
  // A missed refund webhook likewise (wallet/payments/refund-reconcile.ts): paid deposits inside their
  // refund window asked about on a schedule; the sandbox has no fetchRefunds, so nothing is asked there.
  const stopRefundReconciler = opts.retention === false ? undefined : startRefundReconciler(deps, app.log);
  // Pushes queued by committed transactions go out from every process (claims are skip-locked: docs/push.md).
  const stopPush = startPushDelivery(database.db, now, app.log);
  // The console's mail sends, in batches from every process (a job row is skip-locked; a restart resumes it: docs/mail.md).
  const stopMailJobs = startMailJobs(database.db, now, app.log);
  // Red-packet rain events open and end on the second from every process (guarded updates: docs/rain.md "Opening").
  const stopRainTicker = startRainTicker(database.db, now, app.log);
  // Lottery draws close, draw and pay at their time from every process (guarded by each draw's state: docs/lottery.md "Draws").
  const stopLotteryTicker = startLotteryTicker(database.db, now, app.log);
  // Slot tournaments end and pay at their time, and send their board at most every few seconds (docs/tournament.md).
  const stopTournamentTicker = startTournamentTicker(database.db, now, app.log);
  // Red-versus-blue rounds open, end and settle at their time, and push their scores once a second (docs/pk.md).
  const stopPkTicker = startPkTicker(database.db, now, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  // The social sign-in providers (docs/social.md): development's fakes are this server, so its port is needed.
  deps.social = socialSettings(env, port);
  // Tells `npm run ops` that this process owns the database and where to reach it (a cluster's primary writes its own).
  const stateFile = opts.worker ? undefined : serverStateFile(env.dataDir);
  if (stateFile) writeFileSync(stateFile, `${JSON.stringify({ pid: process.pid, port })}\n`);
  return {
    app: built,
    database,
    url: `http://${env.host}:${port}`,
    /** Graceful: not ready, stop accepting, finish the requests in flight, then close the database. */
    async stop() {
      lifecycle.stopping = true;
      stopReconciler?.();
      // Its run in progress ends after the deposit at hand, before the database closes.
      await stopRefundReconciler?.();
      await stopPush();
      await stopMailJobs();
      await stopRainTicker();
      await stopLotteryTicker();
      await stopTournamentTicker();
      await stopPkTicker();
      if (stateFile) rmSync(stateFile, { force: true });
      await built.close();
      await retention?.stop();
      await database.close();
    },
  };
}

/**
 * A cluster's primary, before any worker listens: migrates and seeds the database once and creates
 * the data folder's secrets, so workers starting together never race on them.
 */
export async function prepareDatabase(env: Env): Promise<void> {
  // Refused here, once, rather than by every worker in turn (each would die and be replaced forever).
  checkedSettings(env);
  ownerOnlyFiles();
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl, poolSize: 2 } : { dataDir: join(env.dataDir, 'pglite') });
  try {
    await migrateAs(database, env.databaseMigrationUrl);
    const now = () => Date.now();
    wireAreas();
    await sealTotpSecrets(database, totpKey(env), (line) => console.warn(line));
    await seed({ db: database.db, config: createConfigService(database.db, now) }, { demoPlayer: env.mode === 'development', production: env.mode === 'production' });
    // Development's generated secrets, made once here rather than by workers racing (production gives them).
    if (env.mode === 'development') {
      localSecret(env, env.opsSecret.value, 'ops.secret', 'SWERTE_OPS_SECRET');
      localSecret(env, env.sandboxSecret.value, 'sandbox-payments.secret', 'SWERTE_SANDBOX_SECRET');
      // Web Push's pair (DATA_DIR/vapid.json): one for every worker, not one each.
      vapidKeysFor(env);
    }
  } finally {
    await database.close();
  }
}

/**
 * Whatever this process creates (database files, secrets, the outbox) is readable by its own account
 * only. Worker threads cannot set the umask (tests running in one): the explicit modes still apply.
 */
function ownerOnlyFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION
  }
}
