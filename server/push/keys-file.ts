import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SettingsRefused, type Env } from '../config/env.ts';
import { newVapidKeys, type VapidKeys } from './keys.ts';

/**
 * The run mode's VAPID keys: production's from the environment (settingsProblems has checked them);
 * development's from DATA_DIR/vapid.json, made on the first start and kept (readable by the server's
 * account only), so the browsers' subscriptions outlive a restart.
 */
export function vapidKeysFor(env: Env): VapidKeys {
  if (env.mode === 'production') {
    const { publicKey, privateKey, subject } = env.vapid;
    if (!publicKey || !privateKey.value || !subject) throw new SettingsRefused(env.mode, ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required']);
    return { publicKey, privateKey: privateKey.value, subject };
  }
  const file = join(env.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject: env.vapid.subject ?? 'mailto:dev@swerte.invalid' };
  }
  mkdirSync(env.dataDir, { recursive: true });
  const keys = newVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...keys, subject: env.vapid.subject ?? 'mailto:dev@swerte.invalid' };
}
