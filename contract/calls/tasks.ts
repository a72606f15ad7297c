import { z } from 'zod';
import { body, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';
import { claimResultSchema, claimStatusSchema } from './vip.ts';

/**
 * Daily, weekly and one-time tasks with liveness chests (issue 20, docs/tasks.md). A task's progress is
 * read from what the player really did (deposits paid, valid bets, games played, the daily sign-in, a
 * linked mobile number, a verified identity) in its Manila period; its prize (coin, points, diamonds,
 * liveness 4001) is claimed once per period through the rewards engine. Liveness earned in a Manila
 * day or week opens that period's chests.
 */

/** The Manila calendar period a task counts and pays in: today, this ISO week (Monday to Sunday), or once ever. */
export const taskPeriodSchema = z.enum(['day', 'week', 'once']);
export type TaskPeriod = z.infer<typeof taskPeriodSchema>;

/**
 * What a task counts (docs/tasks.md "Kinds"): `deposit` paid deposits (hundredths), `validBet` valid
 * bets of settled real rounds (hundredths), `gamesPlayed` distinct games with a settled real round,
 * `signIn` days with the daily sign-in claimed, `bindMobile` a linked mobile number (1), `kyc` a
 * verified identity (1).
 */
export const taskKindSchema = z.enum(['deposit', 'validBet', 'gamesPlayed', 'signIn', 'bindMobile', 'kyc']);
export type TaskKind = z.infer<typeof taskKindSchema>;

/** The periods each kind makes sense in: a linked number or a verified identity happens once; a sign-in is a day's. */
export const TASK_KIND_PERIODS: Readonly<Record<TaskKind, readonly TaskPeriod[]>> = {
  deposit: ['day', 'week', 'once'],
  validBet: ['day', 'week', 'once'],
  gamesPlayed: ['day', 'week', 'once'],
  signIn: ['day', 'week'],
  bindMobile: ['once'],
  kyc: ['once'],
};

/** The highest target a kind can reach in a period (a day has one sign-in, a week seven; a state is 1); null: no bound. */
export function taskTargetMax(kind: TaskKind, period: TaskPeriod): number | null {
  if (kind === 'bindMobile' || kind === 'kyc') return 1;
  if (kind === 'signIn') return period === 'day' ? 1 : 7;
  return null;
}

const id = z.int().min(1).max(2_147_483_647);

/** One task as the operator sets it (config `tasks.list`). */
export const taskConfigSchema = z
  .object({
    id,
    period: taskPeriodSchema,
    kind: taskKindSchema,
    /** Hundredths for deposit and validBet (whole pesos), a count for the others. */
    target: z.int().min(1),
    /** Coin, points, diamonds, liveness (4001). */
    items: z.array(rewardItemSchema).min(1).max(10),
  })
  .refine((task) => TASK_KIND_PERIODS[task.kind].includes(task.period), { path: ['period'], message: 'period' })
  .refine((task) => task.target <= (taskTargetMax(task.kind, task.period) ?? Number.MAX_SAFE_INTEGER), { path: ['target'], message: 'target' });

/** A liveness chest (config `tasks.chests`): claimable once per period when the period's liveness reaches `liveness`. */
export const taskChestConfigSchema = z.object({
  id,
  period: z.enum(['day', 'week']),
  liveness: z.int().min(1).max(1_000_000),
  /** Coin, points, diamonds (liveness in a chest is left out: chests do not feed themselves). */
  items: z.array(rewardItemSchema).min(1).max(10),
});

/** An id is a claim's key (`task:<id>`, `chest:<id>`): the second entry with one names its own `id` (`list.3.id`). */
function uniqueIds(list: readonly { id: number }[], path: 'list' | 'chests', ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  list.forEach((entry, i) => {
    if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: 'unique' });
    seen.add(entry.id);
  });
}

/** Config key `tasks` (optional: absent means no tasks). `wagering`: the turnover multiple of prize coin (absent: 1×). */
export const tasksConfigSchema = z
  .object({
    list: z.array(taskConfigSchema).max(50),
    chests: z.array(taskChestConfigSchema).max(20),
    wagering: z.number().min(0).max(100).optional(),
  })
  .superRefine((config, ctx) => {
    uniqueIds(config.list, 'list', ctx);
    uniqueIds(config.chests, 'chests', ctx);
  });
export type TasksConfig = z.infer<typeof tasksConfigSchema>;
/** What the tasks area applies when the key is absent (a database seeded before it): no tasks, no chests. */
export const tasksConfigAbsent: TasksConfig = { list: [], chests: [] };

export const taskViewSchema = z.object({
  id: z.int(),
  period: taskPeriodSchema,
  kind: taskKindSchema,
  target: z.int().min(1),
  /** What the player has done in the period (may exceed the target); hundredths for deposit and validBet. */
  progress: z.int().min(0),
  items: z.array(rewardItemSchema),
  status: claimStatusSchema,
  /** The prize has coin or diamonds: a free bonus, claimable only after the first deposit (5003). */
  needsDeposit: z.boolean(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const taskChestViewSchema = z.object({
  id: z.int(),
  period: z.enum(['day', 'week']),
  /** The period's liveness that opens it. */
  liveness: z.int().min(1),
  items: z.array(rewardItemSchema),
  status: claimStatusSchema,
  needsDeposit: z.boolean(),
});
export type TaskChestView = z.infer<typeof taskChestViewSchema>;

export const taskCalls = {
  /**
   * Every task offered with its progress and status, the liveness of today and this week, the chests,
   * and when today and this week end (Manila). `running` false: the operator has switched tasks off
   * (the lists are empty).
   */
  getTaskUser: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      running: z.boolean(),
      tasks: z.array(taskViewSchema),
      chests: z.array(taskChestViewSchema),
      liveness: z.object({ day: z.int().min(0), week: z.int().min(0) }),
      hasDeposit: z.boolean(),
      /** Epoch ms of the next Manila midnight and of the next Monday 00:00 Manila: when daily and weekly tasks start again. */
      dayEndsAt: z.int(),
      weekEndsAt: z.int(),
    }),
  }),
  /**
   * Claims a finished task's prize, once per its period. 404 unknown task; 5001 not finished; 5002
   * claimed already; 5003 a coin prize before the first deposit; 5004 protected; 5006 switched off.
   */
  finishTask: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok(claimResultSchema),
  }),
  /** Claims a liveness chest whose period's liveness is reached, once per period; the same errcodes as finishTask. */
  receiveTaskAward: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok(claimResultSchema),
  }),
};
