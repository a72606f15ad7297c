import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { consoleRoles, type ConsoleRole } from '../../contract/ops/index.ts';
import type { Executor } from '../db/client.ts';
import { operators, operatorSessions } from './schema.ts';
import { recordConsoleAudit } from './audit.ts';
import { hashConsolePassword } from './hashing.ts';
import { nameLock } from './signin-guard.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Operator names: a handle, lower-case letters, digits and . _ -, 2 to 64 characters. */
const NAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
export const isOperatorName = (name: string) => NAME.test(name);
export const isConsoleRole = (role: string): role is ConsoleRole => (consoleRoles as readonly string[]).includes(role);

/** A one-time password: 18 random bytes in base64url (24 characters, 144 bits). */
const oneTimePassword = () => randomBytes(18).toString('base64url');

export type AddOperatorResult =
  | { ok: true; name: string; role: ConsoleRole; password: string }
  /** `code` tells the console's answer apart: a bad name or role (400) from a taken name (409). */
  | { ok: false; error: string; code: 'name' | 'role' | 'exists' };

/**
 * Who the audit row names when an admin acts from the console (operator id, the console call and the
 * reason); without it the change came from the command line (`cli:operators …`, operator id null).
 */
export interface ConsoleActor {
  operatorId: number;
  call: string;
  reason?: string;
}

/**
 * Makes a console account (`npm run ops -- operators add <name> --role <role> --operator <who>`):
 * a one-time password the operator must change at first sign-in, shown once (a lost one means a new
 * account). No TOTP secret: the operator enrols their own authenticator after changing the password
 * (enrolment.ts), so whoever made the account never holds their second factor.
 */
export async function addOperator(db: Executor, input: { name: string; role: string; by: string }, now: number, actor?: ConsoleActor): Promise<AddOperatorResult> {
  if (!isOperatorName(input.name)) return { ok: false, code: 'name', error: 'an operator name is 2–64 lower-case letters, digits, . _ or -' };
  if (!isConsoleRole(input.role)) return { ok: false, code: 'role', error: `the role is one of ${consoleRoles.join(', ')}` };
  const password = oneTimePassword();
  const passwordHash = await hashConsolePassword(password);
  const role = input.role;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ name: input.name, role, passwordHash, totpSecret: null, createdBy: input.by, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) return false;
    // The new account's name and role: never its password or secret.
    await recordConsoleAudit(
      tx,
      { operatorId: actor?.operatorId ?? null, operator: input.by, call: actor?.call ?? 'cli:operators add', target: `operator:${input.name}`, after: { name: input.name, role }, reason: actor?.reason },
      new Date(now),
    );
    return true;
  });
  if (!created) return { ok: false, code: 'exists', error: `there is already an operator named ${input.name}` };
  return { ok: true, name: input.name, role, password };
}

/** Disables an account and ends its sessions (`operators disable <name>`); the row stays for the audit. */
export async function disableOperator(
  db: Executor,
  input: { name: string; by: string },
  now: number,
  actor?: ConsoleActor,
): Promise<{ ok: boolean; error?: string; code?: 'missing' | 'disabled' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(operators).where(eq(operators.name, input.name)).for('update');
    if (!row) return { ok: false, code: 'missing', error: `no operator named ${input.name}` };
    if (row.disabledAt) return { ok: false, code: 'disabled', error: `${input.name} is disabled already` };
    const at = new Date(now);
    await tx.update(operators).set({ disabledAt: at }).where(eq(operators.id, row.id));
    await tx
      .update(operatorSessions)
      .set({ revokedAt: at })
      .where(and(eq(operatorSessions.operatorId, row.id), isNull(operatorSessions.revokedAt)));
    await recordConsoleAudit(
      tx,
      { operatorId: actor?.operatorId ?? null, operator: input.by, call: actor?.call ?? 'cli:operators disable', target: `operator:${row.name}`, before: { disabled: false }, after: { disabled: true }, reason: actor?.reason },
      at,
    );
    return { ok: true };
  });
}

/**
 * What a list shows of an account: never its password hash, TOTP secret or last spent step; whether
 * its own authenticator is enrolled, and its sign-in lock (signin-guard.ts) as of `now`.
 */
async function operatorListRow(db: Executor, r: OperatorRow, now: number) {
  const lock = await nameLock(db, r.name, now);
  return {
    name: r.name,
    role: r.role,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    disabled: r.disabledAt !== null,
    mustChangePassword: r.mustChangePassword,
    totpEnrolled: r.totpEnrolledAt !== null,
    lockedUntil: lock.until,
    failures: lock.failures,
  };
}

/** Every account, oldest first, without secrets. */
export async function listOperators(db: Executor, now = Date.now()) {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return Promise.all(rows.map((row) => operatorListRow(db, row, now)));
}

/** One account as the list shows it, or undefined. */
export async function operatorByName(db: Executor, name: string, now = Date.now()) {
  const [row] = await db.select().from(operators).where(eq(operators.name, name));
  return row ? operatorListRow(db, row, now) : undefined;
}
