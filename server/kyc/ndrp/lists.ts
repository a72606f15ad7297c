import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { ndrpLists } from '../schema.ts';
import { parseRestrictedList } from './restricted.ts';

export type NdrpListRow = typeof ndrpLists.$inferSelect;

/** What the console shows of the list in force: never its entries (personal data), its size and age. */
export interface NdrpListInfo {
  id: number;
  entries: number;
  skipped: number;
  sha256: string;
  source: 'file' | 'console';
  loadedBy: string;
  datedAt: Date;
  createdAt: Date;
}

const info = (row: NdrpListRow): NdrpListInfo => ({
  id: row.id,
  entries: row.entries,
  skipped: row.skipped,
  sha256: row.sha256,
  source: row.source as NdrpListInfo['source'],
  loadedBy: row.loadedBy,
  datedAt: row.datedAt,
  createdAt: row.createdAt,
});

export const sha256Of = (body: string) => createHash('sha256').update(body).digest('hex');

/** How many entries a list's text holds (mobile numbers and name-and-birth-date pairs), and lines skipped. */
export function countEntries(body: string): { entries: number; skipped: number } {
  const parsed = parseRestrictedList(body);
  return { entries: parsed.mobiles.size + parsed.people.size, skipped: parsed.skipped };
}

/** The list in force (the newest), without its body; undefined when none was ever loaded. */
export async function currentNdrpList(db: Executor): Promise<NdrpListInfo | undefined> {
  const [row] = await db.select().from(ndrpLists).orderBy(desc(ndrpLists.id)).limit(1);
  return row ? info(row) : undefined;
}

/** The newest list's id and body (the adapter re-reads the body only when the id changed). */
export async function newestNdrpId(db: Executor): Promise<number | undefined> {
  const [row] = await db.select({ id: ndrpLists.id }).from(ndrpLists).orderBy(desc(ndrpLists.id)).limit(1);
  return row?.id;
}
export async function ndrpBody(db: Executor, id: number): Promise<string> {
  const [row] = await db.select({ body: ndrpLists.body }).from(ndrpLists).where(eq(ndrpLists.id, id));
  return row?.body ?? '';
}

/** Adds a list, in force from now on (the console's upload runs it in the transaction of its audit row). */
export async function storeNdrpList(tx: Executor, input: { body: string; source: 'file' | 'console'; loadedBy: string; datedAt: Date; now: Date }): Promise<NdrpListInfo> {
  const { entries, skipped } = countEntries(input.body);
  const [row] = await tx
    .insert(ndrpLists)
    .values({ body: input.body, entries, skipped, sha256: sha256Of(input.body), source: input.source, loadedBy: input.loadedBy, datedAt: input.datedAt, createdAt: input.now })
    .returning();
  return info(row!);
}

/**
 * NDRP_LIST_FILE's content, added when it differs from the last one taken from the file (under a lock,
 * so processes seeing the change together add it once). A console upload after it stays in force
 * until the file changes again. Answers the new list, or undefined when nothing changed.
 */
export async function importNdrpFile(db: Db, input: { path: string; body: string; modifiedAt: Date; now: Date }): Promise<NdrpListInfo | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('ndrp-list-import', 0))`);
    const [last] = await tx.select({ sha256: ndrpLists.sha256 }).from(ndrpLists).where(eq(ndrpLists.source, 'file')).orderBy(desc(ndrpLists.id)).limit(1);
    if (last?.sha256 === sha256Of(input.body)) return undefined;
    return storeNdrpList(tx, { body: input.body, source: 'file', loadedBy: input.path, datedAt: input.modifiedAt, now: input.now });
  });
}
