import { PESO, PropId } from '../../contract/index.ts';

/**
 * Every amount a player sees is shown as floored pesos (spec §1), so a configured amount with
 * centavos would contradict itself on screen (a ₱50.50 welcome shown as ₱50, a coin record that does
 * not add up). This lists the money fields of an app config (as seeded, or as an operator edits it)
 * that are not whole pesos, as paths like `rechargeTypeMap.1.minAmount`; empty means all whole.
 */
export function centavoAmounts(config: Record<string, unknown>): string[] {
  const found: string[] = [];
  const check = (path: string, value: unknown) => {
    if (typeof value === 'number' && (!Number.isSafeInteger(value) || value % PESO !== 0)) found.push(`${path} = ${value}`);
  };
  const entries = (key: string) => Object.entries((config[key] ?? {}) as Record<string, Record<string, unknown>>);
  check('userRegisterCoin', config.userRegisterCoin);
  check('kycAmount', config.kycAmount);
  check('couponMaxBonus', config.couponMaxBonus);
  for (const [id, channel] of entries('rechargeTypeMap')) for (const field of ['minAmount', 'minAmount2']) check(`rechargeTypeMap.${id}.${field}`, channel[field]);
  for (const [id, item] of entries('rechargeItemMap')) check(`rechargeItemMap.${id}.price`, item.price);
  const withdraw = (config.withdrawConfig ?? {}) as Record<string, unknown>;
  for (const field of ['minAmount', 'maxAmount']) check(`withdrawConfig.${field}`, withdraw[field]);
  for (const [level, vip] of entries('vipMap')) {
    check(`vipMap.${level}.betLimit`, vip.betLimit);
    // The daily award is a JSON list of props; only coins (2001) are money.
    const award = typeof vip.dailyAward === 'string' ? (JSON.parse(vip.dailyAward) as { id: number; count: number }[]) : [];
    award.forEach((prop, i) => prop.id === PropId.coin && check(`vipMap.${level}.dailyAward.${i}.count`, prop.count));
  }
  for (const [level, row] of entries('levelConfig')) check(`levelConfig.${level}.betAmount`, row.betAmount);
  // VIP prizes and task targets (vipRewards): coin items and targets are money; points and diamonds are counts.
  const coinItems = (path: string, items: unknown) =>
    ((items ?? []) as { propId: number; count: number }[]).forEach((item, i) => item.propId === PropId.coin && check(`${path}.${i}.count`, item.count));
  const vip = (config.vipRewards ?? {}) as { levelUpBonus?: Record<string, unknown>; signInAward?: Record<string, unknown>; tasks?: { id: number; target: number; items: unknown }[] };
  for (const [level, items] of Object.entries(vip.levelUpBonus ?? {})) coinItems(`vipRewards.levelUpBonus.${level}`, items);
  for (const [level, items] of Object.entries(vip.signInAward ?? {})) coinItems(`vipRewards.signInAward.${level}`, items);
  for (const task of vip.tasks ?? []) {
    check(`vipRewards.tasks.${task.id}.target`, task.target);
    coinItems(`vipRewards.tasks.${task.id}.items`, task.items);
  }
  // The bankruptcy gift: its threshold, each award's valid bet and coin are money.
  const bankrupt = (config.bankruptGift ?? {}) as { threshold?: number; awards?: { id: number; validBet: number; propId: number; count: number }[] };
  check('bankruptGift.threshold', bankrupt.threshold);
  for (const award of bankrupt.awards ?? []) {
    check(`bankruptGift.awards.${award.id}.validBet`, award.validBet);
    if (award.propId === PropId.coin) check(`bankruptGift.awards.${award.id}.count`, award.count);
  }
  // The daily sign-in calendar's prizes (signInCalendar): coin items are money, by day (1-based as players read them).
  const calendar = (config.signInCalendar ?? {}) as { days?: { items?: unknown }[] };
  (calendar.days ?? []).forEach((day, i) => coinItems(`signInCalendar.days.${i + 1}.items`, day.items));
  // The offers (docs/offers.md): the first-deposit cap and minimum, the monthly tiers' thresholds and coin.
  const offer = (config.firstDepositOffer ?? {}) as Record<string, unknown>;
  for (const field of ['maxBonus', 'minDeposit']) check(`firstDepositOffer.${field}`, offer[field]);
  const monthly = (config.monthlyBonus ?? {}) as { tiers?: { minValidBet: number; items: unknown }[] };
  (monthly.tiers ?? []).forEach((tier, i) => {
    check(`monthlyBonus.tiers.${i}.minValidBet`, tier.minValidBet);
    coinItems(`monthlyBonus.tiers.${i}.items`, tier.items);
  });
  // Tasks (docs/tasks.md): coin items of tasks and chests, and the targets of money kinds.
  const tasks = (config.tasks ?? {}) as { list?: { id: number; kind: string; target: number; items: unknown }[]; chests?: { id: number; items: unknown }[] };
  for (const task of tasks.list ?? []) {
    if (task.kind === 'deposit' || task.kind === 'validBet') check(`tasks.list.${task.id}.target`, task.target);
    coinItems(`tasks.list.${task.id}.items`, task.items);
  }
  for (const chest of tasks.chests ?? []) coinItems(`tasks.chests.${chest.id}.items`, chest.items);
  const board = (config.jackpotAwardConfig ?? []) as { id: number; propId: number; count: number }[];
  for (const cell of board) if (cell.propId === PropId.coin) check(`jackpotAwardConfig.${cell.id}.count`, cell.count);
  return found;
}
