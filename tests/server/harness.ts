import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { CallPath } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { sandboxGateway } from '../../server/wallet/payments/sandbox.ts';
import type { PaymentGateway } from '../../server/wallet/payments/gateway.ts';

/** The sandbox payment secret of test servers (tests sign callbacks with it, or forge them without). */
export const SANDBOX_TEST_SECRET = 'test-sandbox-secret';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { rules } from '../../server/config/rules.ts';
import type { ServerDeps } from '../../server/deps.ts';
import { seed, demoPlayer } from '../../server/seed/seed.ts';
import { configureFairness, fairSeedKeyFrom } from '../../server/fairness/index.ts';
import { createConfigService } from '../../server/app-config/service.ts';
import { memoryOutbox } from '../../server/auth/sms/outbox.ts';
import { memoryRestrictedPersons } from '../../server/kyc/ndrp/restricted.ts';
import { totpKeyFrom, totpSealer } from '../../server/console/totp-seal.ts';

/** The TOTP sealing key of test servers (SWERTE_TOTP_KEY's stand-in): operators' secrets are sealed with it. */
export const TEST_TOTP = totpSealer(totpKeyFrom('test-totp-key-0123456789abcdef0123456789'));
// The fair server seeds' sealing key, as start.ts derives it from SWERTE_TOTP_KEY (server/fairness/keys.ts).
configureFairness({ sealKey: fairSeedKeyFrom('test-totp-key-0123456789abcdef0123456789') });

/**
 * argon2id at production cost (m = 19 MiB, t = 2) is ≈30 ms of CPU a hash or check, and the server
 * suites make a couple of thousand (every sign-in and registration): about a minute of CI's CPU that
 * proves nothing about hashing. The suites hash at a low cost; `productionHashCost()` puts the real
 * one back for the files about the hashing queue (password-hashing, auth-enumeration, console,
 * console-lockout), whose timing needs hashes that take time. Production reads rules.ts untouched.
 */
const PRODUCTION_HASH_COST = { ...rules.password };
Object.assign(rules.password, { memoryCost: 1024, timeCost: 1 });
export function productionHashCost(): void {
  beforeAll(() => void Object.assign(rules.password, PRODUCTION_HASH_COST));
  afterAll(() => void Object.assign(rules.password, { memoryCost: 1024, timeCost: 1 }));
}

/** The database under test: a PostgreSQL server when TEST_DATABASE_URL is set, else embedded PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const databaseKind = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * How many random cases a property or volume test runs: `full`, or `small` in CI's PGlite run beside a
 * PostgreSQL one (scripts/test-all.mjs sets SERVER_SUITE_SAMPLES=small there). That run exists for what
 * can differ on the embedded database, the rows raw SQL answers (scripts/server-suites.mjs), which a few
 * cases show as well as thirty; the full sample runs on PostgreSQL, and on PGlite when it runs alone.
 */
export const smallSamples = process.env.SERVER_SUITE_SAMPLES === 'small';
export const samples = (full: number, small: number): number => (smallSamples ? small : full);

export const common = {
  appId: 'swerte',
  channel: 'WEB',
  clientReferrer: '',
  platform: 'web',
  appVersion: '0.1.0',
  appWebName: 'swerte',
};

export interface CallResult {
  status: number;
  // Tests read arbitrary payload fields; the contract tests check shapes.
  body: Record<string, any>;
  headers: Record<string, unknown>;
}

export interface TestServer {
  app: FastifyInstance;
  deps: ServerDeps;
  database: Database;
  outbox: ReturnType<typeof memoryOutbox>;
  /** The restricted-persons list of this test's server (empty; `set` replaces it with a list file's text). */
  restricted: ReturnType<typeof memoryRestrictedPersons>;
  demo: typeof demoPlayer;
  /** Moves the server clock forward (expiries, lock windows, cooldowns). */
  advance(ms: number): void;
  /** POSTs /app/v1/<path> with the common fields added. */
  call(path: CallPath | string, body?: Record<string, unknown>, opts?: { token?: string; ip?: string }): Promise<CallResult>;
  /** POSTs a raw payload (malformed bodies, other content types). */
  raw(path: string, payload: string, opts?: { contentType?: string; method?: 'POST' | 'GET' | 'PUT' | 'DELETE'; token?: string }): Promise<CallResult>;
  /** Signs in the demo player and returns the token. */
  loginDemo(): Promise<string>;
  /** Says this test alters the schema itself (a constraint, a migration row): the next test gets a new one. */
  schemaChanged(): void;
}

