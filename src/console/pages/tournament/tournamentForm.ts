import { TOURNAMENT_BOARD_SIZE, type TournamentMeasure } from '../../../../contract/calls/tournament.ts';
import { TOURNAMENT_LIMITS, type ConsoleTournament, type ConsoleTournamentInput } from '../../../../contract/ops/tournament.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { manilaDateTimeToMs, msToManilaDateTime } from '../fairness/fairnessForm.ts';

/**
 * The slot tournament form as text fields and its conversion to consoleTournamentCreate's (and
 * Update's) body (pure, unit-tested): the start in Manila time, the length in minutes, the stake floor
 * and prizes in whole pesos (prizes one a line or comma-separated, place 1 first; sent in hundredths).
 * Beyond the contract it checks what the server refuses with 9901 (docs/tournament.md "Console"): a
 * start to come, at least one slot, a prize never above the place before it, no overlap with the
 * tournaments on screen (the server checks every one by its own clock).
 */
export interface TournamentForm {
  /** "2026-12-08T20:00", Manila. */
  startsAt: string;
  durationMinutes: string;
  measure: TournamentMeasure;
  /** Game ids ticked. */
  gameIds: number[];
  minBet: string;
  prizes: string;
  wagering: string;
}

const PESO = 100;
export const WAGERING_MAX = 10;

export const emptyTournamentForm = (): TournamentForm => ({ startsAt: '', durationMinutes: '60', measure: 'multiplier', gameIds: [], minBet: '2', prizes: '', wagering: '1' });

export const formOfTournament = (row: ConsoleTournament): TournamentForm => ({
  startsAt: msToManilaDateTime(row.startsAt),
  durationMinutes: String(Math.round((row.endsAt - row.startsAt) / 60_000)),
  measure: row.measure,
  gameIds: row.gameIds,
  minBet: String(row.minBet / PESO),
  prizes: row.prizes.map((p) => String(p / PESO)).join(', '),
  wagering: String(row.wagering),
});

type Slot = Pick<ConsoleTournament, 'tournamentId' | 'startsAt' | 'endsAt' | 'state'>;

export function tournamentBody(form: TournamentForm, { now, others, editing }: { now: number; others: readonly Slot[]; editing?: number }): { body: ConsoleTournamentInput } | { refusal: FormRefusal } {
  const startsAt = manilaDateTimeToMs(form.startsAt.trim());
  if (startsAt === null) return refuse('startsAt', 'form.startMissing');
  if (startsAt <= now) return refuse('startsAt', 'form.startPast');
  const minutes = whole(form.durationMinutes, TOURNAMENT_LIMITS.minutes.min, TOURNAMENT_LIMITS.minutes.max);
  if (minutes === null) return refuse('durationMinutes', 'form.between', TOURNAMENT_LIMITS.minutes);
  if (form.gameIds.length === 0) return refuse('gameIds', 'form.gamesMissing');
  const minBet = whole(form.minBet, 0, 1_000_000);
  if (minBet === null) return refuse('minBet', 'form.between', { min: 0, max: 1_000_000 });
  const parts = form.prizes.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > TOURNAMENT_BOARD_SIZE) return refuse('prizes', 'form.prizesCount', { max: TOURNAMENT_BOARD_SIZE });
  const prizes: number[] = [];
  for (const part of parts) {
    const pesos = whole(part, 1, TOURNAMENT_LIMITS.prizePesos.max);
    if (pesos === null) return refuse('prizes', 'form.between', { min: 1, max: TOURNAMENT_LIMITS.prizePesos.max });
    if (prizes.length > 0 && pesos * PESO > prizes.at(-1)!) return refuse('prizes', 'form.prizesRising', { place: prizes.length + 1 });
    prizes.push(pesos * PESO);
  }
  const wagering = whole(form.wagering, 0, WAGERING_MAX);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: WAGERING_MAX });
  const endsAt = startsAt + minutes * 60_000;
  const clash = others.find((o) => o.tournamentId !== editing && o.state !== 'cancelled' && o.startsAt < endsAt && startsAt < o.endsAt);
  if (clash) return refuse('startsAt', 'form.overlap', { id: clash.tournamentId });
  return { body: { startsAt, endsAt, measure: form.measure, gameIds: form.gameIds, minBet: minBet * PESO, prizes, wagering } };
}

const FIELDS = ['startsAt', 'durationMinutes', 'gameIds', 'minBet', 'prizes', 'wagering'];
/** The server names `endsAt`, `gameIds.<i>`, `prizes.<i>`: the form's fields for them. */
export const formFieldOf = (field: string): string | null => {
  const named = field === 'endsAt' ? 'durationMinutes' : field.split('.')[0]!;
  return FIELDS.includes(named) ? named : null;
};
