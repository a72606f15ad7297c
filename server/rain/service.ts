import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, PropId, type RainEvent } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { claimReward, hasDeposited, ONCE, promotionsWithheld } from '../rewards/index.ts';
import { advanceRain } from './opener.ts';
import { rainRepo, type RainEventRow, type RainPacketRow } from './repo.ts';

/**
 * What a player sees of the rain and one tap (docs/rain.md "Claims"). Both make the due transitions
 * first (advanceRain), so an event opens at its first call after its start even with no ticker.
 */

const DAY_MS = 24 * 3600_000;

/** The events a player is shown: those over within the last day (their seeds revealed), open, or starting within a day. */
export async function rainConfig(db: Db, userId: number | null, now: number): Promise<{ events: RainEvent[]; serverTime: number; withheld: boolean; needsDeposit: boolean }> {
  await advanceRain(db, now);
  const repo = rainRepo(db);
  // The console's switch of the activity (65): off, players see no rain and cannot tap (9501).
  const rows = (await activitiesRepo(db).isOn(ActivityId.MoneyRain)) ? await repo.between(new Date(now - DAY_MS), new Date(now + DAY_MS)) : [];
  const ids = rows.map((r) => r.id);
  const left = await repo.left(ids.filter((id) => rows.find((r) => r.id === id)!.openedAt !== null));
  const mine = userId === null ? new Map<number, { claimed: number; won: number }>() : await repo.playerTotals(ids, userId);
  const events = rows.map((row) => view(row, left.get(row.id) ?? 0, mine.get(row.id)));
  return {
    events,
    serverTime: now,
    withheld: userId === null ? false : await promotionsWithheld(db, userId, now),
    needsDeposit: userId === null ? true : !(await hasDeposited(db, userId)),
  };
}

function view(row: RainEventRow, left: number, mine: { claimed: number; won: number } | undefined): RainEvent {
  const packetsLeft = row.state === 'scheduled' ? row.packetCount : row.state === 'cancelled' ? 0 : left;
  return {
    eventId: row.id,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    state: row.state as RainEvent['state'],
    packetCount: row.packetCount,
    packetsLeft,
    budget: row.budget,
    perPlayerCap: row.perPlayerCap,
    claimed: mine?.claimed ?? 0,
    won: mine?.won ?? 0,
    seedHash: row.seedHash,
    seed: row.state === 'ended' ? row.seed : null,
  };
}

export interface RainClaim {
  eventId: number;
  seq: number;
  amount: number;
  items: { propId: number; count: number }[];
  claimed: number;
  won: number;
  packetsLeft: number;
}

const itemsOf = (packet: Pick<RainPacketRow, 'amount'>) => [{ propId: PropId.coin, count: packet.amount }];

/**
 * One tap, in one transaction holding the player's `users` row (lock order: the player, a packet,
 * the ledger's accounts, as every claim): a retried (event, seq) answers the packet it took (paid
 * once); then the event is open (9501), the player is not protected (5004) and has topped up (5003),
 * the seq is the next (9504) and the cap not reached (9502); then the next free packet is taken
 * (9503 when none is) and paid through the rewards engine under the event's wagering. A refusal
 * throws before anything is written, so it changes nothing.
 */
export async function claimRainPacket(db: Db, input: { userId: number; eventId: number; seq: number; now: number }): Promise<RainClaim> {
  const { userId, eventId, seq, now } = input;
  await advanceRain(db, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const repo = rainRepo(tx);
    const answer = async (packet: RainPacketRow | Pick<RainPacketRow, 'amount'>): Promise<RainClaim> => {
      const mine = (await repo.playerTotals([eventId], userId)).get(eventId) ?? { claimed: 0, won: 0 };
      const packetsLeft = (await repo.left([eventId])).get(eventId) ?? 0;
      return { eventId, seq, amount: packet.amount, items: itemsOf(packet), claimed: mine.claimed, won: mine.won, packetsLeft };
    };

    const earlier = await repo.playerPacket(eventId, userId, seq);
    if (earlier) return answer(earlier);

    const event = await repo.byId(eventId);
    if (!event || event.state !== 'open' || now < event.startsAt.getTime() || now >= event.endsAt.getTime()) throw new ApiError(Errcode.rainNotOpen);
    if (!(await activitiesRepo(tx).isOn(ActivityId.MoneyRain))) throw new ApiError(Errcode.rainNotOpen);
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);
    if (!(await hasDeposited(tx, userId))) throw new ApiError(Errcode.rewardNeedsDeposit);
    const claimed = (await repo.playerTotals([eventId], userId)).get(eventId)?.claimed ?? 0;
    // Seqs run 1, 2, … without gaps (a retry of a taken one was answered above): a jump is a lost or forged tap.
    if (seq !== claimed + 1) throw new ApiError(Errcode.rainSeqOutOfOrder);
    if (claimed >= event.perPlayerCap) throw new ApiError(Errcode.rainCapReached);

    const packet = await repo.take(eventId, userId, seq, new Date(now));
    if (!packet) throw new ApiError(Errcode.rainAllTaken);
    // Keyed by the packet: it is paid once whatever happens to the tap; the budget holds because the
    // packets were allocated to sum to it and each is taken once.
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.MoneyRain, period: ONCE, reason: 'red_packet_rain' },
      key: `rain:${eventId}:${packet.idx}`,
      items: itemsOf(packet),
      wagering: event.wagering,
      meta: { eventId, idx: packet.idx, seq },
      now,
    });
    await repo.setGrant(eventId, packet.idx, grant.id);
    return answer(packet);
  });
}
