import type { AppConfig, TaskKind, TaskPeriod } from '../../contract/index.ts';
import { isTallyItem, VALUE_ITEMS, type RewardItem } from '../rewards/index.ts';

/**
 * The tasks as this area reads them from the app config (`tasks`, docs/tasks.md): the tasks offered,
 * the liveness chests, the turnover multiple of prize coin, and the catalog's game ids (what
 * "games played" counts). Built once per config snapshot (the config service hands out the same
 * object until it reloads), so the red dot on every refreshData does no parsing.
 */
export interface Task {
  id: number;
  period: TaskPeriod;
  kind: TaskKind;
  target: number;
  items: RewardItem[];
  /** The prize has coin or diamonds: a free bonus, which needs the first deposit (spec §5). */
  needsDeposit: boolean;
}

export interface Chest {
  id: number;
  period: 'day' | 'week';
  liveness: number;
  items: RewardItem[];
  needsDeposit: boolean;
}

export interface TaskSettings {
  tasks: Task[];
  chests: Chest[];
  wagering: number;
  /** Every game of the catalog (config gameList): "games played" asks which of them had a real round. */
  gameIds: number[];
}

/** Prize coin is bet once before it can be withdrawn unless the operator says otherwise (as VIP's). */
export const DEFAULT_WAGERING = 1;

/**
 * What a prize may hold: value items (coin, points, diamonds, jackpot coin) and, in a task's prize,
 * liveness. Coupons and tickets are left out (the console's tasks form does not offer them); a prop
 * listed twice is added up (a grant refuses a prop twice); a bad count is dropped.
 */
export function prizeItems(items: readonly { propId: number; count: number }[] | undefined, withLiveness: boolean): RewardItem[] {
  const sum = new Map<number, number>();
  for (const item of items ?? []) {
    const allowed = VALUE_ITEMS[item.propId] !== undefined || (withLiveness && isTallyItem(item.propId));
    if (!allowed || !Number.isSafeInteger(item.count) || item.count <= 0) continue;
    sum.set(item.propId, (sum.get(item.propId) ?? 0) + item.count);
  }
  return [...sum].map(([propId, count]) => ({ propId, count }));
}

/**
 * Coin (and jackpot coin) is money and diamonds buy coin in the diamond shop (spec §3): a prize with
 * either is a free bonus and needs the player's first valid top-up (spec §5, 5003). Points and
 * liveness do not: a new player can link a number and earn liveness before depositing.
 */
export const needsDeposit = (items: readonly RewardItem[]) => items.some((item) => VALUE_ITEMS[item.propId] !== undefined && VALUE_ITEMS[item.propId]!.account !== 'points');

function build(config: AppConfig): TaskSettings {
  const tasks = config.tasks;
  return {
    tasks: (tasks?.list ?? []).map((task) => {
      const items = prizeItems(task.items, true);
      return { id: task.id, period: task.period, kind: task.kind, target: task.target, items, needsDeposit: needsDeposit(items) };
    }),
    chests: (tasks?.chests ?? []).map((chest) => {
      const items = prizeItems(chest.items, false);
      return { id: chest.id, period: chest.period, liveness: chest.liveness, items, needsDeposit: needsDeposit(items) };
    }),
    wagering: tasks?.wagering ?? DEFAULT_WAGERING,
    gameIds: config.gameList.map((game) => game.id),
  };
}

const cache = new WeakMap<AppConfig, TaskSettings>();

export function taskSettings(config: AppConfig): TaskSettings {
  let settings = cache.get(config);
  if (!settings) {
    settings = build(config);
    cache.set(config, settings);
  }
  return settings;
}
