import { createHash, randomBytes } from 'node:crypto';
import { rules } from '../config/rules.ts';

/** A fresh opaque token (256 random bits, base64url). Only its hash is stored. */
export function newToken(): string {
  return randomBytes(rules.token.bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accepts `Bearer <token>` or the bare token; anything else is no token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}
