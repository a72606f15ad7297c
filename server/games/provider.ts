import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { gameTransactions } from './schema.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, LedgerError, playerBalances, transfer } from '../ledger/ledger.ts';

/**
 * The operator side of a game provider, shaped like an aggregator's seamless wallet: the game (the
 * provider's server) keeps no money; for each round it asks the operator to debit the bet, credit
 * the win, or roll a debit back. Each request carries the provider's own transaction id and is
 * idempotent on (provider, txId): a replay answers the first answer, stored in game_transactions.
 *
 * Rules:
 * - debit: refused when the balance is short (`insufficient-balance`; the ledger's non-negative
 *   constraint is the backstop), or when its round was rolled back already (a rollback may arrive
 *   before the debit it cancels: it is remembered, and the late debit refused).
 * - credit: needs a debit in the same round that was not rolled back; amount 0 closes a losing round.
 * - rollback: cancels a debit whose round has no credit (its money goes back); a rollback of an
 *   unknown transaction is answered ok and remembered.
 *
 * Every call runs inside the caller's transaction (`seamlessWallet(tx)`), so a provider's bet, win
 * and round record commit together. Each takes the player's `users` row first (the lock order of
 * README "Lock order"), so two requests of one player are serialised.
 */

export interface WalletTxRequest {
  provider: string;
  txId: string;
  roundId: string;
  userId: number;
  /** Hundredths: > 0 for a debit, ≥ 0 for a credit. */
  amount: number;
}

export interface WalletRollbackRequest {
  provider: string;
  txId: string;
  roundId: string;
  /** The debit to cancel. */
  refTxId: string;
  /** The player, when the provider says (needed only when the debit was never seen). */
  userId?: number;
}

export interface WalletAnswer {
  txId: string;
  /** The player's coin after this transaction (hundredths). */
  balance: number;
  /** What this transaction moved (0 for a zero credit or a rollback of nothing). */
  amount: number;
  transferId: number | null;
}

export type WalletRefusalReason = 'insufficient-balance' | 'round-rolled-back' | 'unknown-round' | 'round-settled' | 'tx-id-reused' | 'bad-amount';

export class WalletRefusal extends Error {
  constructor(readonly reason: WalletRefusalReason) {
    super(reason);
  }
}

export interface SeamlessWallet {
  balance(userId: number): Promise<number>;
  debit(request: WalletTxRequest): Promise<WalletAnswer>;
  credit(request: WalletTxRequest): Promise<WalletAnswer>;
  rollback(request: WalletRollbackRequest): Promise<WalletAnswer>;
}

const ledgerKey = (provider: string, txId: string) => `game:${provider}:${txId}`;

/**
 * `lockedUsers`: players whose `users` row the caller already holds in this transaction (the house
 * spin does), so each request skips taking it again (a round trip each).
 */
