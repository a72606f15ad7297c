import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { readSocialEnv, socialProblems, type SocialEnv } from './social.ts';
import { OWN_SECRET_MIN, PROVIDER_SECRET_MIN, optionalSecretProblem, readSetting, requiredSecretProblem, type Setting } from './secrets.ts';

/**
 * development: what `npm start` gives on a fresh machine: the sandbox payment page, the SMS outbox
 * file, the demo player. production: real payment and SMS providers, secrets from the environment,
 * none of the development things (docs/production.md lists every setting).
 */
export type RunMode = 'development' | 'production';

export interface Env {
  mode: RunMode;
  port: number;
  host: string;
  /**
   * SWERTE_DEV_ON_NETWORK=1: development may listen on an address other hosts reach (a phone on the
   * desk's network). Without it development listens on loopback only: a server started without
   * NODE_ENV=production on a public address would run the free sandbox checkout and the demo player.
   */
  devOnNetwork: boolean;
  /** A PostgreSQL server; when unset the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /**
   * DATABASE_MIGRATION_URL: the same database as the tables' owner, used only to migrate at start, so
   * DATABASE_URL can be a role with only row rights (docs/production.md "Database roles").
   */
  databaseMigrationUrl?: string;
  /**
   * DATABASE_POOL_SIZE: PostgreSQL connections each server process may hold (default 20). A cluster
   * holds WEB_CONCURRENCY times this, which must stay under the server's max_connections with room
   * for the CLIs and a replacement worker starting while a dead one's connections close.
   */
  databasePoolSize: number;
  dataDir: string;
  distDir: string;
  logLevel: string;
  /** Where the development SMS adapter writes messages (read by `npm run outbox`). */
  smsOutboxFile: string;
  /** SWERTE_OPS_SECRET(_FILE): the operator endpoint's secret. Development generates one in dataDir when unset. */
  opsSecret: Setting;
  /** SWERTE_SANDBOX_SECRET(_FILE): the sandbox's callback signing secret (development; generated in dataDir when unset). */
  sandboxSecret: Setting;
  /** SWERTE_TOTP_KEY(_FILE): seals operators' TOTP secrets at rest (server/console/totp-seal.ts); required in production, generated in dataDir in development. */
  totpKey: Setting;
  /** The PayMongo adapter's settings (production). */
  paymongo: { secretKey: Setting; webhookSecret: Setting; apiBase: string; publicUrl?: string };
  /** The Semaphore SMS adapter's settings (production). */
  semaphore: { apiKey: Setting; senderName?: string; apiBase: string };
  /**
   * Web Push's VAPID keys (docs/push.md): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY(_FILE) and VAPID_SUBJECT
   * (mailto: or https:), required in production; development keeps a generated pair in DATA_DIR/vapid.json.
   */
  vapid: { publicKey?: string; privateKey: Setting; subject?: string };
  /**
   * The restricted-persons (NDRP) check (docs/kyc.md): NDRP_API_URL + NDRP_API_KEY(_FILE) select the
   * HTTP adapter; without them the lists in the database, where NDRP_LIST_FILE (default
   * <DATA_DIR>/ndrp.txt) is imported when it changes. Production requires the service or a set file.
   */
  ndrp: { apiUrl?: string; apiKey: Setting; listFile: string; listFileSet: boolean };
  /**
   * SWERTE_TEST_CLOCK=1: deps.now is the real time plus an offset the operator command `clock` moves
   * (server/ops/test-clock.ts, docs/testing.md). For end-to-end tests in development; production refuses it.
   */
  testClock: boolean;
  /** SWERTE_TEST_CLOCK holding something other than 1 or 0. */
  testClockProblem?: string;
  /** SWERTE_MODE holding something other than development or production. */
  modeProblem?: string;
  /** Sign in with Google, LINE and Facebook (server/config/social.ts, docs/social.md): production's providers. */
  social: SocialEnv;
}

/**
 * Production when NODE_ENV=production or SWERTE_MODE=production; SWERTE_MODE=development forces
 * development. An unknown SWERTE_MODE counts as production (and is refused at start): a typo must
 * never quietly bring the sandbox up.
 */
function runMode(env: NodeJS.ProcessEnv): { mode: RunMode; modeProblem?: string } {
  const asked = env.SWERTE_MODE?.trim();
  if (asked === 'development' || asked === 'production') return { mode: asked };
  if (asked) return { mode: 'production', modeProblem: `SWERTE_MODE is "${asked}": use development or production` };
  return { mode: env.NODE_ENV === 'production' ? 'production' : 'development' };
}

const DEFAULT_POOL_SIZE = 20;

