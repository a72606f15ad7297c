import { asc, eq, sql } from 'drizzle-orm';
import { Errcode, type ScratchCardArt } from '../../contract/index.ts';
import { scratchPrizeProblem, type ConsoleScratchPrize, type ConsoleScratchType } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { itemsOfKind } from '../diamonds/index.ts';
import { insertReleaseVersion, latestTable, tableInForce, type ReleaseTable } from '../fairness/index.ts';
import { entryItems, payable, scratchTableKey } from './fair-table.ts';
import { scratchCards, scratchCardTypes } from './schema.ts';
import { cardArt } from './types.ts';

/**
 * Scratch-card types managed from the console (docs/scratch.md "Console"); server/console/scratch-spin.ts
 * audits each change in the caller's transaction. The rule that odds change only with a second admin
 * holds because a type's prizes are its own to replace only while nothing can have drawn from them:
 * a new type starts off sale, and from the moment it is first put on sale (`first_on_sale_at`) its
 * prizes are fixed; weights then change on the odds page (consoleFairTableAdd, two admins).
 */

type TypeRow = typeof scratchCardTypes.$inferSelect;

export interface ScratchTerms {
  art: ScratchCardArt;
  autoRevealPercent: number;
  brushRadius: number;
  wagering: number;
  sort: number;
}
export interface NewScratchType extends ScratchTerms {
  key: string;
  itemId: number;
  prizes: ConsoleScratchPrize[];
}
export interface ScratchTypeChange extends ScratchTerms {
  id: number;
  onSale: boolean;
  prizes?: ConsoleScratchPrize[];
}

type Counts = { sold: number; unclaimed: number };
type ScratchItem = Awaited<ReturnType<typeof itemsOfKind>>[number];

/** Cards sold and not yet revealed, per type (one grouped read; of one type when `typeId` is given). */
async function cardCounts(db: Executor, typeId?: number): Promise<Map<number, Counts>> {
  const rows = await db
    .select({
      typeId: scratchCards.typeId,
      sold: sql<number>`count(*)::int`,
      unclaimed: sql<number>`count(*) FILTER (WHERE ${scratchCards.state} <> 'claimed')::int`,
    })
    .from(scratchCards)
    .where(typeId === undefined ? undefined : eq(scratchCards.typeId, typeId))
    .groupBy(scratchCards.typeId);
  return new Map(rows.map((r) => [r.typeId, { sold: Number(r.sold), unclaimed: Number(r.unclaimed) }]));
}

/**
 * A type as the console shows it. The list passes the mall's scratch-card items and every type's
 * counts it read once; a single type's view reads its own.
 */
async function typeView(db: Executor, type: TypeRow, now: number, read: { items?: readonly ScratchItem[]; counts?: Counts } = {}): Promise<ConsoleScratchType> {
  const item = (read.items ?? (await itemsOfKind(db, 'scratchCard'))).find((i) => i.id === type.itemId);
  const [inForce, newest] = [await tableInForce(db, type.tableKey, now), await latestTable(db, type.tableKey)];
  const shown = inForce ?? newest;
  const { sold, unclaimed } = read.counts ?? (await cardCounts(db, type.id)).get(type.id) ?? { sold: 0, unclaimed: 0 };
  return {
    id: type.id,
    key: type.seedKey,
    itemId: type.itemId,
    name: item?.name ?? '',
    price: item?.price ?? 0,
    itemOnSale: item?.active ?? false,
    art: cardArt(type.art),
    onSale: type.active,
    autoRevealPercent: Math.round(type.autoRevealBps / 100),
    brushRadius: type.brushRadius,
    wagering: type.wagering,
    sort: type.sort,
    tableKey: type.tableKey,
    tableVersion: inForce?.version ?? null,
    newestVersion: newest?.version ?? null,
    prizes: (shown?.weighted?.entries ?? []).map((e) => ({ id: e.id, propId: e.propId, count: e.count, weight: e.weight })),
    totalWeight: shown?.weighted?.totalWeight ?? 0,
    prizesLocked: type.firstOnSaleAt !== null || sold > 0,
    sold,
    unclaimed,
  };
}

/** Every type (by order), and the scratch-card mall items no type sells yet (what a new type may link to). */
export async function consoleScratchTypes(db: Executor, now: number) {
  const [types, items, counts] = await Promise.all([db.select().from(scratchCardTypes).orderBy(asc(scratchCardTypes.sort), asc(scratchCardTypes.id)), itemsOfKind(db, 'scratchCard'), cardCounts(db)]);
  const views: ConsoleScratchType[] = [];
  for (const type of types) views.push(await typeView(db, type, now, { items, counts: counts.get(type.id) ?? { sold: 0, unclaimed: 0 } }));
  const used = new Set(types.map((t) => t.itemId));
  const freeItems = items.filter((i) => !used.has(i.id)).map((i) => ({ id: i.id, name: i.name, price: i.price, active: i.active }));
  return { types: views, freeItems };
}