// Starting a PGlite costs ~2 s; the server suite shares one module graph between its files
// (vitest.config.ts), so one instance serves many files, schemas keeping files apart. PGlite has no
// autovacuum: every dropped schema and every truncation leaves dead catalog rows that slow what comes
// after, so a file starting after USES_PER_PGLITE test setups gets a new instance (measured on
// 2026-12-02: one instance for the whole suite made its later files up to 4× slower).
const USES_PER_PGLITE = 100;
interface SharedPglite {
  pglite: PGlite;
  /** Test setups (schemas made or emptied) in it so far. */
  uses: number;
  /** useTestServer scopes (describe blocks) now using it: it is replaced only when none is. */
  active: number;
}
let shared: SharedPglite | undefined;
// Files run one after another, so no other file is using a worn instance when it is replaced.
async function pgliteForFile(): Promise<SharedPglite> {
  if (shared && shared.uses >= USES_PER_PGLITE && shared.active === 0) {
    await shared.pglite.close();
    shared = undefined;
  }
  shared ??= { pglite: await PGlite.create(), uses: 0, active: 0 };
  shared.active += 1;
  return shared;
}

/**
 * A file's schema: migrated and seeded once, then put back to that seeded state before each test
 * by one script: every table emptied, the seeded rows copied back from a template schema beside it
 * (`<name>_seed`), every sequence set where the seed left it. Running `seed()` itself before each
 * test cost 30-odd statements in several transactions (≈120 ms a test on PostgreSQL under CI's
 * load, more than emptying); the copy is one round trip. On 2026-12-03
 * (54 tables, 39 sequences) emptying took 25–65 ms by DELETE and sequence restarts against 90–160 ms
 * (PGlite) and 420–510 ms (PostgreSQL) by TRUNCATE, and 490–570 ms to migrate a fresh schema.
 * `session_replication_role = replica` switches off the triggers for the transaction: the audit
 * tables' append-only triggers, and the foreign keys' (so the tables empty in any order).
 */
interface FileSchema {
  name: string;
  /** The script that puts every table but the migrations' record, and every sequence, back to the seeded state. */
  reset: string;
}

const freshSchemaName = () => `t_${randomBytes(6).toString('hex')}`;

/** The template schema holding a file schema's seeded rows. */
const templateOf = (name: string) => `${name}_seed`;