export function seamlessWallet(tx: Executor, now: () => number = Date.now, opts: { lockedUsers?: number[] } = {}): SeamlessWallet {
  const locked = new Set(opts.lockedUsers);
  const lockUser = async (userId: number) => {
    if (locked.has(userId)) return;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    locked.add(userId);
  };
  const coin = async (userId: number) => (await playerBalances(tx, userId)).coin;

  async function previous(provider: string, txId: string, kind: string): Promise<WalletAnswer | undefined> {
    const [row] = await tx
      .select()
      .from(gameTransactions)
      .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.txId, txId)));
    if (!row) return undefined;
    if (row.kind !== kind) throw new WalletRefusal('tx-id-reused');
    return row.answer as WalletAnswer;
  }

  /** The round's transactions by kind. */
  async function round(provider: string, roundId: string) {
    const rows = await tx
      .select({ kind: gameTransactions.kind, txId: gameTransactions.txId, amount: gameTransactions.amount })
      .from(gameTransactions)
      .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.roundId, roundId)));
    return { debits: rows.filter((r) => r.kind === 'debit'), credits: rows.filter((r) => r.kind === 'credit'), rollbacks: rows.filter((r) => r.kind === 'rollback') };
  }

  async function record(kind: string, req: { provider: string; txId: string; roundId: string; userId: number | null; refTxId?: string }, answer: WalletAnswer) {
    await tx.insert(gameTransactions).values({
      provider: req.provider,
      txId: req.txId,
      roundId: req.roundId,
      userId: req.userId,
      kind,
      amount: answer.amount,
      refTxId: req.refTxId ?? null,
      transferId: answer.transferId,
      answer,
      createdAt: new Date(now()),
    });
    return answer;
  }

  async function move(kind: string, key: string, userId: number, amount: number, house: (typeof HouseAccount)[keyof typeof HouseAccount], meta: Record<string, unknown>) {
    // amount > 0: the player pays the house; < 0: the house pays the player.
    try {
      const { transferId } = await transfer(tx, {
        kind,
        idempotencyKey: key,
        legs: [
          { account: { ownerId: userId, kind: 'coin' }, amount: -amount },
          { account: { house }, amount },
        ],
        meta,
      });
      return transferId;
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficient-funds') throw new WalletRefusal('insufficient-balance');
      throw error;
    }
  }

  return {
    balance: coin,

    async debit(req) {
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new WalletRefusal('bad-amount');
      await lockUser(req.userId);
      const replay = await previous(req.provider, req.txId, 'debit');
      if (replay) return replay;
      const r = await round(req.provider, req.roundId);
      if (r.rollbacks.length > 0) throw new WalletRefusal('round-rolled-back');
      if (r.credits.length > 0) throw new WalletRefusal('round-settled');
      // Checked first so that a short balance refuses cleanly; the ledger constraint is the backstop.
      if ((await coin(req.userId)) < req.amount) throw new WalletRefusal('insufficient-balance');
      const transferId = await move('game_bet', ledgerKey(req.provider, req.txId), req.userId, req.amount, HouseAccount.gameBets, { provider: req.provider, roundId: req.roundId });
      return record('debit', req, { txId: req.txId, balance: await coin(req.userId), amount: req.amount, transferId });
    },

    async credit(req) {
      if (!Number.isSafeInteger(req.amount) || req.amount < 0) throw new WalletRefusal('bad-amount');
      await lockUser(req.userId);
      const replay = await previous(req.provider, req.txId, 'credit');
      if (replay) return replay;
      const r = await round(req.provider, req.roundId);
      if (r.rollbacks.length > 0) throw new WalletRefusal('round-rolled-back');
      if (r.debits.length === 0) throw new WalletRefusal('unknown-round');
      const transferId =
        req.amount > 0 ? await move('game_win', ledgerKey(req.provider, req.txId), req.userId, -req.amount, HouseAccount.gameWins, { provider: req.provider, roundId: req.roundId }) : null;
      return record('credit', req, { txId: req.txId, balance: await coin(req.userId), amount: req.amount, transferId });
    },

    async rollback(req) {
      const [ref] = await tx
        .select()
        .from(gameTransactions)
        .where(and(eq(gameTransactions.provider, req.provider), eq(gameTransactions.txId, req.refTxId)));
      const userId = ref?.userId ?? req.userId ?? null;
      if (userId !== null) await lockUser(userId);
      const replay = await previous(req.provider, req.txId, 'rollback');
      if (replay) return replay;
      const balance = async () => (userId === null ? 0 : coin(userId));
      if (!ref || ref.kind !== 'debit' || userId === null) {
        // Never seen (or not a debit): nothing to give back; remembered, so a late debit of this round is refused.
        if (ref && ref.kind !== 'debit') throw new WalletRefusal('tx-id-reused');
        return record('rollback', { ...req, userId }, { txId: req.txId, balance: await balance(), amount: 0, transferId: null });
      }
      const r = await round(req.provider, ref.roundId);
      if (r.credits.length > 0) throw new WalletRefusal('round-settled');
      // A second rollback of the same debit (another txId) gives nothing more.
      const already = await tx
        .select({ id: gameTransactions.id })
        .from(gameTransactions)
        .where(and(eq(gameTransactions.provider, req.provider), eq(gameTransactions.kind, 'rollback'), eq(gameTransactions.refTxId, req.refTxId)));
      const transferId =
        already.length > 0 ? null : await move('game_rollback', ledgerKey(req.provider, req.txId), userId, -ref.amount, HouseAccount.gameBets, { provider: req.provider, roundId: ref.roundId, refTxId: req.refTxId });
      return record('rollback', { ...req, roundId: ref.roundId, userId }, { txId: req.txId, balance: await balance(), amount: transferId === null ? 0 : ref.amount, transferId });
    },
  };
}

/** Debits of a player in a provider whose round has neither a credit nor a rollback: money held by the game. */
export async function openDebits(db: Executor, provider: string, userId: number): Promise<{ txId: string; roundId: string; amount: number }[]> {
  const rows = await db
    .select({ txId: gameTransactions.txId, roundId: gameTransactions.roundId, amount: gameTransactions.amount })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.userId, userId),
        eq(gameTransactions.provider, provider),
        eq(gameTransactions.kind, 'debit'),
        sql`NOT EXISTS (SELECT 1 FROM game_transactions o WHERE o.provider = ${gameTransactions.provider} AND o.round_id = ${gameTransactions.roundId} AND o.kind IN ('credit', 'rollback'))`,
      ),
    );
  return rows;
}

/** Rolls back every open debit of a player in a provider (exitGame, retrieve-balance); answers the amount returned. */
export async function rollbackOpen(tx: Executor, provider: string, userId: number, now: () => number = Date.now): Promise<number> {
  const wallet = seamlessWallet(tx, now);
  let returned = 0;
  for (const debit of await openDebits(tx, provider, userId)) {
    returned += (await wallet.rollback({ provider, txId: `${debit.txId}:rollback`, roundId: debit.roundId, refTxId: debit.txId, userId })).amount;
  }
  return returned;
}

