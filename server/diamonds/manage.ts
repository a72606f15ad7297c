import { asc, eq } from 'drizzle-orm';
import { diamondItemKinds, Errcode, isDiamondCoupon, PESO, PropId, type DiamondItemKind } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { itemTerms, type ItemRow } from './items.ts';
import { diamondAddupAwards, diamondItems } from './schema.ts';

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

/** Every item of a kind the contract knows (`diamondItemKinds`), on sale or not (the console's list). */
export const consoleItems = async (db: Executor) =>
  (await db.select().from(diamondItems).orderBy(asc(diamondItems.sort), asc(diamondItems.id))).filter((row) => (diamondItemKinds as readonly string[]).includes(row.kind)).map(consoleItemView);

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

export interface AddupInput {
  threshold: number;
  items: { propId: number; count: number }[];
  active: boolean;
}
type AddupRow = typeof diamondAddupAwards.$inferSelect;
const addupView = (row: AddupRow) => ({ id: row.id, threshold: row.threshold, items: row.items, active: row.active });

/** Every add-up award, offered or not, by threshold (the console's list). */
export const consoleAddups = async (db: Executor) =>
  (await db.select().from(diamondAddupAwards).orderBy(asc(diamondAddupAwards.threshold), asc(diamondAddupAwards.id))).map(addupView);

/** What an award may give (9118 otherwise): coin in whole pesos up to ₱100,000, points, diamonds, a few diamond coupons. */
function addupItemFits({ propId, count }: { propId: number; count: number }): boolean {
  if (propId === PropId.coin) return count % PESO === 0 && count <= 100_000 * PESO;
  if (propId === PropId.points || propId === PropId.diamond) return count <= 1_000_000;
  return isDiamondCoupon(propId) && count <= 10;
}

/**
 * Creates (`id` absent) or changes an add-up award in the caller's transaction (its audit row beside it).
 * Its grants are keyed by the award's id (`addup:<id>`), so a player who claimed it never claims it again,
 * whatever it says now; the row is locked so two admins' saves come one after the other.
 */
export async function saveAddup(tx: Executor, id: number | undefined, input: AddupInput) {
  const wrong = input.items.find((item) => !addupItemFits(item));
  if (wrong) throw new ApiError(Errcode.diamondAddupInvalid, { field: 'items', params: { propId: wrong.propId } });
  const values = { threshold: input.threshold, items: input.items.map(({ propId, count }) => ({ propId, count })), active: input.active };
  if (id === undefined) {
    const [row] = await tx.insert(diamondAddupAwards).values(values).returning();
    return { before: null, after: addupView(row!) };
  }
  const [before] = await tx.select().from(diamondAddupAwards).where(eq(diamondAddupAwards.id, id)).for('update');
  if (!before) throw new ApiError(Errcode.diamondAddupNotFound, { field: 'id' });
  const [row] = await tx.update(diamondAddupAwards).set(values).where(eq(diamondAddupAwards.id, id)).returning();
  return { before: addupView(before), after: addupView(row!) };
}
