import { z } from 'zod';
import { hundredths, int32Id, ok } from '../common.ts';
import { rewardGrantSchema } from '../calls/rewards.ts';
import { coinRecordSchema, recordGroups } from '../calls/wallet.ts';
import { consoleWithdrawalSchema } from './withdrawals.ts';
import { defineConsoleCall, EVERY_ROLE } from './define.ts';

/** A player as a search lists them. */
export const consolePlayerRowSchema = z.object({
  id: z.int(),
  account: z.string(),
  /** As stored (639…), empty when the player registered without one; masked for support ("0917•••4567"), as are addresses. */
  mobile: z.string(),
  nickname: z.string(),
  createdAt: z.int(),
});
export type ConsolePlayerRow = z.infer<typeof consolePlayerRowSchema>;

/** One of the player's ledger accounts (coins, points, diamonds, …) and its balance in hundredths. */
export const consoleBalanceSchema = z.object({ account: z.string(), balance: z.int() });

export const consoleDepositSchema = z.object({
  orderNo: z.string(),
  typeId: z.int(),
  /** The channel's name (config rechargeTypeMap), `#<id>` for one no longer listed. */
  channel: z.string(),
  amount: hundredths,
  status: z.string(),
  createdAt: z.int(),
  paidAt: z.int().nullable(),
});

/** One settled game round (a slot spin): its round id (as the player's bet record names it), stake and win in hundredths. */
export const consoleBetSchema = z.object({ id: z.string(), gameId: z.int(), /** The catalog's name, `#<id>` for one no longer listed. */ game: z.string(), bet: hundredths, win: hundredths, time: z.int() });

export const consoleSessionSchema = z.object({
  device: z.string(),
  address: z.string(),
  createdAt: z.int(),
  lastUsedAt: z.int(),
  /** Ended (signed out, expired, revoked) sessions are listed too, most recent first. */
  endedAt: z.int().nullable(),
});

export const consoleSignInSchema = z.object({ time: z.int(), address: z.string(), ok: z.boolean(), device: z.string() });

export const consoleNoteSchema = z.object({ id: z.int(), operator: z.string(), time: z.int(), text: z.string() });
export type ConsoleNote = z.infer<typeof consoleNoteSchema>;

export const consolePlayerSchema = z.object({
  profile: consolePlayerRowSchema.extend({
    vip: z.int(),
    registerIp: z.string(),
    lastSignInAt: z.int().nullable(),
  }),
  balances: z.array(consoleBalanceSchema),
  /** The latest 20 of each, newest first. */
  deposits: z.array(consoleDepositSchema),
  withdrawals: z.array(consoleWithdrawalSchema),
  bets: z.array(consoleBetSchema),
  sessions: z.array(consoleSessionSchema),
  signIns: z.array(consoleSignInSchema),
  /** Every note, newest first. */
  notes: z.array(consoleNoteSchema),
});
export type ConsolePlayer = z.infer<typeof consolePlayerSchema>;

export const consolePlayerCalls = {
  /** Players whose id, account or mobile matches (an account or mobile by its start), at most 20. */
  consolePlayerSearch: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ query: z.string().trim().min(1).max(64) }),
    response: ok({ players: z.array(consolePlayerRowSchema) }),
  }),
  /** One player's page; 404 errors.console.playerNotFound when there is no such player. */
  consolePlayer: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ id: int32Id(1) }),
    response: ok({ player: consolePlayerSchema }),
  }),
  /** The player's coin ledger, newest first, in the player's record groups; `before` pages back. */
  consolePlayerLedger: defineConsoleCall({
    auth: 'operator',
    roles: ['support', 'finance', 'admin'],
    body: z.strictObject({
      id: int32Id(1),
      group: z.enum(recordGroups).optional(),
      before: int32Id(1).optional(),
      limit: z.int().min(1).max(100).default(30),
    }),
    response: ok({ rows: z.array(coinRecordSchema), hasMore: z.boolean() }),
  }),
  /**
   * Every prize the rewards engine granted the player (DESIGN §7: each grant is listed in the player's
   * reward record and here), newest first, with its items and the coin still locked; `before` pages back.
   */
  consolePlayerRewards: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ id: int32Id(1), before: int32Id(1).optional(), limit: z.int().min(1).max(100).default(30) }),
    response: ok({ rows: z.array(rewardGrantSchema), hasMore: z.boolean() }),
  }),
  /** An operator's note on a player (audited). */
  consolePlayerNoteAdd: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ id: int32Id(1), text: z.string().trim().min(1).max(1000) }),
    response: ok({ note: consoleNoteSchema }),
  }),
};
