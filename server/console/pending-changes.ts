import { and, asc, eq } from 'drizzle-orm';
import type { ConsolePendingChange } from '../../contract/ops/index.ts';
import type { Executor } from '../db/client.ts';
import { consolePendingChanges } from './schema.ts';

export type PendingChangeRow = typeof consolePendingChanges.$inferSelect;
export type ChangeKind = ConsolePendingChange['kind'];

/**
 * Changes waiting for a second admin (docs/console.md "Two admins"): a money setting's new value or
 * a new admin account. One pending change per target (a partial unique index): a second proposal of
 * the same key or name waits until the first is decided.
 */
export function pendingChangesRepo(db: Executor) {
  return {
    /** The pending changes of a kind, oldest first. */
    open: (kind: ChangeKind) =>
      db
        .select()
        .from(consolePendingChanges)
        .where(and(eq(consolePendingChanges.kind, kind), eq(consolePendingChanges.status, 'pending')))
        .orderBy(asc(consolePendingChanges.id)),
    /** A new proposal; undefined when a change of this target already waits. */
    async propose(values: { kind: ChangeKind; target: string; value: unknown; reason: string; proposedById: number; proposedBy: string; proposedAt: Date }) {
      const [row] = await db.insert(consolePendingChanges).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** A change still pending (unlocked: to refuse early what the locked read would refuse too). */
    async pending(id: number) {
      const [row] = await db
        .select()
        .from(consolePendingChanges)
        .where(and(eq(consolePendingChanges.id, id), eq(consolePendingChanges.status, 'pending')));
      return row;
    },
    /** A change still pending, its row locked until the transaction ends (two admins deciding take turns). */
    async pendingForUpdate(id: number) {
      const [row] = await db
        .select()
        .from(consolePendingChanges)
        .where(and(eq(consolePendingChanges.id, id), eq(consolePendingChanges.status, 'pending')))
        .for('update');
      return row;
    },
    async decide(id: number, status: 'approved' | 'rejected', by: { id: number; name: string }, at: Date, reason: string) {
      const [row] = await db
        .update(consolePendingChanges)
        .set({ status, decidedById: by.id, decidedBy: by.name, decidedAt: at, decisionReason: reason })
        .where(eq(consolePendingChanges.id, id))
        .returning();
      return row!;
    },
  };
}

/** A change as the console's calls answer it; `before` is what is in force now (a config key's stored value). */
export const pendingChangeView = (row: PendingChangeRow, before: unknown = null): ConsolePendingChange => ({
  id: row.id,
  kind: row.kind as ChangeKind,
  target: row.target,
  value: row.value,
  before: before ?? null,
  reason: row.reason,
  proposedBy: row.proposedBy,
  proposedAt: row.proposedAt.getTime(),
  status: row.status as ConsolePendingChange['status'],
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.getTime() ?? null,
  decisionReason: row.decisionReason,
});