async function makeFileSchema(url: string | undefined, pglite: PGlite | undefined): Promise<FileSchema> {
  const name = freshSchemaName();
  const database = await openDatabase({ url, pglite, schemaName: name, poolSize: 1 });
  try {
    await migrate(database);
    const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = (
      await rows<{ name: string }>(
        sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1`,
      )
    ).map((row) => row.name);
    const sequences = (await rows<{ name: string }>(sql`SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY 1`)).map(
      (row) => row.name,
    );
    await seed(seedDeps(database));
    // The seeded rows, table by table, into the template schema; and where each sequence stands.
    const template = templateOf(name);
    const seeded: string[] = [];
    await database.exec(`CREATE SCHEMA "${template}"`);
    for (const table of tables) {
      const [counted] = await rows<{ count: number | string }>(sql.raw(`SELECT count(*) AS count FROM "${table}"`));
      if (Number(counted?.count ?? 0) === 0) continue;
      await database.exec(`CREATE TABLE "${template}"."${table}" AS TABLE "${name}"."${table}"`);
      seeded.push(table);
    }
    const positions: string[] = [];
    for (const sequence of sequences) {
      const [row] = await rows<{ last: number | string; called: boolean }>(sql.raw(`SELECT last_value AS last, is_called AS called FROM "${sequence}"`));
      positions.push(row!.called ? `SELECT setval('"${name}"."${sequence}"', ${Number(row!.last)}, true);` : `ALTER SEQUENCE "${sequence}" RESTART;`);
    }
    const statements = [
      ...tables.map((table) => `DELETE FROM "${table}";`),
      ...seeded.map((table) => `INSERT INTO "${table}" SELECT * FROM "${template}"."${table}";`),
      ...positions,
    ];
    return { name, reset: `BEGIN; SET LOCAL session_replication_role = replica; ${statements.join(' ')} COMMIT;` };
  } finally {
    await database.close();
  }
}

/** What `seed()` needs, for the one seeding of a file schema (the config service reads the rows it writes). */
function seedDeps(database: Database): Pick<ServerDeps, 'db' | 'config'> {
  return { db: database.db, config: createConfigService(database.db, Date.now, 0) };
}

async function dropSchema(url: string | undefined, pglite: PGlite | undefined, name: string): Promise<void> {
  const database = await openDatabase({ url, pglite, poolSize: 1 });
  try {
    await database.exec(`DROP SCHEMA IF EXISTS "${name}" CASCADE; DROP SCHEMA IF EXISTS "${templateOf(name)}" CASCADE`);
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL, a query on the outer database inside one of its transactions fails the test. The
 * embedded PGlite has a single connection, so there such a query waits for the transaction forever
 * (server/README.md, rules of the house); on PostgreSQL it would quietly take another connection.
 * This makes the PostgreSQL run catch what only the embedded database would show, so the suite need
 * not run every file on both (scripts/server-suites.mjs).
 */
const insideTransaction = new AsyncLocalStorage<{ pool: object; open: boolean }>();
interface GuardedPool {
  query(...args: unknown[]): unknown;
  connect(...args: unknown[]): unknown;
}
function refuseOuterQueriesInTransactions(database: Database): void {
  const db = database.db as unknown as { $client: GuardedPool; transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown> };
  const pool = db.$client;
  const [query, connect, transaction] = [pool.query.bind(pool), pool.connect.bind(pool), db.transaction.bind(db)];
  const refuse = (what: string) => {
    const open = insideTransaction.getStore();
    if (open?.open && open.pool === pool) {
      throw new Error(`${what} on the outer database inside one of its transactions: use the transaction's tx (PGlite would wait for ever)`);
    }
  };
  pool.query = (...args) => (refuse('a query'), query(...args));
  pool.connect = (...args) => (refuse('a second transaction'), connect(...args));
  db.transaction = (work, config) =>
    transaction(async (tx) => {
      const mark = { pool, open: true };
      try {
        return await insideTransaction.run(mark, () => work(tx));
      } finally {
        mark.open = false;
      }
    }, config);
}

/**
 * Registers hooks giving each test an empty, seeded schema with its own app. The file's tests share
 * one schema, emptied before each (a test that alters the schema itself calls `schemaChanged()` first,
 * and the next test gets a new one). PGlite instances are shared between files (see pgliteForFile).
 * `payments` makes each test's payment gateway (default: the sandbox with SANDBOX_TEST_SECRET).
 * `oneApp` keeps one app, pool and payment gateway for the whole scope (building an app and a pool is
 * ≈135 ms idle, more than most tests; the transport fuzz made 190 of them): each test still gets the
 * schema put back to its seeded state, the clock at zero, an empty SMS outbox and restricted list. Only
 * for files whose tests leave nothing in the app's memory that another test reads (rate limits in
 * memory, a live hub's streams): the transport fuzz's calls are each one request's work.
 */
export function useTestServer(setup: { payments?: () => PaymentGateway; oneApp?: boolean } = {}): TestServer {
  let embedded: SharedPglite | undefined;
  let fileSchema: FileSchema | undefined;
  let changed = false;
  /** An app and its pool are open (closed after each test, or with `oneApp` at the scope's end). */
  let open = false;
  const state = {} as {
    app: FastifyInstance;
    deps: ServerDeps;
    database: Database;
    outbox: ReturnType<typeof memoryOutbox>;
    restricted: ReturnType<typeof memoryRestrictedPersons>;
    offset: number;
  };

  beforeAll(async () => {
    if (!testDatabaseUrl) embedded = await pgliteForFile();
  });
  beforeEach(async () => {
    state.offset = 0;
    if (embedded) embedded.uses += 1;
    if (setup.oneApp && open && fileSchema) {
      await state.database.exec(fileSchema.reset);
      state.outbox.messages.length = 0;
      state.restricted.set('');
      state.deps.config.invalidate();
      return;
    }
    const fresh = !fileSchema;
    fileSchema ??= await makeFileSchema(testDatabaseUrl, embedded?.pglite);
    state.database = await openDatabase({ url: testDatabaseUrl, pglite: embedded?.pglite, schemaName: fileSchema.name, poolSize: 10 });
    // A fresh schema is seeded already; a used one goes back to its seeded state.
    if (!fresh) await state.database.exec(fileSchema.reset);
    if (testDatabaseUrl) refuseOuterQueriesInTransactions(state.database);
    const now = () => Date.now() + state.offset;
    state.outbox = memoryOutbox();
    state.restricted = memoryRestrictedPersons();
    state.deps = {
      mode: 'development',
      database: state.database,
      db: state.database.db,
      now,
      sms: state.outbox,
      payments: setup.payments?.() ?? sandboxGateway(SANDBOX_TEST_SECRET),
      // The config as production keeps it (2 s) when the app lives for the scope: every writer invalidates
      // it (server/console/config.ts, seed), and so does each test's reset; else read on every call.
      config: createConfigService(state.database.db, now, setup.oneApp ? 2000 : 0),
      restricted: state.restricted,
    };
    state.app = await buildApp({ deps: state.deps, totp: TEST_TOTP });
    open = true;
  });
  const closeApp = async () => {
    if (!open) return;
    open = false;
    await state.app.close();
    await state.database.close();
  };
  afterEach(async () => {
    if (!setup.oneApp || changed) await closeApp();
    if (changed && fileSchema) {
      await dropSchema(testDatabaseUrl, embedded?.pglite, fileSchema.name);
      fileSchema = undefined;
      changed = false;
    }
  });
  afterAll(async () => {
    await closeApp();
    if (fileSchema) await dropSchema(testDatabaseUrl, embedded?.pglite, fileSchema.name);
    fileSchema = undefined;
    if (embedded) embedded.active -= 1;
  });

  const toResult = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): CallResult => {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(res.body) as Record<string, unknown>;
    } catch {
      body = { raw: res.body };
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const server: TestServer = {
    get app() {
      return state.app;
    },
    get deps() {
      return state.deps;
    },
    get database() {
      return state.database;
    },
    get outbox() {
      return state.outbox;
    },
    get restricted() {
      return state.restricted;
    },
    demo: demoPlayer,
    advance(ms) {
      state.offset += ms;
    },
    async call(path, body = {}, opts = {}) {
      const res = await state.app.inject({
        method: 'POST',
        url: `/app/v1/${path}`,
        headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
        remoteAddress: opts.ip ?? '127.0.0.1',
        payload: { ...common, ...body },
      });
      return toResult(res);
    },
    async raw(path, payload, opts = {}) {
      const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await state.app.inject({ method: opts.method ?? 'POST', url: `/app/v1/${path}`, headers, payload });
      return toResult(res);
    },
    schemaChanged() {
      changed = true;
    },
    async loginDemo() {
      const res = await server.call('accountLogin', { type: 2, account: demoPlayer.account, password: demoPlayer.password });
      if (res.body.errcode !== 0) throw new Error(`demo login failed: ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
  };
  return server;
}
