import type { LiveEvent } from '../../../contract/live.ts';
import type { PkRound } from '../../../contract/calls/pk.ts';

/** Red versus blue's pure client logic (docs/pk.md "Client"): the bar's split, a live event applied, the clock. */

/** Red's share of the bar in percent (one decimal); an even bar before anyone has scored. */
export function redShare(red: number, blue: number): number {
  const total = red + blue;
  return total <= 0 ? 50 : Math.round((red * 1000) / total) / 10;
}

type PkLive = Extract<LiveEvent, { type: 'pk' }>;

/**
 * A `pk` live event applied to the round on screen: the same round takes its state, scores and winner;
 * another round answers null (read `pkData` again: a new round was scheduled, or this one cancelled).
 */
export function applyLive(round: PkRound | null, event: PkLive): PkRound | null {
  if (!round || round.roundId !== event.roundId) return null;
  return {
    ...round,
    state: event.state,
    red: { score: event.red, players: event.redPlayers },
    blue: { score: event.blue, players: event.bluePlayers },
    winner: event.winner,
  };
}

/** Where the round stands on the server's clock (its state may lag by a tick: times decide). */
export type PkPhase = 'upcoming' | 'open' | 'settling' | 'settled' | 'cancelled';

export function phaseOf(round: Pick<PkRound, 'state' | 'startsAt' | 'endsAt'>, serverNow: number): PkPhase {
  if (round.state === 'cancelled') return 'cancelled';
  if (round.state === 'settled') return 'settled';
  if (serverNow < round.startsAt) return 'upcoming';
  if (serverNow < round.endsAt) return 'open';
  return 'settling';
}

/** The next moment the page should read the round again (its start, end or settlement), or null. */
export function nextChange(round: Pick<PkRound, 'state' | 'startsAt' | 'endsAt' | 'settlesAt'>, serverNow: number): number | null {
  if (round.state === 'settled' || round.state === 'cancelled') return null;
  return [round.startsAt, round.endsAt, round.settlesAt].find((at) => at > serverNow) ?? null;
}

export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  const hm = hours > 0 || days > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
  return days > 0 ? `${days}d ${hm}` : hm;
}
