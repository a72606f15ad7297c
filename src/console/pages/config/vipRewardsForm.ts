import type { VipRewardsConfig } from '../../../../contract/calls/config.ts';
import type { PrizeCaps } from '../../../../contract/ops/activity-caps.ts';
import type { Problem } from './rebateForm.ts';
import { hundredthsText, typedHundredths, typedMultiple, typedWhole } from './typedAmount.ts';

/**
 * The VIP prizes form (vipRewards, docs/rewards.md "VIP"): the level-up bonus and the VIP sign-in award
 * of each level, the weekly tasks, the turnover multiple of their coin. A prize is coin (whole pesos),
 * points and diamonds: the only items the rewards engine grants, and all the server accepts
 * (server/console/config-values.ts). Checked here as the server checks it, so most mistakes are said
 * before sending. Pure (vipRewardsForm.test.ts).
 */

/** Prop ids of the prizes (contract/enums.ts PropId; written out, the console imports no lobby module; the test holds them equal). */
export const PRIZE_PROPS = { coin: 2001, points: 2002, diamond: 60001 } as const;
export type PrizeKind = keyof typeof PRIZE_PROPS;
export const PRIZE_KINDS = Object.keys(PRIZE_PROPS) as PrizeKind[];

export type PrizeDraft = Record<PrizeKind, string>;
export interface TaskDraft extends PrizeDraft {
  id: string;
  kind: 'validBet' | 'deposit';
  minVip: string;
  /** Whole pesos (a valid-bet or deposit total of the Manila week). */
  target: string;
}
export interface VipDraft {
  wagering: string;
  levelUpBonus: Record<string, PrizeDraft>;
  signInAward: Record<string, PrizeDraft>;
  tasks: TaskDraft[];
}
type Items = VipRewardsConfig['tasks'][number]['items'];
const PARTS = ['levelUpBonus', 'signInAward'] as const;
const MAX_TASK_ID = 2_147_483_647;

/** A prize's starting text: coin in whole pesos, points, diamonds; empty for none. */
export function prizeDraftOf(items: Items | undefined): PrizeDraft {
  const sum = (propId: number) => (items ?? []).filter((item) => item.propId === propId).reduce((total, item) => total + item.count, 0);
  const coin = sum(PRIZE_PROPS.coin);
  const points = sum(PRIZE_PROPS.points);
  const diamond = sum(PRIZE_PROPS.diamond);
  return { coin: coin ? hundredthsText(coin) : '', points: points ? String(points) : '', diamond: diamond ? String(diamond) : '' };
}

/** The form's starting text: VIP levels from 1 (level 0 has no VIP prizes), and any level the stored value names. */
export function vipDraftOf(rewards: VipRewardsConfig | undefined, vipLevels: readonly number[]): VipDraft {
  const levels = (part: (typeof PARTS)[number]) => {
    const keys = new Set([...vipLevels.filter((level) => level >= 1).map(String), ...Object.keys(rewards?.[part] ?? {})]);
    return Object.fromEntries([...keys].sort((a, b) => Number(a) - Number(b)).map((level) => [level, prizeDraftOf(rewards?.[part][level])]));
  };
  return {
    wagering: String(rewards?.wagering ?? 1),
    levelUpBonus: levels('levelUpBonus'),
    signInAward: levels('signInAward'),
    tasks: (rewards?.tasks ?? []).map((task) => ({
      id: String(task.id),
      kind: task.kind,
      minVip: String(task.minVip),
      target: hundredthsText(task.target),
      ...prizeDraftOf(task.items),
    })),
  };
}

/** A new task: the next free id, offered from VIP 1, the rest to fill in. */
export function newTaskDraft(tasks: readonly TaskDraft[]): TaskDraft {
  const next = Math.max(0, ...tasks.map((task) => typedWhole(task.id) ?? 0)) + 1;
  return { id: String(next), kind: 'validBet', minVip: '1', target: '', coin: '', points: '', diamond: '' };
}