/** DATABASE_POOL_SIZE as a whole number of connections; anything else is named by settingsProblems. */
function poolSize(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_POOL_SIZE;
  return /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 500 ? Number(text) : Number.NaN;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** SWERTE_TEST_CLOCK: 1 on, 0 or unset off; anything else is named (a typo must not quietly leave it off). */
function testClockSetting(value: string | undefined): { testClock: boolean; testClockProblem?: string } {
  if (value === undefined || value === '0') return { testClock: false };
  if (value === '1') return { testClock: true };
  return { testClock: false, testClockProblem: `SWERTE_TEST_CLOCK is "${value}": use 1 (development tests only) or leave it unset` };
}

/** Reads the environment; never throws (the CLIs read it too). `settingsProblems` says what is wrong. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    ...runMode(env),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    devOnNetwork: text(env.SWERTE_DEV_ON_NETWORK) === '1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    ...testClockSetting(text(env.SWERTE_TEST_CLOCK)),
    dataDir,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    smsOutboxFile: resolve(env.SMS_OUTBOX_FILE ?? `${dataDir}/sms-outbox.jsonl`),
    opsSecret: readSetting(env, 'SWERTE_OPS_SECRET'),
    sandboxSecret: readSetting(env, 'SWERTE_SANDBOX_SECRET'),
    totpKey: readSetting(env, 'SWERTE_TOTP_KEY'),
    paymongo: {
      secretKey: readSetting(env, 'PAYMONGO_SECRET_KEY'),
      webhookSecret: readSetting(env, 'PAYMONGO_WEBHOOK_SECRET'),
      apiBase: text(env.PAYMONGO_API_BASE) ?? 'https://api.paymongo.com',
      publicUrl: text(env.PUBLIC_URL),
    },
    ndrp: {
      apiUrl: text(env.NDRP_API_URL),
      apiKey: readSetting(env, 'NDRP_API_KEY'),
      listFile: resolve(text(env.NDRP_LIST_FILE) ?? `${dataDir}/ndrp.txt`),
      listFileSet: text(env.NDRP_LIST_FILE) !== undefined,
    },
    vapid: { publicKey: text(env.VAPID_PUBLIC_KEY), privateKey: readSetting(env, 'VAPID_PRIVATE_KEY'), subject: text(env.VAPID_SUBJECT) },
    social: readSocialEnv(env),
    semaphore: {
      apiKey: readSetting(env, 'SEMAPHORE_API_KEY'),
      senderName: text(env.SEMAPHORE_SENDER_NAME),
      apiBase: text(env.SEMAPHORE_API_BASE) ?? 'https://api.semaphore.co',
    },
  };
}

/** Names of this machine, as a URL's hostname ([::1]) or a listen address (::1) writes them. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** An address only this machine reaches: localhost, ::1 or anything in 127.0.0.0/8. */
export const isLoopbackHost = (host: string): boolean => LOCAL_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** A provider's API: https, or plain http to this machine only (a local fake of the provider). */
function apiBaseProblem(name: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL: ${value}`;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return undefined;
  return `${name} must be an https:// URL (http:// only for 127.0.0.1): ${value}`;
}

/** Where players reach the app (payment redirects come back here): an https origin, nothing after the host. */
function publicUrlProblem(value: string | undefined): string | undefined {
  if (!value) return 'PUBLIC_URL is not set (the https:// address players open, e.g. https://swerte.example.ph)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `PUBLIC_URL is not a URL: ${value}`;
  }
  if (url.protocol !== 'https:') return `PUBLIC_URL must start with https://: ${value}`;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return `PUBLIC_URL must be an origin only (https://host[:port]): ${value}`;
  return undefined;
}

/**
 * Production never runs without the restricted-persons check (issue 26: without a service or a list
 * file it was silently off): the service, or a list file that is there to read.
 */
function ndrpProblem(ndrp: Env['ndrp']): string | undefined {
  if (ndrp.apiUrl) return undefined;
  if (!ndrp.listFileSet) return 'NDRP_API_URL (with NDRP_API_KEY) or NDRP_LIST_FILE is not set: production does not run without the restricted-persons check';
  try {
    accessSync(ndrp.listFile, constants.R_OK);
    return undefined;
  } catch (error) {
    return `NDRP_LIST_FILE: cannot read ${ndrp.listFile} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`;
  }
}

/** Semaphore sender names: up to 11 letters and digits, registered with Semaphore (semaphore.co/faq). */
const SENDER_NAME = /^[A-Za-z0-9]{1,11}$/;

/**
 * Every setting the mode needs that is missing or refused, one line each, so one failed start names
 * them all. Development needs nothing; secrets it is given must still be sound.
 */
