import { sql } from 'drizzle-orm';
import { ActivityId } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { Executor } from '../db/client.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { TOURNAMENT_LOCK_SPACE, tournamentRepo } from './repo.ts';
import { tournamentEntries } from './schema.ts';

/** One settled real spin of a house slot, as the games area's round hook gives it. */
export interface SlotSpin {
  gameId: number;
  bet: number;
  win: number;
}

/**
 * What a spin scores (docs/tournament.md "Scores"): `multiplier` the win over the stake in hundredths,
 * floored (a ₱2 stake winning ₱51 is 2550, ×25.50); `validBet` the stake. Pure, for the tests' hand check.
 */
export const spinScore = (measure: string, spin: Pick<SlotSpin, 'bet' | 'win'>): number => (measure === 'multiplier' ? Math.floor((spin.win * 100) / spin.bet) : spin.bet);

/**
 * Enters a settled real spin in the tournament running now, in the spin's transaction (the player's
 * row held): only a spin of a covered slot at or above the stake floor, while the activity is on, for
 * a player promotions are not withheld from. The tournament's key is tried shared, never waited for:
 * when its end holds it (the end has begun) the spin does not count, and nothing deadlocks with the
 * end's grants. `multiplier` keeps the best score and when it was first reached; `validBet` adds up,
 * its time the latest spin's (the total was reached then). Answers whether it entered.
 */
export async function enterTournament(tx: Executor, userId: number, spin: SlotSpin, now: number): Promise<boolean> {
  if (spin.bet <= 0) return false;
  const at = new Date(now);
  const row = await tournamentRepo(tx).runningAt(at);
  if (!row || !row.gameIds.includes(spin.gameId) || spin.bet < row.minBet) return false;
  const rows = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock_shared(${TOURNAMENT_LOCK_SPACE}, ${row.id}) AS ok`)) as unknown as { rows: { ok: boolean }[] };
  if (!rows.rows[0]?.ok) return false;
  // Read again under the key: an end that committed a moment ago has changed the state.
  const still = await tournamentRepo(tx).byId(row.id);
  if (still?.state !== 'scheduled') return false;
  if (!(await activitiesRepo(tx).isOn(ActivityId.SlotTournament))) return false;
  if (await promotionsWithheld(tx, userId, now)) return false;
  const score = spinScore(row.measure, spin);
  const best = row.measure === 'multiplier';
  await tx
    .insert(tournamentEntries)
    .values({ tournamentId: row.id, userId, score, reachedAt: at })
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.userId],
      set: best
        ? {
            score: sql`greatest(${tournamentEntries.score}, excluded.score)`,
            reachedAt: sql`CASE WHEN excluded.score > ${tournamentEntries.score} THEN excluded.reached_at ELSE ${tournamentEntries.reachedAt} END`,
            spins: sql`${tournamentEntries.spins} + 1`,
          }
        : { score: sql`${tournamentEntries.score} + excluded.score`, reachedAt: sql`excluded.reached_at`, spins: sql`${tournamentEntries.spins} + 1` },
    });
  return true;
}
