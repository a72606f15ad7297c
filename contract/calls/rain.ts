import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * Red-packet rain (issue 30, activity MoneyRain 65; docs/rain.md). `getRedPacketRainConfig` is the
 * spec's call (its fields not shown; these are ours). Operators schedule events (start, duration,
 * packet count, budget, per-player cap). When an event opens the server allocates its prize list
 * through the fairness module (committed before, revealed after); each tap is a claim
 * `(eventId, seq)` for the signed-in player: the next packet of the list, paid through the rewards
 * engine, at most `perPlayerCap` per player, never above the budget, the same packet again on a retry.
 * The client never sends amounts. The countdown reaches players over the live channel (`rain` event).
 */

export const rainEventStates = ['scheduled', 'open', 'ended', 'cancelled'] as const;
export type RainEventState = (typeof rainEventStates)[number];

export const rainEventSchema = z.object({
  eventId: z.int(),
  /** Epoch ms. */
  startsAt: z.int(),
  endsAt: z.int(),
  state: z.enum(rainEventStates),
  /** Packets in the event and still unclaimed (left = packetCount before it opens). */
  packetCount: z.int().min(1),
  packetsLeft: z.int().min(0),
  /** The event's prize budget (hundredths of coin); the packets add up to it exactly. */
  budget: hundredths,
  /** The most packets one player may open in this event. */
  perPlayerCap: z.int().min(1),
  /** Packets this player opened, and what they paid (hundredths); 0 for a visitor. */
  claimed: z.int().min(0),
  won: hundredths,
  /** sha256 of the event's seed, published when scheduled (verify the list after the end). */
  seedHash: z.string(),
  /** The seed, once the event has ended (null before). */
  seed: z.string().nullable(),
});
export type RainEvent = z.infer<typeof rainEventSchema>;

const requestSeq = z.int().min(1).max(1000);

export const rainCalls = {
  /** Today's and upcoming rain events (next 24 h, plus any open), with this player's counts. Public. */
  getRedPacketRainConfig: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({ events: z.array(rainEventSchema), serverTime: z.int(), withheld: z.boolean(), needsDeposit: z.boolean() }),
  }),
  /**
   * Opens one packet: the player's `seq`-th tap of the event (1, 2, …). The same (event, seq) again
   * answers the same packet (paid once). 9501 not open, 9502 cap reached, 9503 all packets taken,
   * 9504 seq out of order (a gap larger than allowed), 429 too fast; 5003/5004 as every free bonus.
   */
  redPacketRainClaim: defineCall({
    auth: 'user',
    body: body({ eventId: int32Id(1), seq: requestSeq }),
    response: ok({ eventId: z.int(), seq: z.int(), amount: hundredths, items: z.array(rewardItemSchema), claimed: z.int().min(0), won: hundredths, packetsLeft: z.int().min(0) }),
  }),
};
