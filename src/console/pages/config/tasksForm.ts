import type { TaskKind, TaskPeriod, TasksConfig } from '../../../../contract/calls/tasks.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import type { Problem } from './rebateForm.ts';
import { builtOf, field, multipleAt, pesosAt, PROBLEM, wholeAt, type Built } from './rulesForm.ts';
import { hundredthsText, typedWhole } from './typedAmount.ts';
import { itemsOf, prizeDraftOf, PRIZE_KINDS, type PrizeDraft } from './vipRewardsForm.ts';

/**
 * The tasks' form (tasks, docs/tasks.md): the daily, weekly and one-time tasks, each an id (its claim's
 * key, unique), a period, what it counts, its target (whole pesos for deposits and valid bets, a count
 * for games and sign-ins, none where only 1 is possible) and its prize (coin, points, diamonds and
 * activity points); the liveness chests, each an id, a day or a week, the activity points that open it
 * (each period's from the smallest up, none beyond what the tasks give in its period) and its prize
 * (no activity points); the prize coin's turnover. Checked as the server checks it
 * (server/console/activity-values.ts and the schema in contract/calls/tasks.ts). Pure (tasksForm.test.ts).
 */
export const MAX_TASKS = 50;
export const MAX_CHESTS = 20;
const MAX_ID = 2_147_483_647;
const MAX_CHEST_LIVENESS = 1_000_000;
/** The activity points item (contract/enums.ts PropId.liveness; written out, the test holds it equal). */
export const LIVENESS_PROP = 4001;

/**
 * Which periods each kind can happen in and the most a kind can reach in a period: contract/calls/tasks.ts
 * TASK_KIND_PERIODS and taskTargetMax, written out because that file brings zod (the console's bundle
 * has none); tasksForm.test.ts holds them equal.
 */
export const KIND_PERIODS: Readonly<Record<TaskKind, readonly TaskPeriod[]>> = {
  validBet: ['day', 'week', 'once'],
  deposit: ['day', 'week', 'once'],
  gamesPlayed: ['day', 'week', 'once'],
  signIn: ['day', 'week'],
  bindMobile: ['once'],
  kyc: ['once'],
};
export const TASK_KINDS = Object.keys(KIND_PERIODS) as TaskKind[];
export function targetMax(kind: TaskKind, period: TaskPeriod): number | null {
  if (kind === 'bindMobile' || kind === 'kyc') return 1;
  if (kind === 'signIn') return period === 'day' ? 1 : 7;
  return null;
}
/** A target in hundredths, typed in whole pesos. */
export const isMoneyKind = (kind: TaskKind) => kind === 'deposit' || kind === 'validBet';
/** Only 1 is possible (a linked number, a verified identity, today's sign-in): the form asks for no target. */
export const hasTarget = (kind: TaskKind, period: TaskPeriod) => targetMax(kind, period) !== 1;

export interface TaskDraft extends PrizeDraft {
  id: string;
  period: TaskPeriod;
  kind: TaskKind;
  /** Whole pesos for money kinds, a count otherwise; unused without a target. */
  target: string;
  /** Activity points of the prize. */
  liveness: string;
}
export interface ChestDraft extends PrizeDraft {
  id: string;
  period: 'day' | 'week';
  /** The period's activity points that open it. */
  liveness: string;
}
export interface TasksDraft {
  wagering: string;
  list: TaskDraft[];
  chests: ChestDraft[];
}

const livenessOf = (items: TasksConfig['list'][number]['items']) => items.filter((item) => item.propId === LIVENESS_PROP).reduce((sum, item) => sum + item.count, 0);

/** The form's starting text; no tasks stored: none, 1× turnover. */
export function tasksDraftOf(tasks: TasksConfig): TasksDraft {
  return {
    wagering: String(tasks.wagering ?? 1),
    list: tasks.list.map((task) => {
      const liveness = livenessOf(task.items);
      return {
        id: String(task.id),
        period: task.period,
        kind: task.kind,
        target: isMoneyKind(task.kind) ? hundredthsText(task.target) : String(task.target),
        liveness: liveness ? String(liveness) : '',
        ...prizeDraftOf(task.items),
      };
    }),
    chests: tasks.chests.map((chest) => ({ id: String(chest.id), period: chest.period, liveness: String(chest.liveness), ...prizeDraftOf(chest.items) })),
  };
}

const nextId = (list: readonly { id: string }[]) => String(Math.max(0, ...list.map((entry) => typedWhole(entry.id) ?? 0)) + 1);

/** A new task: the next free id, a daily bet task, the rest to fill in. */
export const newTaskDraft = (list: readonly TaskDraft[]): TaskDraft => ({ id: nextId(list), period: 'day', kind: 'validBet', target: '', liveness: '', coin: '', points: '', diamond: '' });

/** A new chest: the next free id, a daily one, the rest to fill in. */
export const newChestDraft = (chests: readonly ChestDraft[]): ChestDraft => ({ id: nextId(chests), period: 'day', liveness: '', coin: '', points: '', diamond: '' });

/** A task's kind changed: its period kept when the kind can happen in it, else the kind's first. */
export function withKind(task: TaskDraft, kind: TaskKind): TaskDraft {
  return { ...task, kind, period: KIND_PERIODS[kind].includes(task.period) ? task.period : KIND_PERIODS[kind][0]! };
}

