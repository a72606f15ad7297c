import { randomInt, randomUUID } from 'node:crypto';
import { Errcode, MessageKey, MIN_AGE, type AppConfig } from '../../contract/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { UserRow } from '../api/context.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { signInGate } from './sign-in-gate.ts';
import { usersRepo } from '../db/users-repo.ts';
import { hashToken, newToken } from './tokens.ts';
import { recordSecurityEvent } from './security-log.ts';
import { grantSignupBonus } from '../rewards/index.ts';

type Lengths = AppConfig['lengths'];

/** Checks a value's length against a configured range; the 400 names the field and the range. */
export function checkLength(field: string, value: string, range: { min: number; max: number }): void {
  if (value.length < range.min || value.length > range.max) {
    throw invalid(field, MessageKey.fieldLength, { min: range.min, max: range.max });
  }
}

export function checkAccountName(account: string, lengths: Lengths): void {
  checkLength('account', account, lengths.account);
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(account)) throw invalid('account', MessageKey.accountFormat);
}

/** Today's date in Manila, where the age rule is applied. */
const manilaToday = (now: number) => new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** Refuses impossible dates and anyone under 21 (spec §5). */
export function checkBirthDate(birthDate: string, now: number): void {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const today = manilaToday(now);
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || birthDate > today || ty - y > rules.age.maxYears) {
    throw invalid('birthDate', MessageKey.birthDateInvalid);
  }
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  if (age < MIN_AGE) throw new ApiError(Errcode.forbidden, { field: 'birthDate', msg: MessageKey.underAge, params: { age: MIN_AGE } });
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newInviteCode = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export async function inviterId(db: Executor, inviteCode: string | undefined): Promise<number | null> {
  if (!inviteCode) return null;
  const inviter = await usersRepo(db).byInviteCode(inviteCode);
  if (!inviter) throw invalid('inviteCode', MessageKey.invalidInviter);
  return inviter.id;
}

export interface NewPlayer {
  account: string;
  accountType: number;
  mobile: string | null;
  passwordHash: string | null;
  nickname: string;
  birthDate: string;
  pid: number | null;
  ip: string;
  /** Welcome coins (config userRegisterCoin), read by the caller before its transaction. */
  welcomeCoin: number;
  /** Their turnover multiple (config signupBonusWagering; absent: the rewards area's default). */
  welcomeWagering?: number;
  /** The top-ups that unlock them (config bonusQualifyingDeposit; absent: the rewards area's default). */
  welcomeQualifyingDeposit?: number;
  now?: number;
}

/**
 * Creates the player and grants the welcome coins (rewards area: a bonus locked until the first
 * top-up and its turnover), in the caller's transaction. Inside a transaction only `tx` may be used:
 * PGlite has one connection, so a query on deps.db would wait for the transaction forever.
 */
export async function createPlayer(tx: Executor, input: NewPlayer): Promise<UserRow> {
  const users = usersRepo(tx);
  // The agent above the inviter (docs/agents.md "aid"): who earns the override on this player.
  const aid = input.pid === null ? 0 : ((await users.byId(input.pid))?.pid ?? 0);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await users.insert({
      uuid: randomUUID(),
      account: input.account,
      accountType: input.accountType,
      mobile: input.mobile,
      passwordHash: input.passwordHash,
      nickname: input.nickname,
      birthDate: input.birthDate,
      pid: input.pid,
      aid,
      inviteCode: newInviteCode(),
      regIp: input.ip,
      // The server's clock (a test clock moves it): the fill window and registration weeks count from it.
      ...(input.now === undefined ? {} : { createdAt: new Date(input.now) }),
    });
    if (row) {
      if (input.welcomeCoin > 0) {
        await grantSignupBonus(tx, { userId: row.id, amount: input.welcomeCoin, wagering: input.welcomeWagering, qualifyingDeposit: input.welcomeQualifyingDeposit, now: input.now ?? Date.now() });
      }
      return row;
    }
    if (await users.byAccount(input.account)) throw new ApiError(Errcode.conflict, { field: 'account', msg: MessageKey.accountExists });
    if (input.mobile && (await users.byMobile(input.mobile))) {
      throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileExists });
    }
    // Otherwise the random invite code collided: try another.
  }
  throw new Error('could not allocate an invite code');
}

/** How a player signed in, as their recent activity shows it. */
export type SignInMethod = 'password' | 'sms' | 'register' | 'google' | 'line' | 'facebook';

export interface SessionOptions {
  isNew?: boolean;
  method?: SignInMethod;
  /** The player asked for a withdraw-only session (after a 6003): made only while an exclusion is in force. */
  withdrawOnly?: boolean;
  /**
   * Work of the sign-in that must not outlive a refusal (spending the SMS code), run in the session's
   * transaction after the gate: a 6003 leaves the code unspent, so "Withdraw my balance" can send it again.
   */
  before?: (tx: Executor) => Promise<void>;
}

/**
 * Makes a session (the token only its hash is kept of), once the sign-in gate lets the player in. A
 * withdraw-only sign-in of an excluded player makes a withdraw-only session: it ends with the exclusion,
 * after rules.token.withdrawOnlyLifeSeconds, or 30 minutes idle. A player with nothing in force asking
 * for one gets a normal session (the exclusion ended meanwhile: nothing to restrict).
 */
export async function openSession(deps: ServerDeps, userId: number, ip: string, userAgent: string, opts: SessionOptions = {}) {
  const isNew = opts.isNew ?? false;
  const method = opts.method ?? (isNew ? 'register' : 'password');
  const token = newToken();
  const now = new Date(deps.now());
  const withdrawOnlyUntil = await deps.db.transaction(async (tx) => {
    // A player in a time-out or self-exclusion gets no session (6003 with its end), or a withdraw-only one.
    const until = await signInGate.check(tx, userId, now.getTime(), { withdrawOnly: opts.withdrawOnly === true });
    await opts.before?.(tx);
    const life = until === null ? rules.token.ttlSeconds * 1000 : rules.token.withdrawOnlyLifeSeconds * 1000;
    const expiresAt = new Date(Math.min(now.getTime() + life, until ?? Number.POSITIVE_INFINITY));
    const scope = until === null ? 'full' : 'withdraw';
    await sessionsRepo(tx).create({ userId, tokenHash: hashToken(token), expiresAt, ip, userAgent, now, scope, scopeUntil: until === null ? null : new Date(until) });
    await sessionsRepo(tx).revokeBeyond(userId, rules.publicWrites.liveSessionsPerPlayer, now);
    await recordSecurityEvent(tx, { userId, kind: 'sign_in', ip, userAgent, detail: until === null ? { method } : { method, withdrawOnly: true }, at: now });
    return until;
  });
  const expiresIn = withdrawOnlyUntil === null ? rules.token.ttlSeconds : Math.ceil((Math.min(now.getTime() + rules.token.withdrawOnlyLifeSeconds * 1000, withdrawOnlyUntil) - now.getTime()) / 1000);
  return { token, expiresIn, userId, isNew, ...(withdrawOnlyUntil === null ? {} : { withdrawOnlyUntil }) };
}
