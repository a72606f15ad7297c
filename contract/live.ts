import { z } from 'zod';

/**
 * The live channel (issue 27, docs/live.md): what the server pushes to a signed-in player's browser over
 * one Server-Sent Events stream, and to an operator's console over another. Sends stay `/app/v1` (and
 * `/ops/v1`) POSTs; these are only the server's side of the conversation. Each event carries an id the
 * stream writes as the SSE `id:`, so a reconnect with `Last-Event-ID` replays what was missed.
 *
 * An event tells the client what changed; where the change has more to it than fits here (a mail's
 * text, the red dots), the client reads it with the usual call.
 */

/** One message of a customer-service conversation, as both sides see it. */
export const chatMessageSchema = z.object({
  id: z.int().min(1),
  conversationId: z.int().min(1),
  from: z.enum(['player', 'operator', 'system']),
  /** The operator's display name for an operator's message; empty otherwise. */
  author: z.string(),
  text: z.string(),
  /** Epoch ms. */
  at: z.int().min(0),
  /** A player's message: the id the sending tab gave it, so the tab settles its "sending" line whichever arrives first (the answer or the live event). */
  clientId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Why the balance changed under the player, so the client can say it (a toast) and refresh. */
export const balanceReasonSchema = z.enum(['withdrawalPaid', 'withdrawalRejected', 'kycApproved', 'kycRejected', 'mailClaimed', 'safebox', 'operator']);
export type BalanceReason = z.infer<typeof balanceReasonSchema>;

export const liveEventSchema = z.discriminatedUnion('type', [
  /** New mail, or mail read, claimed or deleted elsewhere: the unread count drives the `mail`/`email` red dots. */
  z.object({ type: z.literal('mail'), unread: z.int().min(0), mailId: z.int().min(1).optional() }),
  /** A customer-service message (an operator's reply, or the player's own from another tab). */
  z.object({ type: z.literal('chat'), message: chatMessageSchema }),
  /** The coin (hundredths) after an operator's or another tab's action; the client refreshes its wallet. */
  z.object({ type: z.literal('balance'), coin: z.int(), reason: balanceReasonSchema }),
  /** Something behind the red dots changed: read them again (`refreshData`). */
  z.object({ type: z.literal('redDots') }),
  /** The feedback record changed (the operator replied). */
  z.object({ type: z.literal('feedback'), id: z.int().min(1) }),
  /**
   * An operator moved one of the player's diamond-mall goods orders (docs/diamonds.md): its new state, and
   * the diamonds held after it (a cancellation gives them back), so the orders page and the balance follow.
   */
  z.object({ type: z.literal('diamondOrder'), orderId: z.int().min(1), status: z.enum(['shipped', 'delivered', 'cancelled']), diamonds: z.int().min(0) }),
  /**
   * A red-packet rain (docs/rain.md) was scheduled or changed, opened, ended or cancelled: sent to every
   * signed-in player (a broadcast, `publishLiveAll`). Times are epoch ms; the client reads
   * `getRedPacketRainConfig` for the rest (packets left, its own counts, the revealed seed).
   */
  z.object({ type: z.literal('rain'), eventId: z.int().min(1), state: z.enum(['scheduled', 'open', 'ended', 'cancelled']), startsAt: z.int().min(0), endsAt: z.int().min(0) }),
  /**
   * A red-versus-blue round's scores moved (at most one a second per round), or the round changed state
   * (docs/pk.md "Live"): to every signed-in player, so the tug-of-war bar moves without polling. Scores
   * are hundredths of valid bets; the page reads `pkData`/`redWars` for the rest.
   */
  z.object({
    type: z.literal('pk'),
    roundId: z.int().min(1),
    state: z.enum(['scheduled', 'open', 'ended', 'settled', 'cancelled']),
    red: z.int().min(0),
    blue: z.int().min(0),
    redPlayers: z.int().min(0),
    bluePlayers: z.int().min(0),
    winner: z.enum(['red', 'blue', 'tie']).nullable(),
  }),
  /**
   * A slot tournament's board changed (at most every few seconds), or it ended and paid its prizes
   * (docs/tournament.md "Live board"): to every signed-in player; scores as `slotTournament` gives them.
   * The page reads `slotTournament` for the player's own place.
   */
  z.object({
    type: z.literal('tournament'),
    tournamentId: z.int().min(1),
    state: z.enum(['scheduled', 'running', 'ended', 'cancelled']),
    board: z.array(z.object({ place: z.int().min(1), nickname: z.string(), score: z.int().min(0) })).max(50),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** What the operators' stream carries: queue changes the console shows without a reload. */
export const opsLiveEventSchema = z.discriminatedUnion('type', [
  /** A player wrote, or another operator answered or took a conversation. */
  z.object({ type: z.literal('chat'), message: chatMessageSchema }),
  z.object({ type: z.literal('chatAssigned'), conversationId: z.int().min(1), operator: z.string() }),
  /** A queue's count changed (new feedback, a new withdrawal, a KYC waiting, a mail job's progress). */
  z.object({ type: z.literal('queue'), queue: z.enum(['chat', 'feedback', 'withdrawals', 'kyc', 'mailJobs']) }),
]);
export type OpsLiveEvent = z.infer<typeof opsLiveEventSchema>;
