import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { consolePlayerNotes } from './schema.ts';

export type PlayerNoteRow = typeof consolePlayerNotes.$inferSelect;

/** Adds an operator's note on a player; call it in the transaction that writes the note's audit row. */
export async function insertPlayerNote(tx: Executor, note: { userId: number; operatorId: number; operatorName: string; text: string; at: Date }): Promise<PlayerNoteRow> {
  const [row] = await tx
    .insert(consolePlayerNotes)
    .values({ userId: note.userId, operatorId: note.operatorId, operatorName: note.operatorName, text: note.text, createdAt: note.at })
    .returning();
  return row!;
}

/** Every note on the player, newest first. */
export const playerNotes = (db: Executor, userId: number) =>
  db.select().from(consolePlayerNotes).where(eq(consolePlayerNotes.userId, userId)).orderBy(desc(consolePlayerNotes.id));

export const noteView = (n: PlayerNoteRow) => ({ id: n.id, operator: n.operatorName, time: n.createdAt.getTime(), text: n.text });
