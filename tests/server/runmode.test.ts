import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { routesOf } from '../../server/app.ts';
import { readEnv, SettingsRefused, settingsProblems } from '../../server/config/env.ts';
import { startServer, type Running } from '../../server/start.ts';
import type { AdapterFactories, PaymongoOptions, SemaphoreOptions } from '../../server/adapters.ts';
import { sandboxGateway } from '../../server/wallet/index.ts';
import { memoryOutbox } from '../../server/auth/sms/outbox.ts';
import { usersRepo } from '../../server/db/users-repo.ts';
import { demoPlayer } from '../../server/seed/seed.ts';
import { newVapidKeys } from '../../server/push/index.ts';
import { common, databaseKind, testDatabaseUrl } from './harness.ts';
import { freshDatabase } from './processes.ts';

/**
 * Run modes (issue 16). Production: the server refuses to start naming every missing or refused
 * setting, builds the real adapters from them, and has no sandbox checkout, no SMS outbox and no
 * demo player. Development: as `npm start` always was.
 */
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
// Web Push's keys (docs/push.md): production refuses to start without them (tests/server/push.test.ts).
const vapid = newVapidKeys();
const productionSettings = () => ({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@swerte.example.ph',
  SWERTE_MODE: 'production',
  SWERTE_OPS_SECRET: hex(24),
  SWERTE_TOTP_KEY: hex(24),
  NDRP_API_URL: 'https://ndrp.example.ph',
  NDRP_API_KEY: hex(12),
  PAYMONGO_SECRET_KEY: `sk_test_${hex(12)}`,
  PAYMONGO_WEBHOOK_SECRET: `whsk_${hex(12)}`,
  PUBLIC_URL: 'https://swerte.example.ph',
  SEMAPHORE_API_KEY: hex(16),
  SEMAPHORE_SENDER_NAME: 'SWERTE',
});

/** Doubles of the real adapters: they record what they were built from. */
function doubles() {
  const built: { paymongo?: PaymongoOptions; semaphore?: SemaphoreOptions } = {};
  const factories: AdapterFactories = {
    paymongo: (opts) => {
      built.paymongo = opts;
      return { ...sandboxGateway(opts.webhookSecret), name: 'paymongo' };
    },
    semaphore: (opts) => {
      built.semaphore = opts;
      return memoryOutbox();
    },
  };
  return { built, factories };
}

const cleanups: (() => Promise<void> | void)[] = [];
// Dropping a test database waits for a checkpoint, which a loaded machine can hold up past the default
// hook time (as in crash.test.ts): a CI run timed out here at 60 s with every assertion passed.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
}, 180_000);

/** A real server in this process on a fresh data folder (and a fresh PostgreSQL database when testing on one). */
async function start(settings: Record<string, string>, factories?: Partial<AdapterFactories>): Promise<{ running: Running; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'swerte-mode-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (testDatabaseUrl) {
    const fresh = await freshDatabase(testDatabaseUrl, 'swerte_mode');
    cleanups.push(() => fresh.drop());
    databaseUrl = fresh.url;
  }
  const env = readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', ...settings });
  const running = await startServer(env, { logger: false, serveClient: false, factories });
  cleanups.push(() => running.stop());
  return { running, dataDir };
}

