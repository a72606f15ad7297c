import type { Env } from './config/env.ts';
import type { ServerDeps } from './deps.ts';
import { fileOutbox, type SmsSender } from './auth/index.ts';
import { sandboxGateway } from './wallet/index.ts';
import { httpRestrictedPersons, storedListRestrictedPersons } from './kyc/index.ts';
import type { Db } from './db/client.ts';
import { developmentSocial, productionSocial } from './config/social.ts';
import type { SocialSettings } from './ports/social.ts';

/** What the PayMongo adapter (wallet/) is built from: docs/production.md says where each comes from. */
export interface PaymongoOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  publicUrl: string;
}

/** What the Semaphore SMS adapter (auth/) is built from. */
export interface SemaphoreOptions {
  apiKey: string;
  senderName: string;
  apiBase: string;
}

/**
 * The real providers' adapters. They are parameters rather than imports so the tests hand in doubles
 * and this file decides only which adapter a mode gets; start.ts passes the real ones.
 */
export interface AdapterFactories {
  paymongo(opts: PaymongoOptions): ServerDeps['payments'];
  semaphore(opts: SemaphoreOptions): SmsSender;
}

export type Adapters = Pick<ServerDeps, 'payments' | 'sms' | 'restricted'>;

/**
 * What the adapters built here need: the sandbox's signing secret (development, read lazily), where
 * the outbox and the list adapter log, and the database the restricted-persons lists live in.
 */
export interface LocalAdapterInputs {
  sandboxSecret(): string;
  log(line: string): void;
  db: Db;
  now(): number;
}

/** Adapters a production build cannot start without, when the factory for one is absent. */
export function missingFactories(env: Env, factories: Partial<AdapterFactories>): string[] {
  if (env.mode !== 'production') return [];
  const missing: string[] = [];
  if (!factories.paymongo) missing.push('payments: this build has no PayMongo adapter');
  if (!factories.semaphore) missing.push('SMS: this build has no Semaphore adapter');
  return missing;
}

/**
 * Development: the sandbox checkout and the SMS outbox file (nothing leaves the machine). Production:
 * the real PayMongo and Semaphore adapters, built from settings `settingsProblems` has already checked.
 */
export function buildAdapters(env: Env, factories: Partial<AdapterFactories>, local: LocalAdapterInputs): Adapters {
  const restricted = restrictedPersons(env, local);
  if (env.mode === 'development') {
    return { payments: sandboxGateway(local.sandboxSecret()), sms: fileOutbox(env.smsOutboxFile, local.log), restricted };
  }
  const { paymongo, semaphore } = factories;
  const { secretKey, webhookSecret, apiBase, publicUrl } = env.paymongo;
  const { apiKey, senderName, apiBase: smsApiBase } = env.semaphore;
  // startServer checks first and names every problem; reaching this is a caller skipping that check.
  if (!paymongo || !semaphore || !secretKey.value || !webhookSecret.value || !publicUrl || !apiKey.value || !senderName) {
    throw new Error('buildAdapters: production adapters asked for without their settings checked (settingsProblems, missingFactories)');
  }
  return {
    payments: paymongo({ secretKey: secretKey.value, webhookSecret: webhookSecret.value, apiBase, publicUrl }),
    sms: semaphore({ apiKey: apiKey.value, senderName, apiBase: smsApiBase }),
    restricted,
  };
}

/**
 * The restricted-persons check, in either mode: the HTTP service when NDRP_API_URL is set (its key
 * checked by settingsProblems), else the lists in the database, where NDRP_LIST_FILE is imported when
 * it changes and compliance uploads from the console. PAGCOR publishes no NDRP API: a licensee loads
 * the list it receives (file or console), or runs a service of the interface docs/kyc.md defines.
 */
function restrictedPersons(env: Env, local: LocalAdapterInputs) {
  const { apiUrl, apiKey, listFile } = env.ndrp;
  if (apiUrl && apiKey.value) return httpRestrictedPersons({ apiBase: apiUrl, apiKey: apiKey.value });
  return storedListRestrictedPersons(local.db, { file: listFile, now: local.now, log: local.log });
}

/**
 * Sign in with Google, LINE and Facebook (docs/social.md). Development: every provider, at the fakes
 * this server serves on `port` (the adapters call them over HTTP, nothing leaves the machine).
 * Production: SOCIAL_PROVIDERS' providers with the settings `settingsProblems` has checked, returning
 * to PUBLIC_URL.
 */
export function socialSettings(env: Env, port: number): SocialSettings {
  if (env.mode === 'production') return productionSocial(env.social, env.paymongo.publicUrl);
  const host = env.host === '0.0.0.0' || env.host === '::' ? '127.0.0.1' : env.host.includes(':') ? `[${env.host}]` : env.host;
  return developmentSocial(`http://${host}:${port}`);
}
