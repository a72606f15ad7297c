import { RAIN_LIMITS, RAIN_SCHEDULE_MAX_SLOTS, type RainScheduleConfig, type RainScheduleSlot } from '../../../../contract/ops/rain.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { RAIN_WAGERING_MAX } from './rainForm.ts';

/**
 * The daily schedule's form (docs/rain.md "Daily schedule") as text fields and its conversion to
 * consoleRainScheduleSave's body (pure, so a unit test checks it): each slot's time of day in Manila
 * ("HH:MM", as <input type="time"> gives it), its budget in whole pesos sent in hundredths. It checks
 * what the server refuses: the contract's limits, and (9505) on with no slot, a centavo a packet and no
 * two slots whose rains overlap, the day's last one running past midnight into the first one included. A refusal
 * names `slots.<i>.<field>`, as the server's does.
 */
export interface SlotForm {
  time: string;
  durationSeconds: string;
  packetCount: string;
  /** Whole pesos. */
  budget: string;
  perPlayerCap: string;
  wagering: string;
}
export interface ScheduleForm {
  enabled: boolean;
  slots: SlotForm[];
}

const PESO = 100;
const DAY_SECONDS = 24 * 3600;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const emptySlot = (): SlotForm => ({ time: '', durationSeconds: '60', packetCount: '', budget: '', perPlayerCap: '', wagering: '1' });

export const formOfSchedule = (config: RainScheduleConfig): ScheduleForm => ({
  enabled: config.enabled,
  slots: config.slots.map((s) => ({
    time: s.time,
    durationSeconds: String(s.durationSeconds),
    packetCount: String(s.packetCount),
    budget: String(s.budget / PESO),
    perPlayerCap: String(s.perPlayerCap),
    wagering: String(s.wagering),
  })),
});

function slotBody(form: SlotForm, i: number): { slot: RainScheduleSlot } | { refusal: FormRefusal } {
  const at = (field: keyof SlotForm) => `slots.${i}.${field}`;
  const time = form.time.trim();
  if (!TIME.test(time)) return refuse(at('time'), 'schedule.timeMissing');
  const durationSeconds = whole(form.durationSeconds, RAIN_LIMITS.duration.min, RAIN_LIMITS.duration.max);
  if (durationSeconds === null) return refuse(at('durationSeconds'), 'form.between', RAIN_LIMITS.duration);
  const packetCount = whole(form.packetCount, RAIN_LIMITS.packets.min, RAIN_LIMITS.packets.max);
  if (packetCount === null) return refuse(at('packetCount'), 'form.between', RAIN_LIMITS.packets);
  const budgetPesos = whole(form.budget, RAIN_LIMITS.budgetPesos.min, RAIN_LIMITS.budgetPesos.max);
  if (budgetPesos === null) return refuse(at('budget'), 'form.between', RAIN_LIMITS.budgetPesos);
  if (budgetPesos * PESO < packetCount) return refuse(at('budget'), 'form.budgetPerPacket', { packets: packetCount, min: Math.ceil(packetCount / PESO) });
  const perPlayerCap = whole(form.perPlayerCap, RAIN_LIMITS.perPlayerCap.min, RAIN_LIMITS.perPlayerCap.max);
  if (perPlayerCap === null) return refuse(at('perPlayerCap'), 'form.between', RAIN_LIMITS.perPlayerCap);
  const wagering = whole(form.wagering, 0, RAIN_WAGERING_MAX);
  if (wagering === null) return refuse(at('wagering'), 'form.between', { min: 0, max: RAIN_WAGERING_MAX });
  return { slot: { time, durationSeconds, packetCount, budget: budgetPesos * PESO, perPlayerCap, wagering } };
}

const secondsOf = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

export function scheduleBody(form: ScheduleForm): { body: RainScheduleConfig } | { refusal: FormRefusal } {
  if (form.slots.length > RAIN_SCHEDULE_MAX_SLOTS) return refuse('slots', 'schedule.tooMany', { max: RAIN_SCHEDULE_MAX_SLOTS });
  if (form.enabled && form.slots.length === 0) return refuse('enabled', 'schedule.onWithoutSlots');
  const slots: RainScheduleSlot[] = [];
  for (const [i, slotForm] of form.slots.entries()) {
    const checked = slotBody(slotForm, i);
    if ('refusal' in checked) return checked;
    slots.push(checked.slot);
  }
  // In time order, each rain over before the next starts (the last one's end against the first's start the next day).
  const order = slots.map((s, i) => ({ i, start: secondsOf(s.time), end: secondsOf(s.time) + s.durationSeconds })).sort((a, b) => a.start - b.start);
  for (const [k, here] of order.entries()) {
    if (order.length < 2) break;
    const other = order[(k + 1) % order.length]!;
    const next = k + 1 < order.length ? other.start : other.start + DAY_SECONDS;
    if (here.end > next) {
      const [a, b] = [Math.min(here.i, other.i), Math.max(here.i, other.i)];
      return refuse(`slots.${b}.time`, 'schedule.overlap', { slot: a + 1 });
    }
  }
  return { body: { enabled: form.enabled, slots } };
}

/** The form's field for a field the server names (`slots.<i>.<field>`); null for one it has none for. */
export const scheduleFieldOf = (field: string): string | null => (field === 'enabled' || /^slots\.\d+\.(time|durationSeconds|packetCount|budget|perPlayerCap|wagering)$/.test(field) ? field : null);
