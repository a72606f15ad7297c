import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { claimResultSchema } from './vip.ts';

/**
 * The bankruptcy gift (activity Bankrupt 56; spec §2, §3 "Bankrupt gift", §4, §8; docs/bankrupt.md).
 * A player whose balance has run out after play today may claim relief awards, one after another,
 * each unlocked by the day's valid bets, while the claim window of this bankruptcy runs. Every award
 * is a free bonus paid through the rewards engine (a first top-up needed, wagering from config).
 */

/** One award as the popup shows it (spec §3 awardList: id, propId, count, canReceive, isReceived). */
export const bankruptAwardSchema = z.object({
  id: z.int(),
  /** What it pays: coin 2001 (count in hundredths), points 2002, diamonds 60001. */
  propId: z.int(),
  count: z.int().min(1),
  /** Claimable now: bankrupt, inside the window, today's valid bets reached, the previous award claimed. */
  canReceive: z.boolean(),
  /** Claimed today (Manila). */
  isReceived: z.boolean(),
  /** Today's valid bets this award needs (hundredths). */
  validBet: hundredths,
});
export type BankruptAward = z.infer<typeof bankruptAwardSchema>;

export const bankruptCalls = {
  /**
   * Where the player's bankruptcy gift stands now. Asking while bankrupt starts this bankruptcy's
   * claim window (docs/bankrupt.md "Episodes"); cheap enough to ask after a losing spin.
   */
  getBankruptGiftInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      /** The balance is below `threshold` after play today, and nothing withholds the gift (protection, no deposit). */
      bankrupt: z.boolean(),
      /** When this bankruptcy's claim window closes (epoch ms; never after gift2LastMs); 0 when not bankrupt. */
      canReceiveLastMs: z.int().min(0),
      /** When today's gift event ends: the next Manila midnight (epoch ms); 0 when the activity is off. */
      gift2LastMs: z.int().min(0),
      /** Today's valid bets (Manila day, hundredths). */
      currBet: hundredths,
      /** What the next award waiting to be claimed needs in today's valid bets; 0 when none waits. */
      validBet: hundredths,
      awardList: z.array(bankruptAwardSchema),
      /** A coin balance below this counts as nothing (hundredths): the client asks again when the coin crosses it. */
      threshold: hundredths,
      /** The server's clock (epoch ms), so a countdown does not depend on the phone's. */
      serverTime: z.int().min(0),
    }),
  }),
  /**
   * Claims one award. 3001 not eligible (not bankrupt, protected, at a loss limit, no deposit yet, an
   * earlier award first), 3002 claimed already, 3003 more valid bets needed (params more, in pesos),
   * 3004 the claim window, the day or the daily cap is over; 5006 the activity is off. A refusal
   * changes nothing.
   */
  receiveBankruptGiftAward: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok(claimResultSchema),
  }),
};
