import { RAIN_LIMITS, type ConsoleRainEvent, type ConsoleRainEventInput } from '../../../../contract/ops/rain.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { manilaDateTimeToMs, msToManilaDateTime } from '../fairness/fairnessForm.ts';

/**
 * The rain event form as text fields and its conversion to consoleRainEventCreate's (and Update's) body
 * (pure, so a unit test checks it): the start typed in Manila time, the budget in whole pesos sent in
 * hundredths. Beyond RAIN_LIMITS it checks what the server refuses with 9505 (docs/rain.md "Console"): a
 * start still to come, a budget of at least one centavo a packet, and no overlap with the events on
 * screen (the server checks every event, by its own clock).
 */
export interface RainForm {
  /** "2026-12-08T20:00", Manila, as <input type="datetime-local"> gives it. */
  startsAt: string;
  durationSeconds: string;
  packetCount: string;
  /** Whole pesos. */
  budget: string;
  perPlayerCap: string;
  wagering: string;
}

const PESO = 100;
export const RAIN_WAGERING_MAX = 10;

/** A new event's form: the start and the amounts left for the operator to type. */
export const emptyRainForm = (): RainForm => ({ startsAt: '', durationSeconds: '60', packetCount: '', budget: '', perPlayerCap: '', wagering: '1' });

export const formOfEvent = (event: ConsoleRainEvent): RainForm => ({
  startsAt: msToManilaDateTime(event.startsAt),
  durationSeconds: String(event.durationSeconds),
  packetCount: String(event.packetCount),
  budget: String(event.budget / PESO),
  perPlayerCap: String(event.perPlayerCap),
  wagering: String(event.wagering),
});

/** An event another one may not overlap: its id and time, and whether it still holds its slot. */
type Slot = Pick<ConsoleRainEvent, 'eventId' | 'startsAt' | 'endsAt' | 'state'>;

export function eventBody(form: RainForm, { now, others, editing }: { now: number; others: readonly Slot[]; editing?: number }): { body: ConsoleRainEventInput } | { refusal: FormRefusal } {
  const startsAt = manilaDateTimeToMs(form.startsAt.trim());
  if (startsAt === null) return refuse('startsAt', 'form.startMissing');
  if (startsAt <= now) return refuse('startsAt', 'form.startPast');
  const durationSeconds = whole(form.durationSeconds, RAIN_LIMITS.duration.min, RAIN_LIMITS.duration.max);
  if (durationSeconds === null) return refuse('durationSeconds', 'form.between', RAIN_LIMITS.duration);
  const packetCount = whole(form.packetCount, RAIN_LIMITS.packets.min, RAIN_LIMITS.packets.max);
  if (packetCount === null) return refuse('packetCount', 'form.between', RAIN_LIMITS.packets);
  const budgetPesos = whole(form.budget, RAIN_LIMITS.budgetPesos.min, RAIN_LIMITS.budgetPesos.max);
  if (budgetPesos === null) return refuse('budget', 'form.between', RAIN_LIMITS.budgetPesos);
  // Every packet pays at least a centavo (9505): ₱1 covers 100 packets.
  if (budgetPesos * PESO < packetCount) return refuse('budget', 'form.budgetPerPacket', { packets: packetCount, min: Math.ceil(packetCount / PESO) });
  const perPlayerCap = whole(form.perPlayerCap, RAIN_LIMITS.perPlayerCap.min, RAIN_LIMITS.perPlayerCap.max);
  if (perPlayerCap === null) return refuse('perPlayerCap', 'form.between', RAIN_LIMITS.perPlayerCap);
  const wagering = whole(form.wagering, 0, RAIN_WAGERING_MAX);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: RAIN_WAGERING_MAX });
  const endsAt = startsAt + durationSeconds * 1000;
  const clash = others.find((o) => o.eventId !== editing && o.state !== 'cancelled' && o.startsAt < endsAt && startsAt < o.endsAt);
  if (clash) return refuse('startsAt', 'form.overlap', { id: clash.eventId });
  return { body: { startsAt, durationSeconds, packetCount, budget: budgetPesos * PESO, perPlayerCap, wagering } };
}

/** The form's field for a field the server names; null (the message goes above the buttons) for one it has none for. */
export const formFieldOf = (field: string): string | null => (['startsAt', 'durationSeconds', 'packetCount', 'budget', 'perPlayerCap', 'wagering'].includes(field) ? field : null);

/** The most packets one player can open: the cap, or fewer when the rain is too short to tap that many (the server's tap rate). */
export const mostPerPlayer = (perPlayerCap: number, durationSeconds: number) => Math.min(perPlayerCap, durationSeconds * RAIN_LIMITS.tapsPerSecond);

/** The seed's hash as the list shows it: its first 12 characters (the whole one on hover). */
export const shortHash = (hash: string) => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);
