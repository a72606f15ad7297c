import { asc, eq } from 'drizzle-orm';
import { Errcode, PESO, type DiamondItemKind } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { itemTerms, type ItemRow } from './items.ts';
import { diamondItems } from './schema.ts';

export interface ItemInput {
  kind: DiamondItemKind;
  name: string;
  description: string;
  /** `art:<alias>` or an uploaded picture's address. */
  image: string;
  price: number;
  coin: number;
  wagering: number;
  stock: number | null;
  dailyLimit: number | null;
  totalLimit: number | null;
  active: boolean;
  sort: number;
}

export const consoleItemView = (row: ItemRow) => ({ ...itemTerms(row), active: row.active, sort: row.sort });

/** Every item of the coin and goods kinds, on sale or not (the console's list). */
export const consoleItems = async (db: Executor) =>
  (await db.select().from(diamondItems).orderBy(asc(diamondItems.sort), asc(diamondItems.id))).filter((row) => row.kind === 'coin' || row.kind === 'goods').map(consoleItemView);

/**
 * Creates (`id` absent) or changes an item, in the caller's transaction (its audit row beside it). A coin
 * item pays whole pesos and goods pay none (9112); the new values are answered with the old ones for the
 * audit. A stock change is a plain set: purchases decrement it conditionally, so it never goes below zero.
 */
export async function saveItem(tx: Executor, id: number | undefined, input: ItemInput, now: number) {
  if (input.kind === 'coin' ? input.coin <= 0 || input.coin % PESO !== 0 : input.coin !== 0) throw new ApiError(Errcode.diamondItemInvalid, { field: 'coin' });
  const values = { ...input, updatedAt: new Date(now) };
  if (id === undefined) {
    const [row] = await tx.insert(diamondItems).values({ ...values, createdAt: new Date(now) }).returning();
    return { before: null, after: consoleItemView(row!) };
  }
  const [before] = await tx.select().from(diamondItems).where(eq(diamondItems.id, id)).for('update');
  if (!before) throw new ApiError(Errcode.diamondItemNotFound, { field: 'id' });
  const [row] = await tx.update(diamondItems).set(values).where(eq(diamondItems.id, id)).returning();
  return { before: consoleItemView(before), after: consoleItemView(row!) };
}