export function tasksValueOf(draft: TasksDraft): Built<TasksConfig> {
  const built = builtOf<TasksConfig>({ list: [], chests: [], wagering: 1 });
  field(built, 'value.list', draft.list.length > MAX_TASKS ? { key: PROBLEM.tooMany, params: { max: MAX_TASKS } } : null);
  const reach = { day: 0, week: 0 };
  const taskIds = new Set<number>();
  draft.list.forEach((task, i) => {
    const name = `value.list.${i}`;
    const id = idAt(built, name, task.id, taskIds, 'console-activities:tasks.errors.duplicateTask');
    field(built, `${name}.period`);
    built.formFieldOf[`${name}.kind`] = `${name}.period`;
    const target = targetAt(built, name, task);
    const items = itemsOf(task, name, `${name}.items`, built, activityCaps.taskPrize);
    const liveness = livenessAt(built, name, task.liveness);
    if (liveness > 0) {
      for (const part of ['count', 'propId']) built.formFieldOf[`${name}.items.${items.length}.${part}`] = `${name}.liveness`;
      items.push({ propId: LIVENESS_PROP, count: liveness });
      reach.day += liveness;
      reach.week += task.period === 'day' ? liveness * 7 : liveness;
    }
    const kinds = [...PRIZE_KINDS, 'liveness'];
    field(built, `${name}.items`, items.length === 0 && kinds.every((kind) => !built.problems[`${name}.${kind}`]) ? { key: 'console-activities:tasks.errors.noItems' } : null);
    built.value.list.push({ id, period: task.period, kind: task.kind, target, items });
  });

  field(built, 'value.chests', draft.chests.length > MAX_CHESTS ? { key: PROBLEM.tooMany, params: { max: MAX_CHESTS } } : null);
  const chestIds = new Set<number>();
  const last: { day?: number; week?: number } = {};
  draft.chests.forEach((chest, i) => {
    const name = `value.chests.${i}`;
    const id = idAt(built, name, chest.id, chestIds, 'console-activities:tasks.errors.duplicateChest');
    field(built, `${name}.period`);
    const liveness = wholeAt(built, `${name}.liveness`, chest.liveness, 1, MAX_CHEST_LIVENESS);
    if (!built.problems[`${name}.liveness`]) {
      const problem = chestProblem(liveness, last[chest.period], reach[chest.period]);
      if (problem) built.problems[`${name}.liveness`] = problem;
      last[chest.period] = liveness;
    }
    const items = itemsOf(chest, name, `${name}.items`, built, activityCaps.taskChest);
    field(built, `${name}.items`, items.length === 0 && PRIZE_KINDS.every((kind) => !built.problems[`${name}.${kind}`]) ? { key: PROBLEM.noItems } : null);
    built.value.chests.push({ id, period: chest.period, liveness, items });
  });
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering);
  return built;
}

/** An id: 1 to 2³¹−1 and not one the list has already (the claim's key). */
function idAt(built: Built<unknown>, name: string, text: string, seen: Set<number>, duplicate: string): number {
  const id = wholeAt(built, `${name}.id`, text, 1, MAX_ID);
  if (!built.problems[`${name}.id`]) {
    if (seen.has(id)) built.problems[`${name}.id`] = { key: duplicate, params: { id } };
    seen.add(id);
  }
  return id;
}

/** The target: whole pesos above ₱0 for money kinds, a count from 1 up to what the period allows, 1 where only 1 is possible. */
function targetAt(built: Built<unknown>, name: string, task: TaskDraft): number {
  if (!hasTarget(task.kind, task.period)) {
    // The server never refuses a target of 1 here; were it to, the message shows under the row.
    built.formFieldOf[`${name}.target`] = `${name}.period`;
    return 1;
  }
  if (isMoneyKind(task.kind)) return pesosAt(built, `${name}.target`, task.target, 100);
  const max = targetMax(task.kind, task.period);
  if (max !== null) return wholeAt(built, `${name}.target`, task.target, 1, max);
  const count = typedWhole(task.target);
  field(built, `${name}.target`, count === null || count < 1 ? { key: 'console-activities:tasks.errors.count' } : null);
  return count ?? 0;
}

/** The prize's activity points: empty or 0 is none; at most the task's cap. */
function livenessAt(built: Built<unknown>, name: string, text: string): number {
  built.formFieldOf[`${name}.liveness`] = `${name}.liveness`;
  if (!text.trim()) return 0;
  const cap = activityCaps.taskPrize.liveness;
  const count = typedWhole(text);
  if (count === null) built.problems[`${name}.liveness`] = { key: PROBLEM.whole };
  else if (count > cap) built.problems[`${name}.liveness`] = { key: 'console-activities:errors.countAboveCap', params: { max: cap } };
  return count ?? 0;
}

/** A chest above the one before it in its period, and within what the tasks give in that period. */
function chestProblem(liveness: number, previous: number | undefined, reach: number): Problem | null {
  if (previous !== undefined && liveness <= previous) return { key: 'console-activities:tasks.errors.chestOrder', params: { previous } };
  if (liveness > reach) return { key: 'console-activities:tasks.errors.unreachable', params: { max: reach } };
  return null;
}