const appConfig = async (running: Running) => (await running.app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', payload: { ...common, configKeyList: ['rechargeTypeMap'] } })).json();

describe('the run mode', () => {
  it('is development by default, production with NODE_ENV=production or SWERTE_MODE=production, development when SWERTE_MODE says so', () => {
    expect(readEnv({}).mode).toBe('development');
    expect(readEnv({ NODE_ENV: 'test' }).mode).toBe('development');
    expect(readEnv({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(readEnv({ SWERTE_MODE: 'production' }).mode).toBe('production');
    expect(readEnv({ NODE_ENV: 'production', SWERTE_MODE: 'development' }).mode).toBe('development');
  });

  it('an unknown SWERTE_MODE is production and refused, never a quiet sandbox', () => {
    const env = readEnv({ SWERTE_MODE: 'prod' });
    expect(env.mode).toBe('production');
    expect(settingsProblems(env)).toContain('SWERTE_MODE is "prod": use development or production');
  });
});

describe('production refuses to start without its settings', () => {
  it('names every missing setting and adapter in one message, and writes nothing', async () => {
    const dataDir = join(tmpdir(), `swerte-refused-${hex(4)}`);
    const env = readEnv({ SWERTE_MODE: 'production', DATA_DIR: dataDir });
    const refused = await startServer(env, { factories: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SettingsRefused);
    const message = (refused as Error).message;
    for (const name of [
      'SWERTE_OPS_SECRET is not set',
      'SWERTE_TOTP_KEY is not set',
      'NDRP_API_URL (with NDRP_API_KEY) or NDRP_LIST_FILE is not set: production does not run without the restricted-persons check',
      'PAYMONGO_SECRET_KEY is not set',
      'PAYMONGO_WEBHOOK_SECRET is not set',
      'PUBLIC_URL is not set',
      'SEMAPHORE_API_KEY is not set',
      'SEMAPHORE_SENDER_NAME is not set',
      'no PayMongo adapter',
      'no Semaphore adapter',
    ]) {
      expect(message).toContain(name);
    }
    // Refused before anything was opened or generated: no data folder, so no secret written into one.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses empty, short and mistaken secrets, a non-https PUBLIC_URL and a bad sender name', () => {
    const problems = settingsProblems(
      readEnv({
        ...productionSettings(),
        SWERTE_OPS_SECRET: 'short-operator-secret',
        PAYMONGO_SECRET_KEY: `pk_test_${hex(12)}`,
        PAYMONGO_WEBHOOK_SECRET: '',
        SEMAPHORE_API_KEY: 'abc def ghi jkl mno',
        PUBLIC_URL: 'http://swerte.example.ph',
        SEMAPHORE_SENDER_NAME: 'Swerte Casino PH',
        PAYMONGO_API_BASE: 'http://api.paymongo.com',
      }),
    );
    expect(problems).toEqual([
      'SWERTE_OPS_SECRET is shorter than 32 characters',
      'PAYMONGO_SECRET_KEY must be a PayMongo secret key (sk_live_… or sk_test_…)',
      'PAYMONGO_WEBHOOK_SECRET is empty',
      'PAYMONGO_API_BASE must be an https:// URL (http:// only for 127.0.0.1): http://api.paymongo.com',
      'PUBLIC_URL must start with https://: http://swerte.example.ph',
      'SEMAPHORE_API_KEY contains whitespace or control characters',
      'SEMAPHORE_SENDER_NAME must be 1 to 11 letters or digits: Swerte Casino PH',
    ]);
    expect(settingsProblems(readEnv(productionSettings()))).toEqual([]);
  });

  it('reads NAME_FILE (trimmed), and refuses an unreadable file or both NAME and NAME_FILE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swerte-secrets-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const opsFile = join(dir, 'ops');
    const secret = hex(20);
    writeFileSync(opsFile, `  ${secret}\n`, { mode: 0o600 });
    const fromFile = readEnv({ ...productionSettings(), SWERTE_OPS_SECRET: undefined, SWERTE_OPS_SECRET_FILE: opsFile });
    expect(fromFile.opsSecret.value).toBe(secret);
    expect(settingsProblems(fromFile)).toEqual([]);

    const problems = settingsProblems(readEnv({ ...productionSettings(), SWERTE_OPS_SECRET: undefined, SWERTE_OPS_SECRET_FILE: join(dir, 'absent'), PAYMONGO_SECRET_KEY_FILE: opsFile }));
    expect(problems).toEqual([`SWERTE_OPS_SECRET_FILE: cannot read ${join(dir, 'absent')} (ENOENT)`, 'PAYMONGO_SECRET_KEY and PAYMONGO_SECRET_KEY_FILE are both set: set one']);
  });

  it('the restricted-persons check: production refuses to run without a service or a list file it can read; development runs without', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swerte-ndrp-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const noService = { ...productionSettings(), NDRP_API_URL: undefined, NDRP_API_KEY: undefined };
    expect(settingsProblems(readEnv(noService))).toEqual(['NDRP_API_URL (with NDRP_API_KEY) or NDRP_LIST_FILE is not set: production does not run without the restricted-persons check']);
    const absent = join(dir, 'ndrp.txt');
    expect(settingsProblems(readEnv({ ...noService, NDRP_LIST_FILE: absent }))).toEqual([`NDRP_LIST_FILE: cannot read ${absent} (ENOENT)`]);
    writeFileSync(absent, '09171110000\n');
    expect(settingsProblems(readEnv({ ...noService, NDRP_LIST_FILE: absent }))).toEqual([]);
    expect(settingsProblems(readEnv({}))).toEqual([]);
  });

  it('SWERTE_TOTP_KEY: production requires one of 32 characters or more; DATABASE_MIGRATION_URL needs DATABASE_URL', () => {
    expect(settingsProblems(readEnv({ ...productionSettings(), SWERTE_TOTP_KEY: 'short' }))).toEqual(['SWERTE_TOTP_KEY is shorter than 32 characters']);
    expect(settingsProblems(readEnv({ SWERTE_TOTP_KEY: 'x'.repeat(31) }))).toEqual(['SWERTE_TOTP_KEY is shorter than 32 characters']);
    expect(settingsProblems(readEnv({ DATABASE_MIGRATION_URL: 'postgres://owner@127.0.0.1/swerte' }))).toEqual([
      'DATABASE_MIGRATION_URL is set without DATABASE_URL (the owner migrates the database the server uses)',
    ]);
  });

  it('DATABASE_POOL_SIZE: 20 connections unless set; a whole number from 1 to 500, anything else named', () => {
    expect(readEnv({}).databasePoolSize).toBe(20);
    expect(readEnv({ DATABASE_POOL_SIZE: ' 5 ' }).databasePoolSize).toBe(5);
    for (const bad of ['0', '501', '2.5', 'ten', '-1']) {
      expect(settingsProblems(readEnv({ DATABASE_POOL_SIZE: bad }))).toEqual(['DATABASE_POOL_SIZE must be a whole number of connections from 1 to 500']);
    }
  });

  it('SWERTE_TEST_CLOCK: production refuses it; development takes 1; another value is named in either mode', () => {
    expect(settingsProblems(readEnv({ ...productionSettings(), SWERTE_TEST_CLOCK: '1' }))).toEqual(['SWERTE_TEST_CLOCK is for development tests only: production keeps the real clock (unset it)']);
    expect(readEnv({ SWERTE_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(settingsProblems(readEnv({ SWERTE_TEST_CLOCK: '1' }))).toEqual([]);
    expect(readEnv({ SWERTE_TEST_CLOCK: '0' }).testClock).toBe(false);
    expect(settingsProblems(readEnv({ SWERTE_TEST_CLOCK: 'yes' }))).toEqual(['SWERTE_TEST_CLOCK is "yes": use 1 (development tests only) or leave it unset']);
  });

  it('development needs none of them, but a secret it is given must be sound', () => {
    expect(settingsProblems(readEnv({}))).toEqual([]);
    expect(settingsProblems(readEnv({ SWERTE_OPS_SECRET: 'x'.repeat(31), SWERTE_SANDBOX_SECRET: '' }))).toEqual(['SWERTE_OPS_SECRET is shorter than 32 characters', 'SWERTE_SANDBOX_SECRET is empty']);
  });

  it('development listens on loopback only, unless told SWERTE_DEV_ON_NETWORK=1; production anywhere', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) expect(settingsProblems(readEnv({ HOST: host })), host).toEqual([]);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'swerte.example']) {
      const problems = settingsProblems(readEnv({ HOST: host }));
      expect(problems, host).toHaveLength(1);
      expect(problems[0]).toContain(`HOST is ${host}, an address other machines reach, in development mode`);
      expect(problems[0]).toContain('SWERTE_DEV_ON_NETWORK=1');
      expect(settingsProblems(readEnv({ HOST: host, SWERTE_DEV_ON_NETWORK: '1' })), host).toEqual([]);
      expect(settingsProblems(readEnv({ HOST: host, SWERTE_DEV_ON_NETWORK: 'yes' })), host).toHaveLength(1);
    }
    expect(settingsProblems(readEnv({ ...productionSettings(), HOST: '0.0.0.0' }))).toEqual([]);
  });
});

describe(`a production server (${databaseKind})`, () => {
  it('runs on the real adapters built from its settings, with no sandbox, no demo player and no secret in DATA_DIR', { timeout: 60_000 }, async () => {
    const listDir = mkdtempSync(join(tmpdir(), 'swerte-ndrp-'));
    cleanups.push(() => rmSync(listDir, { recursive: true, force: true }));
    writeFileSync(join(listDir, 'ndrp.txt'), '09171110000\n');
    const settings = { ...productionSettings(), NDRP_API_URL: '', NDRP_API_KEY: '', NDRP_LIST_FILE: join(listDir, 'ndrp.txt') };
    const { built, factories } = doubles();
    const { running, dataDir } = await start(settings, factories);
    // The restricted-persons list file is in force from the start (imported into the database).
    const lists = (await running.database.db.execute(sql`SELECT entries, source FROM ndrp_lists`)) as unknown as { rows: unknown[] };
    expect(lists.rows).toEqual([{ entries: 1, source: 'file' }]);
    expect(built.paymongo).toEqual({ secretKey: settings.PAYMONGO_SECRET_KEY, webhookSecret: settings.PAYMONGO_WEBHOOK_SECRET, apiBase: 'https://api.paymongo.com', publicUrl: settings.PUBLIC_URL });
    expect(built.semaphore).toEqual({ apiKey: settings.SEMAPHORE_API_KEY, senderName: 'SWERTE', apiBase: 'https://api.semaphore.co' });

    expect(routesOf(running.app).filter((r) => r.url.includes('/sandbox/'))).toEqual([]);
    const pay = await running.app.inject({ method: 'POST', url: '/sandbox/checkout/R1/pay', payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pay.statusCode).toBe(404);

    expect(await usersRepo(running.database.db).byAccount(demoPlayer.account)).toBeUndefined();
    const login = await running.app.inject({ method: 'POST', url: '/app/v1/accountLogin', payload: { ...common, type: 2, account: demoPlayer.account, password: demoPlayer.password } });
    expect(login.json().errcode).not.toBe(0);

    // The product's content is still seeded; the client learns it is not a sandbox.
    const config = await appConfig(running);
    expect(Object.keys(config.config.rechargeTypeMap).length).toBeGreaterThan(0);
    expect(config.runMode).toBe('production');
    for (const file of ['ops.secret', 'sandbox-payments.secret', 'totp.secret', 'sms-outbox.jsonl']) expect(existsSync(join(dataDir, file))).toBe(false);

    // The operator endpoint takes the secret from the environment.
    const ops = await running.app.inject({ method: 'POST', url: '/ops/v1/cli/audit', headers: { authorization: `Bearer ${settings.SWERTE_OPS_SECRET}` }, payload: { args: [] } });
    expect(ops.statusCode).toBe(200);
  });
});

describe(`a development server (${databaseKind})`, () => {
  it('has the sandbox checkout, the demo player, generated secrets and says so to the client', { timeout: 60_000 }, async () => {
    const { running, dataDir } = await start({ NODE_ENV: 'test' });
    expect(routesOf(running.app).some((r) => r.url.startsWith('/sandbox/checkout/'))).toBe(true);
    expect(await usersRepo(running.database.db).byAccount(demoPlayer.account)).toBeDefined();
    expect((await appConfig(running)).runMode).toBe('development');
    for (const file of ['ops.secret', 'sandbox-payments.secret', 'totp.secret']) expect(existsSync(join(dataDir, file))).toBe(true);
    // No test clock unless asked for: the clock command does not exist.
    expect((await clock(running, dataDir, ['show'])).statusCode).toBe(404);
  });

  it('with SWERTE_TEST_CLOCK=1 the operator command `clock` moves the server clock (deps.now), and back', { timeout: 60_000 }, async () => {
    const { running, dataDir } = await start({ NODE_ENV: 'test', SWERTE_TEST_CLOCK: '1' });
    const serverNow = async () => (await running.app.inject({ method: 'POST', url: '/app/v1/loginBonus3User', payload: common })).json().now as number;
    expect(Math.abs((await serverNow()) - Date.now())).toBeLessThan(5_000);
    const day = 24 * 3600_000;
    const moved = await clock(running, dataDir, ['advance', String(day)]);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ ok: true, offsetMs: day, manila: expect.stringMatching(/ Manila$/) });
    expect((await serverNow()) - Date.now()).toBeGreaterThan(day - 5_000);
    // Only forward, at most a year a step; a wrong secret is refused like every command.
    for (const args of [['advance', '-5'], ['advance', '0'], ['advance', 'x'], ['advance', String(400 * day)], ['sideways']]) {
      expect((await clock(running, dataDir, args)).json()).toMatchObject({ ok: false, error: expect.stringContaining('usage: clock') });
    }
    const wrong = await running.app.inject({ method: 'POST', url: '/ops/v1/cli/clock', headers: { authorization: 'Bearer wrong' }, payload: { args: ['reset'] } });
    expect(wrong.statusCode).toBe(401);
    expect((await clock(running, dataDir, ['reset'])).json()).toMatchObject({ ok: true, offsetMs: 0 });
    expect(Math.abs((await serverNow()) - Date.now())).toBeLessThan(5_000);
  });
});

/** The operator endpoint's `clock` command, with the data folder's secret. */
function clock(running: Running, dataDir: string, args: string[]) {
  const secret = readFileSync(join(dataDir, 'ops.secret'), 'utf8').trim();
  return running.app.inject({ method: 'POST', url: '/ops/v1/cli/clock', headers: { authorization: `Bearer ${secret}` }, payload: { args } });
}
