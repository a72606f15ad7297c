import type { LiveEvent } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { publishLiveAll } from '../live/index.ts';
import type { CampScores, PkRoundRow } from './repo.ts';

/** The `pk` live event (contract/live.ts): a round's state and both camps' scores, to every signed-in player. */
export function pkLiveEvent(row: PkRoundRow, scores: CampScores): LiveEvent {
  return {
    type: 'pk',
    roundId: row.id,
    state: row.state as 'scheduled' | 'open' | 'ended' | 'settled' | 'cancelled',
    red: scores.red.score,
    blue: scores.blue.score,
    redPlayers: scores.red.players,
    bluePlayers: scores.blue.players,
    winner: (row.winner as 'red' | 'blue' | 'tie' | null) ?? null,
  };
}

export const publishPk = (tx: Executor, row: PkRoundRow, scores: CampScores) => publishLiveAll(tx, pkLiveEvent(row, scores));