interface Built {
  value: VipRewardsConfig;
  /** By the form's own field names (`value.levelUpBonus.2.coin`, `value.tasks.0.target`, `value.tasks.0.items`). */
  problems: Record<string, Problem>;
  /** The server's name of each item field (`value.levelUpBonus.2.1.count`) → the form's (`value.levelUpBonus.2.diamond`). */
  formFieldOf: Record<string, string>;
}

/**
 * The items of one prize, in the order coin, points, diamonds; empty or 0 is none of that kind. With
 * `caps` (the activities' rules, contract/ops/activity-caps.ts), a count above its cap is a problem too.
 */
export function itemsOf(draft: PrizeDraft, field: string, serverField: string, built: Pick<Built, 'problems' | 'formFieldOf'>, caps?: PrizeCaps): Items {
  const items: Items = [];
  for (const kind of PRIZE_KINDS) {
    const text = draft[kind].trim();
    if (!text) continue;
    const count = kind === 'coin' ? typedHundredths(text) : typedWhole(text);
    if (count === null) built.problems[`${field}.${kind}`] = { key: kind === 'coin' ? 'config.errors.amount' : 'config.errors.whole' };
    else if (caps && count > caps[kind]) built.problems[`${field}.${kind}`] = capProblem(kind, caps[kind]);
    else if (count > 0) {
      for (const part of ['count', 'propId']) built.formFieldOf[`${serverField}.${items.length}.${part}`] = `${field}.${kind}`;
      items.push({ propId: PRIZE_PROPS[kind], count });
    }
  }
  return items;
}

/** A count above a cap against typos: coin said in pesos (its field is typed in pesos), points and diamonds as counts. */
export function capProblem(kind: PrizeKind, cap: number): Problem {
  return kind === 'coin' ? { key: 'console-activities:errors.coinAboveCap', params: { max: cap / 100 } } : { key: 'console-activities:errors.countAboveCap', params: { max: cap } };
}

/** The value to send and what is wrong with the draft (nothing: send it). */
export function vipValueOf(draft: VipDraft, stored: VipRewardsConfig | undefined): Built {
  const built: Built = { value: { levelUpBonus: {}, signInAward: {}, tasks: [], wagering: 1 }, problems: {}, formFieldOf: {} };
  for (const part of PARTS) {
    for (const [level, prize] of Object.entries(draft[part])) {
      const items = itemsOf(prize, `value.${part}.${level}`, `value.${part}.${level}`, built);
      // A level left without a prize is left out, unless the stored value had it (as an empty list).
      if (items.length > 0 || stored?.[part][level] !== undefined) built.value[part][level] = items;
    }
  }
  const ids = new Set<number>();
  draft.tasks.forEach((task, i) => {
    const field = `value.tasks.${i}`;
    const id = typedWhole(task.id);
    if (id === null || id < 1 || id > MAX_TASK_ID) built.problems[`${field}.id`] = { key: 'config.vip.errors.taskId' };
    else if (ids.has(id)) built.problems[`${field}.id`] = { key: 'config.vip.errors.duplicateId', params: { id } };
    else ids.add(id);
    const minVip = typedWhole(task.minVip);
    if (minVip === null) built.problems[`${field}.minVip`] = { key: 'config.errors.whole' };
    const target = typedHundredths(task.target);
    if (target === null || target <= 0) built.problems[`${field}.target`] = { key: 'config.vip.errors.target' };
    const items = itemsOf(task, field, `${field}.items`, built);
    if (items.length === 0 && PRIZE_KINDS.every((kind) => !built.problems[`${field}.${kind}`])) built.problems[`${field}.items`] = { key: 'config.vip.errors.noItems' };
    built.formFieldOf[`${field}.items`] = `${field}.items`;
    built.value.tasks.push({ id: id ?? 0, kind: task.kind, minVip: minVip ?? 0, target: target ?? 0, items });
  });
  const wagering = typedMultiple(draft.wagering);
  if (wagering === null) built.problems['value.wagering'] = { key: 'config.errors.multiple' };
  else built.value.wagering = wagering;
  return built;
}
