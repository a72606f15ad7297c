import { eq, sql } from 'drizzle-orm';
import { ActivityId, PropId } from '../../contract/index.ts';
import { diamondItems } from '../../server/diamonds/schema.ts';
import { users } from '../../server/db/schema.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { grantReward, manilaDayPeriod } from '../../server/rewards/index.ts';
import type { TestServer } from './harness.ts';
import { newPlayer, type Player } from './console-play.ts';

/** Shared pieces of the diamond mall's suites. */

export const ADDRESS = { name: 'Juan Dela Cruz', mobile: '09171234567', line: '12 Mabini St, Brgy. San Roque', city: 'Quezon City', province: 'Metro Manila', postalCode: '1100' };

let grants = 0;
/** Diamonds paid as a prize is paid: a grant of the rewards engine (a VIP daily award, here). */
export async function giveDiamonds(t: TestServer, userId: number, count: number) {
  await t.deps.db.transaction((tx) =>
    grantReward(tx, {
      userId,
      source: { activityId: ActivityId.VIP, period: manilaDayPeriod(t.deps.now()), reason: 'vip_daily' },
      key: `test-diamonds:${++grants}`,
      items: [{ propId: PropId.diamond, count }],
      now: t.deps.now(),
    }),
  );
}

let ips = 0;
export async function diamondPlayer(t: TestServer, tag: string, diamonds = 0): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.41.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (diamonds > 0) await giveDiamonds(t, p.userId, diamonds);
  return p;
}

/** A made-up first top-up (coin items pay a free bonus, which needs one: spec §5). */
export const markDeposited = (t: TestServer, userId: number) => t.deps.db.update(users).set({ totalRecharge: 10_000 }).where(eq(users.id, userId));

/** An item for the test: coin or goods at `price` diamonds, with what else is given. */
export async function addItem(t: TestServer, values: Partial<typeof diamondItems.$inferInsert> & { kind: 'coin' | 'goods'; price: number }) {
  const now = new Date(t.deps.now());
  const [row] = await t.deps.db
    .insert(diamondItems)
    .values({ name: `Test ${values.kind}`, image: 'art:cap', coin: values.kind === 'coin' ? 500 : 0, createdAt: now, updatedAt: now, sort: 999, ...values })
    .returning();
  return row!;
}

export const stockOf = async (t: TestServer, id: number) => (await t.deps.db.select({ stock: diamondItems.stock }).from(diamondItems).where(eq(diamondItems.id, id)))[0]!.stock;
export const diamondsOf = async (t: TestServer, p: Player) => (await playerBalances(t.deps.db, p.userId)).diamond;
export const countRows = async (t: TestServer, table: string) => Number(((await t.deps.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