export function settingsProblems(env: Env): string[] {
  const problems: (string | undefined)[] = [env.modeProblem, env.testClockProblem];
  if (Number.isNaN(env.databasePoolSize)) problems.push('DATABASE_POOL_SIZE must be a whole number of connections from 1 to 500');
  if (env.databaseMigrationUrl && !env.databaseUrl) problems.push('DATABASE_MIGRATION_URL is set without DATABASE_URL (the owner migrates the database the server uses)');
  if (env.ndrp.apiUrl) {
    problems.push(apiBaseProblem('NDRP_API_URL', env.ndrp.apiUrl));
    problems.push(requiredSecretProblem('NDRP_API_KEY', env.ndrp.apiKey, PROVIDER_SECRET_MIN));
  }
  if (env.mode === 'development') {
    if (!isLoopbackHost(env.host) && !env.devOnNetwork) {
      problems.push(
        `HOST is ${env.host}, an address other machines reach, in development mode (the sandbox checkout pays for free, the demo player signs in): set NODE_ENV=production, or SWERTE_DEV_ON_NETWORK=1 to mean it`,
      );
    }
    problems.push(optionalSecretProblem('SWERTE_OPS_SECRET', env.opsSecret, OWN_SECRET_MIN));
    problems.push(optionalSecretProblem('SWERTE_SANDBOX_SECRET', env.sandboxSecret, OWN_SECRET_MIN));
    problems.push(optionalSecretProblem('SWERTE_TOTP_KEY', env.totpKey, OWN_SECRET_MIN));
    return problems.filter((p) => p !== undefined);
  }
  // A movable clock would let whoever holds the operator secret reopen every daily prize: tests only.
  if (env.testClock) problems.push('SWERTE_TEST_CLOCK is for development tests only: production keeps the real clock (unset it)');
  problems.push(requiredSecretProblem('SWERTE_OPS_SECRET', env.opsSecret, OWN_SECRET_MIN));
  problems.push(requiredSecretProblem('SWERTE_TOTP_KEY', env.totpKey, OWN_SECRET_MIN));
  problems.push(ndrpProblem(env.ndrp));
  problems.push(requiredSecretProblem('PAYMONGO_SECRET_KEY', env.paymongo.secretKey, PROVIDER_SECRET_MIN));
  const key = env.paymongo.secretKey.value;
  // The public key (pk_…) is the usual wrong paste: it cannot create payments.
  if (key && !key.startsWith('sk_')) problems.push('PAYMONGO_SECRET_KEY must be a PayMongo secret key (sk_live_… or sk_test_…)');
  problems.push(requiredSecretProblem('PAYMONGO_WEBHOOK_SECRET', env.paymongo.webhookSecret, PROVIDER_SECRET_MIN));
  problems.push(apiBaseProblem('PAYMONGO_API_BASE', env.paymongo.apiBase));
  problems.push(publicUrlProblem(env.paymongo.publicUrl));
  problems.push(requiredSecretProblem('SEMAPHORE_API_KEY', env.semaphore.apiKey, PROVIDER_SECRET_MIN));
  const sender = env.semaphore.senderName;
  if (!sender) problems.push('SEMAPHORE_SENDER_NAME is not set (the sender name registered with Semaphore)');
  else if (!SENDER_NAME.test(sender)) problems.push(`SEMAPHORE_SENDER_NAME must be 1 to 11 letters or digits: ${sender}`);
  problems.push(apiBaseProblem('SEMAPHORE_API_BASE', env.semaphore.apiBase));
  problems.push(...vapidProblems(env.vapid));
  problems.push(...socialProblems(env.social));
  return problems.filter((p) => p !== undefined);
}

/** A P-256 key as web-push takes it: base64url, 65 bytes public (87 characters), 32 private (43). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Production's Web Push keys (docs/push.md): both halves and a contact the push services accept. */
function vapidProblems(vapid: Env['vapid']): (string | undefined)[] {
  const problems: (string | undefined)[] = [];
  if (!vapid.publicKey) problems.push('VAPID_PUBLIC_KEY is not set (make a pair once with `npx web-push generate-vapid-keys`)');
  else if (!BASE64URL.test(vapid.publicKey) || vapid.publicKey.length !== 87) problems.push('VAPID_PUBLIC_KEY must be the 87-character base64url public key web-push generates');
  const privateProblem = requiredSecretProblem('VAPID_PRIVATE_KEY', vapid.privateKey, 43);
  problems.push(privateProblem);
  if (!privateProblem && (!BASE64URL.test(vapid.privateKey.value ?? '') || vapid.privateKey.value?.length !== 43)) problems.push('VAPID_PRIVATE_KEY must be the 43-character base64url private key web-push generates');
  if (!vapid.subject) problems.push('VAPID_SUBJECT is not set (mailto:ops@your-domain or https://your-domain: push services contact the operator there)');
  else if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(vapid.subject)) problems.push(`VAPID_SUBJECT must be a mailto: address or an https:// URL: ${vapid.subject}`);
  return problems;
}

/** The server refused to start: `problems` are every missing or refused setting. */
export class SettingsRefused extends Error {
  constructor(
    readonly mode: RunMode,
    readonly problems: string[],
  ) {
    super(`Swerte refuses to start in ${mode} mode (docs/production.md lists every setting):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsRefused';
  }
}
