import { sql } from 'drizzle-orm';
import { startTicker } from '../api/ticker.ts';
import type { Db } from '../db/client.ts';
import { publishPk } from './live.ts';
import { NO_SCORES, pkRepo } from './repo.ts';
import { pkRounds } from './schema.ts';
import { settlePkRound } from './settle.ts';

/** The least time between two score pushes of one round (docs/pk.md "Live"). */
export const PK_PUSH_EVERY_MS = 1000;

/**
 * Makes every due transition of one round, each in its own transaction holding the round's row and
 * guarded by its state (a second process finds it done): scheduled → open at the start, open → ended
 * at the end (the update waits for bets under way, which share-lock the row, so every bet that counted
 * has committed before the end), ended → settled at the settlement time (settle.ts). Each is pushed to
 * every player; between them an open round's scores are pushed when they moved, at most once a second.
 */
async function advanceOne(db: Db, id: number, now: number): Promise<void> {
  const at = new Date(now);
  const seen = await pkRepo(db).byId(id);
  if (!seen) return;
  // The row is locked only when a transition is due: an open round's pass every second takes no lock.
  const due = (seen.state === 'scheduled' && seen.startsAt.getTime() <= now) || (seen.state === 'open' && seen.endsAt.getTime() <= now);
  if (due) await transition(db, id, now, at);
  const after = due ? await pkRepo(db).byId(id) : seen;
  if (after?.state === 'ended' && after.settlesAt.getTime() <= now) await settlePkRound(db, id, now);
  if (after?.state === 'open') await pushScores(db, id, now);
}

async function transition(db: Db, id: number, now: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = pkRepo(tx);
    const row = await repo.byId(id, { lock: true });
    if (!row) return;
    let current = row;
    if (current.state === 'scheduled' && current.startsAt.getTime() <= now) current = await repo.update(id, { state: 'open', openedAt: at });
    if (current.state === 'open' && current.endsAt.getTime() <= now) current = await repo.update(id, { state: 'ended', endedAt: at });
    if (current.state === row.state) return;
    const scores = (await repo.scores([id])).get(id) ?? NO_SCORES;
    await repo.update(id, { publishedAt: at, publishedRed: scores.red.score, publishedBlue: scores.blue.score });
    await publishPk(tx, current, scores);
  });
}

/**
 * The scores of an open round pushed if they moved since the last push and a second has passed: the
 * guarded update decides (two processes push once), and the event goes out in its transaction.
 */
async function pushScores(db: Db, id: number, now: number): Promise<void> {
  const scores = (await pkRepo(db).scores([id])).get(id) ?? NO_SCORES;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(pkRounds)
      .set({ publishedAt: new Date(now), publishedRed: scores.red.score, publishedBlue: scores.blue.score })
      .where(
        sql`${pkRounds.id} = ${id} AND ${pkRounds.state} = 'open'
          AND (${pkRounds.publishedAt} IS NULL OR ${pkRounds.publishedAt} <= ${new Date(now - PK_PUSH_EVERY_MS).toISOString()}::timestamptz)
          AND (${pkRounds.publishedRed} <> ${scores.red.score} OR ${pkRounds.publishedBlue} <> ${scores.blue.score})`,
      )
      .returning();
    if (row) await publishPk(tx, row, scores);
  });
}

/**
 * Every due transition and score push (lazy and idempotent: the player's calls, the console and the
 * ticker call it, from any process). One indexed read when nothing is due.
 */
export async function advancePk(db: Db, now: number): Promise<void> {
  for (const { id } of await pkRepo(db).due(new Date(now))) await advanceOne(db, id, now);
}

/**
 * The light timer (start.ts) that opens, ends and settles rounds at their time and pushes the scores
 * while a round is open, every `everyMs` from every process. Answers the stopper, which waits for a pass.
 */
export function startPkTicker(db: Db, now: () => number, log: { error: (obj: unknown, msg: string) => void }, everyMs = 1000): () => Promise<void> {
  return startTicker({ everyMs, run: () => advancePk(db, now()), onError: (error) => log.error({ err: error }, 'pk: a transition failed (it will be tried again)') });
}
