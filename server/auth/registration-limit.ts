import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import { addressKey } from './address-key.ts';
import { lockKeys } from './advisory-locks.ts';
import { limitHitsRepo } from './limit-hits-repo.ts';

const WINDOW = 3600 * 1000;
const limitKey = (ip: string) => `register:${addressKey(ip)}`;
const refused = () => new ApiError(Errcode.tooMany, { msg: MessageKey.registrationLimit });

/**
 * New players per address key (IPv4, or IPv6 /64) per hour. The cheap check, before anything costs:
 * a sign-up over the limit is refused before any lookup of the name or number and before argon2.
 */
export async function assertRegistrationOpen(db: Executor, ip: string, now: number): Promise<void> {
  if ((await limitHitsRepo(db).countSince(limitKey(ip), new Date(now - WINDOW))) >= rules.registration.perAddressPerHour) throw refused();
}

/**
 * The binding check, inside the transaction that creates the player: under an advisory lock on the
 * key it counts and records the sign-up, so parallel sign-ups cannot pass the limit together, and a
 * sign-up that fails later (name taken, code spent) rolls its hit back with the player.
 */
export async function takeRegistrationSlot(tx: Executor, ip: string, now: number): Promise<void> {
  const key = limitKey(ip);
  await lockKeys(tx, [key]);
  const hits = limitHitsRepo(tx);
  if ((await hits.countSince(key, new Date(now - WINDOW))) >= rules.registration.perAddressPerHour) throw refused();
  await hits.forgetBefore(key, new Date(now - WINDOW));
  await hits.insert(key, new Date(now));
}
