import { WithdrawChannel, type WithdrawChannelValue } from '../../../contract/enums.ts';

/** The withdrawal channels by the name `/withdrawal/{name}` uses, in the order players see them. */
export const channelNames = ['gcash', 'maya', 'bank'] as const;
export type ChannelName = (typeof channelNames)[number];

const byName: Record<ChannelName, WithdrawChannelValue> = { gcash: WithdrawChannel.gcash, maya: WithdrawChannel.maya, bank: WithdrawChannel.bank };

export const isChannelName = (value: string | undefined): value is ChannelName => (channelNames as readonly string[]).includes(value ?? '');
export const channelType = (name: ChannelName): WithdrawChannelValue => byName[name];
export function channelName(type: number): ChannelName {
  return channelNames.find((name) => byName[name] === type) ?? 'bank';
}
export const isEwallet = (type: number) => type === WithdrawChannel.gcash || type === WithdrawChannel.maya;

/** "0917 123 4567" → "•••• 4567": lists show the end of a number, never all of it. */
export function lastDigits(accountNo: string, count = 4): string {
  return accountNo.slice(-count);
}

/** The whole pesos typed in the amount field (0 included), commas, spaces and a leading ₱ allowed; null when it is not a number. */
export function typedPesos(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '').replace(/^₱/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * What the player typed in the amount field, in hundredths: whole pesos, commas and spaces allowed.
 * null when it is not an amount.
 */
export function parsePesos(text: string): number | null {
  const pesos = typedPesos(text);
  return pesos !== null && pesos > 0 ? pesos * 100 : null;
}
