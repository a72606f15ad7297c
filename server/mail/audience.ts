import { and, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { MailAudience } from '../../contract/ops/index.ts';
import { users } from '../db/schema.ts';

const DAY_MS = 86_400_000;
/** The start of a Manila calendar day (UTC+8, no daylight saving). */
const manilaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The players an audience names, as a condition on `users` (the batch walks it by id). */
export function audienceWhere(audience: MailAudience): SQL | undefined {
  if (audience.kind === 'players') return inArray(users.id, audience.ids);
  return and(
    audience.vipMin === undefined ? undefined : gte(users.vip, audience.vipMin),
    audience.vipMax === undefined ? undefined : lte(users.vip, audience.vipMax),
    audience.registeredFrom === undefined ? undefined : gte(users.createdAt, manilaDayStart(audience.registeredFrom)),
    audience.registeredTo === undefined ? undefined : lt(users.createdAt, new Date(manilaDayStart(audience.registeredTo).getTime() + DAY_MS)),
    audience.deposited === undefined ? undefined : audience.deposited ? gt(users.totalRecharge, 0) : eq(users.totalRecharge, 0),
  );
}
