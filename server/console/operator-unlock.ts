import { eq } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleOperatorRow } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';
import { operatorByName, type ConsoleActor } from './operators.ts';
import { operators } from './schema.ts';
import { liftNameLock, nameLock } from './signin-guard.ts';

/**
 * Lifts an operator's sign-in lock (docs/console.md "Signing in, lockout"): the name's counted
 * failures are forgotten, so a browser the operator never used signs in again at once. The audit row
 * says what the lock was (until when, how many failures) and why it was lifted; a name that is not
 * locked changes nothing and writes no row. From the console (an admin, `consoleOperatorUnlock`) or
 * the server machine (`npm run ops -- operators unlock <name>`, the way in when no admin can sign in).
 * Address throttles are not lifted: they hold an address, not an operator (another network is the way round).
 */
export async function unlockOperator(db: Db, input: { name: string; by: string }, now: number, actor?: ConsoleActor): Promise<{ ok: boolean; cleared: number; error?: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.name, input.name));
    if (!row) return { ok: false, cleared: 0, error: `no operator named ${input.name}` };
    const lock = await nameLock(tx, input.name, now);
    if (lock.failures === 0) return { ok: true, cleared: 0 };
    const cleared = await liftNameLock(tx, input.name);
    await recordConsoleAudit(
      tx,
      {
        operatorId: actor?.operatorId ?? null,
        operator: input.by,
        call: actor?.call ?? 'cli:operators unlock',
        target: `operator:${input.name}`,
        before: { lockedUntil: lock.until, failures: lock.failures },
        after: { lockedUntil: null, failures: 0, cleared },
        reason: actor?.reason,
      },
      new Date(now),
    );
    return { ok: true, cleared };
  });
}

export const operatorUnlockHandlers: Pick<ConsoleHandlers, 'consoleOperatorUnlock'> = {
  consoleOperatorUnlock: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const done = await unlockOperator(deps.db, { name: body.name, by: op.name }, now, { operatorId: op.id, call: 'consoleOperatorUnlock', reason: body.reason });
    const view = done.ok ? await operatorByName(deps.db, body.name, now) : undefined;
    if (!view) throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleOperatorNotFound, field: 'name' });
    return { operator: { ...view, role: view.role as ConsoleOperatorRow['role'], createdAt: view.createdAt.getTime() } };
  },
};
