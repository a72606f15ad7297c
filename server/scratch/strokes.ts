import { eq } from 'drizzle-orm';
import { Errcode, SCRATCH_MAX_STROKES } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { lockedCard } from './cards.ts';
import { scratchCards } from './schema.ts';

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Appends strokes to a card's log (docs/scratch.md "Strokes"), under the card's row lock. `from` is
 * the log's length as the client knew it: the strokes the log holds already at those places must be
 * the same ones (a retry: skipped), and the rest are appended. A `from` past the log's end, or a
 * different stroke at a kept place (a second tab scratched meanwhile), is 9204: the client reloads the
 * card. A claimed card's log is closed (9202); a log that would pass SCRATCH_MAX_STROKES is 9203.
 * Every refusal changes nothing. Answers the log's length.
 */
export async function appendStrokes(db: Db, userId: number, cardId: number, from: number, strokes: readonly number[][]): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, userId, cardId);
    if (card.state === 'claimed') throw new ApiError(Errcode.scratchCardClaimed, { field: 'cardId' });
    const kept = card.strokes;
    if (from > kept.length) throw new ApiError(Errcode.scratchStrokeConflict, { field: 'from' });
    const known = Math.min(strokes.length, kept.length - from);
    for (let i = 0; i < known; i += 1) if (!same(kept[from + i]!, strokes[i]!)) throw new ApiError(Errcode.scratchStrokeConflict, { field: 'strokes' });
    const fresh = strokes.slice(known);
    if (fresh.length === 0) return { count: kept.length };
    if (kept.length + fresh.length > SCRATCH_MAX_STROKES) throw new ApiError(Errcode.scratchStrokesFull, { params: { max: SCRATCH_MAX_STROKES } });
    const log = [...kept, ...fresh.map((s) => [...s])];
    await tx.update(scratchCards).set({ strokes: log, state: 'scratching' }).where(eq(scratchCards.id, card.id));
    return { count: log.length };
  });
}