/** The prizes as a weighted table (entry ids 1…n in the order given); 400 naming the first prize a card cannot pay. */
function prizeTable(key: string, prizes: readonly ConsoleScratchPrize[]): ReleaseTable {
  for (const [i, prize] of prizes.entries()) {
    const problem = scratchPrizeProblem(prize);
    if (problem) throw invalid(`prizes.${i}.${problem}`);
  }
  const entries = prizes.map((p, i) => ({ id: i + 1, propId: p.propId, type: 1, count: p.count, weight: p.weight }));
  return { key: scratchTableKey(key), kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
}

const termsRow = (terms: ScratchTerms) => ({ art: terms.art, autoRevealBps: terms.autoRevealPercent * 100, brushRadius: terms.brushRadius, wagering: terms.wagering, sort: terms.sort });

/** A new type, off sale, with version 1 of its table written by the admin (audited by the caller). */
export async function createScratchType(tx: Executor, input: NewScratchType, operatorId: number, now: number): Promise<ConsoleScratchType> {
  const table = prizeTable(input.key, input.prizes);
  const [taken] = await tx.select({ id: scratchCardTypes.id }).from(scratchCardTypes).where(sql`${scratchCardTypes.seedKey} = ${input.key} OR ${scratchCardTypes.tableKey} = ${table.key}`);
  if (taken || (await latestTable(tx, table.key))) throw new ApiError(Errcode.scratchTypeKeyTaken, { field: 'key' });
  const item = (await itemsOfKind(tx, 'scratchCard')).find((i) => i.id === input.itemId);
  const [linked] = await tx.select({ id: scratchCardTypes.id }).from(scratchCardTypes).where(eq(scratchCardTypes.itemId, input.itemId));
  if (!item || linked) throw new ApiError(Errcode.scratchTypeItemUnfit, { field: 'itemId' });
  // Two admins creating at once: the unique key, item and table indexes let one through.
  const [row] = await tx
    .insert(scratchCardTypes)
    .values({ seedKey: input.key, itemId: input.itemId, tableKey: table.key, ...termsRow(input), active: false, firstOnSaleAt: null, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning();
  if (!row || !(await insertReleaseVersion(tx, table, 1, now, now, operatorId))) throw new ApiError(Errcode.scratchTypeKeyTaken, { field: 'key' });
  return typeView(tx, row, now, { items: [item], counts: { sold: 0, unclaimed: 0 } });
}

const samePrizes = (a: readonly ConsoleScratchPrize[], b: readonly ConsoleScratchPrize[]) =>
  a.length === b.length && a.every((p, i) => p.propId === b[i]!.propId && p.count === b[i]!.count && p.weight === b[i]!.weight);

/**
 * Changes a type's terms and switch, and (before it was ever on sale, no card sold) its prizes, as a new
 * version in force at once (never before the newest's start, so versions keep their order). Answers the
 * type before and after; the next card bought uses the new values.
 */
export async function saveScratchType(tx: Executor, input: ScratchTypeChange, operatorId: number, now: number): Promise<{ before: ConsoleScratchType; after: ConsoleScratchType }> {
  const [type] = await tx.select().from(scratchCardTypes).where(eq(scratchCardTypes.id, input.id)).for('update');
  if (!type) throw new ApiError(Errcode.scratchTypeNotFound, { field: 'id' });
  const before = await typeView(tx, type, now);
  if (input.prizes && !samePrizes(input.prizes, before.prizes)) {
    if (before.prizesLocked) throw new ApiError(Errcode.scratchPrizesLocked, { field: 'prizes' });
    const table = prizeTable(type.seedKey, input.prizes);
    const newest = await latestTable(tx, type.tableKey);
    const version = (newest?.version ?? 0) + 1;
    const from = Math.max(now, newest?.effectiveFrom ?? 0);
    if (!(await insertReleaseVersion(tx, { ...table, key: type.tableKey }, version, from, now, operatorId))) throw new ApiError(Errcode.scratchPrizesLocked, { field: 'prizes' });
  }
  if (input.onSale) {
    // On sale only with a table in force whose every prize a card can pay (else the purchase would answer 9205).
    const entries = (await tableInForce(tx, type.tableKey, now))?.weighted?.entries ?? [];
    if (entries.length === 0 || !entries.every((e) => payable(entryItems(e)[0]!))) throw new ApiError(Errcode.scratchNotOnSale, { field: 'onSale' });
  }
  const [row] = await tx
    .update(scratchCardTypes)
    .set({ ...termsRow(input), active: input.onSale, firstOnSaleAt: type.firstOnSaleAt ?? (input.onSale ? new Date(now) : null) })
    .where(eq(scratchCardTypes.id, type.id))
    .returning();
  return { before, after: await typeView(tx, row!, now) };
}
