import type { Executor } from '../db/client.ts';
import { diamondAddupAwards, diamondItems } from './schema.ts';

export interface SeedDiamondShop {
  items: { key: string; kind: 'coin' | 'goods' | 'scratchCard'; name: string; description: string; art: string; price: number; coin?: number; wagering?: number; stock?: number | null; dailyLimit?: number | null; totalLimit?: number | null; sort: number }[];
  addup: { key: string; threshold: number; items: { propId: number; count: number }[] }[];
}

/** The demo mall (server/seed/diamond-shop.json): adds what is missing by seed key, never overwrites an operator's changes. */
export async function seedDiamondShop(db: Executor, shop: SeedDiamondShop, now: number): Promise<void> {
  const at = new Date(now);
  for (const item of shop.items) {
    await db
      .insert(diamondItems)
      .values({
        seedKey: item.key,
        kind: item.kind,
        name: item.name,
        description: item.description,
        image: `art:${item.art}`,
        price: item.price,
        coin: item.coin ?? 0,
        wagering: item.wagering ?? 1,
        stock: item.stock ?? null,
        dailyLimit: item.dailyLimit ?? null,
        totalLimit: item.totalLimit ?? null,
        sort: item.sort,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
  for (const award of shop.addup) await db.insert(diamondAddupAwards).values({ seedKey: award.key, threshold: award.threshold, items: award.items }).onConflictDoNothing();
}
