import { PK_LIMITS, type ConsolePkRound, type ConsolePkRoundInput } from '../../../../contract/ops/pk.ts';
import { pkTieRules, type PkTieRule } from '../../../../contract/calls/pk.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { manilaDateTimeToMs, msToManilaDateTime } from '../fairness/fairnessForm.ts';

/**
 * The red-versus-blue round form as text fields and its conversion to consolePkRoundCreate's (and
 * Update's) body (pure, unit-tested): the start in Manila time, the length in minutes, the settlement
 * delay in minutes, the pool and cap in whole pesos (sent in hundredths). Beyond PK_LIMITS it checks
 * what the server refuses with 9703 (docs/pk.md "Console"): a start to come, a cap within the pool, no
 * overlap with the rounds on screen (the server checks every round by its own clock).
 */
export interface PkForm {
  /** "2026-12-08T20:00", Manila. */
  startsAt: string;
  durationMinutes: string;
  settleDelayMinutes: string;
  /** Whole pesos. */
  pool: string;
  capPerPlayer: string;
  tieRule: PkTieRule;
  wagering: string;
}

const PESO = 100;
const MINUTE = 60;
export const PK_WAGERING_MAX = 10;

export const emptyPkForm = (): PkForm => ({ startsAt: '', durationMinutes: '60', settleDelayMinutes: '5', pool: '', capPerPlayer: '', tieRule: 'split', wagering: '1' });

export const formOfRound = (round: ConsolePkRound): PkForm => ({
  startsAt: msToManilaDateTime(round.startsAt),
  durationMinutes: String(Math.round((round.endsAt - round.startsAt) / 60_000)),
  settleDelayMinutes: String(Math.round((round.settlesAt - round.endsAt) / 60_000)),
  pool: String(round.pool / PESO),
  capPerPlayer: String(round.capPerPlayer / PESO),
  tieRule: round.tieRule,
  wagering: String(round.wagering),
});

type Slot = Pick<ConsolePkRound, 'roundId' | 'startsAt' | 'endsAt' | 'state'>;

export function roundBody(form: PkForm, { now, others, editing }: { now: number; others: readonly Slot[]; editing?: number }): { body: ConsolePkRoundInput } | { refusal: FormRefusal } {
  const startsAt = manilaDateTimeToMs(form.startsAt.trim());
  if (startsAt === null) return refuse('startsAt', 'form.startMissing');
  if (startsAt <= now) return refuse('startsAt', 'form.startPast');
  const minutes = { min: PK_LIMITS.duration.min / MINUTE, max: PK_LIMITS.duration.max / MINUTE };
  const durationMinutes = whole(form.durationMinutes, minutes.min, minutes.max);
  if (durationMinutes === null) return refuse('durationMinutes', 'form.between', minutes);
  const delay = { min: PK_LIMITS.settleDelay.min / MINUTE, max: PK_LIMITS.settleDelay.max / MINUTE };
  const settleDelayMinutes = whole(form.settleDelayMinutes, delay.min, delay.max);
  if (settleDelayMinutes === null) return refuse('settleDelayMinutes', 'form.between', delay);
  const pool = whole(form.pool, PK_LIMITS.poolPesos.min, PK_LIMITS.poolPesos.max);
  if (pool === null) return refuse('pool', 'form.between', PK_LIMITS.poolPesos);
  const capPerPlayer = whole(form.capPerPlayer, 1, pool);
  if (capPerPlayer === null) return refuse('capPerPlayer', 'form.between', { min: 1, max: pool });
  if (!pkTieRules.includes(form.tieRule)) return refuse('tieRule', 'form.tieRuleMissing');
  const wagering = whole(form.wagering, 0, PK_WAGERING_MAX);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: PK_WAGERING_MAX });
  const endsAt = startsAt + durationMinutes * 60_000;
  const clash = others.find((o) => o.roundId !== editing && o.state !== 'cancelled' && o.startsAt < endsAt && startsAt < o.endsAt);
  if (clash) return refuse('startsAt', 'form.overlap', { id: clash.roundId });
  return {
    body: { startsAt, durationSeconds: durationMinutes * MINUTE, settleDelaySeconds: settleDelayMinutes * MINUTE, pool: pool * PESO, capPerPlayer: capPerPlayer * PESO, tieRule: form.tieRule, wagering },
  };
}

const FIELDS = ['startsAt', 'durationMinutes', 'settleDelayMinutes', 'pool', 'capPerPlayer', 'tieRule', 'wagering'];
/** The server names `durationSeconds`/`settleDelaySeconds`; the form types minutes. */
export const formFieldOf = (field: string): string | null => {
  const named = field === 'durationSeconds' ? 'durationMinutes' : field === 'settleDelaySeconds' ? 'settleDelayMinutes' : field;
  return FIELDS.includes(named) ? named : null;
};
