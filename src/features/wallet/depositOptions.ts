import type { AppConfig } from '../../../contract/index.ts';

export type DepositChannel = AppConfig['rechargeTypeMap'][string];
export type DepositItem = AppConfig['rechargeItemMap'][string];

/** The open deposit channels in their `sort` order. */
export function depositChannels(types: AppConfig['rechargeTypeMap']): DepositChannel[] {
  return Object.values(types)
    .filter((type) => type.status === 1)
    .sort((a, b) => a.sort - b.sort);
}

/** The smallest deposit on a channel (spec §5): minAmount2 once the player has deposited and min-recharge status is on. */
export function channelMinimum(channel: DepositChannel, minRechargeStatus: boolean, totalRecharge: number): number {
  return minRechargeStatus && totalRecharge > 0 ? channel.minAmount2 : channel.minAmount;
}

/** The amounts offered on a channel: items for it (or for all, typeId 0) at or above its minimum, by `sort`. */
export function depositAmounts(items: AppConfig['rechargeItemMap'], channel: DepositChannel, minimum: number): DepositItem[] {
  return Object.values(items)
    .filter((item) => (item.typeId === 0 || item.typeId === channel.id) && item.price >= minimum)
    .sort((a, b) => a.sort - b.sort);
}

/** The amount preselected: the default item when offered, else the smallest offered. */
export function defaultAmount(offered: DepositItem[]): DepositItem | undefined {
  return offered.find((item) => item.isDefault) ?? offered[0];
}
