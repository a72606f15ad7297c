import { hash, verify } from '@node-rs/argon2';
import { rules } from '../config/rules.ts';

const options = {
  // Algorithm.Argon2id; the enum is ambient (const) and cannot be imported under isolatedModules.
  algorithm: 2,
  memoryCost: rules.password.memoryCost,
  timeCost: rules.password.timeCost,
  parallelism: rules.password.parallelism,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when the account does not exist keeps response time from revealing it.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
