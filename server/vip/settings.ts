import type { AppConfig } from '../../contract/index.ts';
import { VALUE_ITEMS, type RewardItem } from '../rewards/index.ts';

/**
 * The VIP rules as this area reads them from the app config (docs/rewards.md "VIP", "Bet rebates"):
 * levels from vipMap (experience, betLimit, dailyAward), user levels from levelConfig, prizes and
 * tasks from vipRewards, rates from betRebate. Built once per config snapshot (the config service
 * hands out the same object until it reloads), so the settle hook on every spin does no parsing.
 */
export interface VipLevel {
  level: number;
  experience: number;
  betLimit: number;
  showType: number;
  dailyAward: RewardItem[];
  levelUpBonus: RewardItem[];
  signInAward: RewardItem[];
  /** Rebate rate by game type id, basis points, already capped at capBps. */
  rebateBps: Record<string, number>;
}

export interface VipTask {
  id: number;
  kind: 'validBet' | 'deposit';
  minVip: number;
  target: number;
  items: RewardItem[];
}

export interface VipSettings {
  /** By level, ascending. */
  levels: VipLevel[];
  /** levelConfig, ascending by betAmount's level. */
  userLevels: { level: number; betAmount: number }[];
  tasks: VipTask[];
  /** Turnover multiple of VIP prize coin. */
  wagering: number;
  rebateWagering: number;
  capBps: number;
  /** Game type id of each game id (config gameList). */
  gameType: Map<number, number>;
}

/** Prize coin is bet once before it can be withdrawn unless the operator says otherwise. */
export const DEFAULT_WAGERING = 1;

/**
 * Only value items (coin, points, diamonds) can be granted today; a coupon or ticket in an
 * operator's list is left out rather than failing the claim (coupons as owned rows come later).
 * A prop listed twice is added up (a grant refuses a prop twice).
 */
export function grantableItems(items: { propId: number; count: number }[] | undefined): RewardItem[] {
  const sum = new Map<number, number>();
  for (const item of items ?? []) {
    if (!VALUE_ITEMS[item.propId] || !Number.isSafeInteger(item.count) || item.count <= 0) continue;
    sum.set(item.propId, (sum.get(item.propId) ?? 0) + item.count);
  }
  return [...sum].map(([propId, count]) => ({ propId, count }));
}

/** vipMap's dailyAward is a JSON string of {id, count} (spec §3); a malformed one awards nothing. */
function parseDailyAward(text: string): RewardItem[] {
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return [];
    return grantableItems(list.map((entry: { id?: unknown; count?: unknown }) => ({ propId: Number(entry?.id), count: Number(entry?.count) })));
  } catch {
    return [];
  }
}

function build(config: AppConfig): VipSettings {
  const rewards = config.vipRewards;
  const rebate = config.betRebate;
  const capBps = rebate?.capBps ?? 0;
  const levels = Object.values(config.vipMap)
    .map((row) => ({
      level: row.level,
      experience: row.experience,
      betLimit: row.betLimit,
      showType: row.showType,
      dailyAward: parseDailyAward(row.dailyAward),
      levelUpBonus: grantableItems(rewards?.levelUpBonus[String(row.level)]),
      signInAward: grantableItems(rewards?.signInAward[String(row.level)]),
      // Capped here too: a rate above the cap never pays above it, whatever was stored.
      rebateBps: Object.fromEntries(Object.entries(rebate?.rates[String(row.level)] ?? {}).map(([type, bps]) => [type, Math.min(bps, capBps)])),
    }))
    .sort((a, b) => a.level - b.level);
  return {
    levels,
    userLevels: Object.values(config.levelConfig)
      .map((row) => ({ level: row.level, betAmount: row.betAmount }))
      .sort((a, b) => a.level - b.level),
    tasks: (rewards?.tasks ?? []).map((task) => ({ ...task, items: grantableItems(task.items) })),
    wagering: rewards?.wagering ?? DEFAULT_WAGERING,
    rebateWagering: rebate?.wagering ?? DEFAULT_WAGERING,
    capBps,
    gameType: new Map(config.gameList.map((game) => [game.id, game.typeId])),
  };
}

const cache = new WeakMap<AppConfig, VipSettings>();

export function vipSettings(config: AppConfig): VipSettings {
  let settings = cache.get(config);
  if (!settings) {
    settings = build(config);
    cache.set(config, settings);
  }
  return settings;
}

/** The highest VIP level whose experience is reached (0 when none is). */
export function vipLevelFor(settings: VipSettings, vipExp: number): number {
  let reached = 0;
  for (const level of settings.levels) if (level.experience <= vipExp && level.level > reached) reached = level.level;
  return reached;
}

/** The highest user level whose betAmount the all-time bet reaches. */
export function userLevelFor(settings: VipSettings, bet: number): number {
  let reached = 0;
  for (const level of settings.userLevels) if (level.betAmount <= bet && level.level > reached) reached = level.level;
  return reached;
}

export const levelOf = (settings: VipSettings, level: number): VipLevel | undefined => settings.levels.find((l) => l.level === level);

/** The rebate rate a valid bet of `gameType` earns at `level` now (0: none). */
export const rebateRate = (settings: VipSettings, level: number, gameType: number): number => levelOf(settings, level)?.rebateBps[String(gameType)] ?? 0;
