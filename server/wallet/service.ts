import { Errcode, MessageKey, WithdrawChannel, type AppConfig, type Card, type Withdrawal } from '../../contract/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { CardFields, CardRow } from './cards-repo.ts';
import { payoutFrom } from './card-hold.ts';
import type { WithdrawalRow } from './withdrawals-repo.ts';

/** The Philippines keeps one offset all year: a "day" of withdrawal requests starts at midnight in Manila. */
const MANILA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
export function manilaDayStart(now: number): Date {
  return new Date(Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS);
}

const EWALLET_NUMBER = /^09\d{9}$/;

/**
 * Checks a card as the player typed it and returns what is stored: e-wallets (GCash, Maya) take a
 * PH mobile number (spaces and +63 accepted), banks an account number of the configured length at a
 * bank the config lists as open. The owner's name is required.
 */
export function cleanCard(input: { type: number; bankId?: number; accountName: string; accountNo: string }, config: AppConfig): CardFields {
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  if (!accountName) throw invalid('accountName', MessageKey.fieldRequired);
  const digits = input.accountNo.replace(/[\s-]/g, '');
  if (input.type === WithdrawChannel.gcash || input.type === WithdrawChannel.maya) {
    const local = digits.replace(/^\+?63(?=9\d{9}$)/, '0');
    if (!EWALLET_NUMBER.test(local)) throw invalid('accountNo', MessageKey.ewalletNumber);
    if (input.bankId) throw invalid('bankId');
    return { type: input.type, bankId: 0, accountName, accountNo: local };
  }
  if (input.type === WithdrawChannel.bank) {
    const bank = input.bankId ? config.rechargeBankMap[String(input.bankId)] : undefined;
    if (!bank || bank.status !== 1) throw invalid('bankId', MessageKey.bankUnavailable);
    const { min, max } = config.lengths.withdrawAccount;
    if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) throw invalid('accountNo', MessageKey.bankAccountNumber, { min, max });
    return { type: input.type, bankId: bank.id, accountName, accountNo: digits };
  }
  throw invalid('type');
}

/**
 * The withdrawal fee for an amount: feeBps of it, rounded DOWN to whole pesos (issue 14: every amount
 * a player sees is whole pesos, and rounding down means the player is never charged more than the
 * rate). In hundredths, so always a multiple of 100. Integer arithmetic: amount × feeBps stays far
 * below 2^53 for any amount the limits allow.
 */
export function withdrawalFee(amount: number, feeBps: number): number {
  return Math.floor((amount * feeBps) / (10_000 * 100)) * 100;
}

/** The limits a request must meet, in the order a player would want to hear them. */
export function checkWithdrawal(amount: number, config: AppConfig, player: { hasKyc: boolean }): void {
  const { minAmount, maxAmount } = config.withdrawConfig;
  if (amount < minAmount || amount > maxAmount) {
    throw new ApiError(Errcode.withdrawOutOfRange, { field: 'amount', params: { min: minAmount / 100, max: maxAmount / 100 } });
  }
  if (amount > config.kycAmount && !player.hasKyc) throw new ApiError(Errcode.kycRequired, { field: 'amount', params: { amount: config.kycAmount / 100 } });
}

export const toCard = (row: CardRow, config: AppConfig): Card => ({
  id: row.id,
  type: row.type,
  bankId: row.bankId,
  accountName: row.accountName,
  accountNo: row.accountNo,
  createdAt: row.createdAt.getTime(),
  payoutFrom: payoutFrom(row, config),
});

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  cardId: row.cardId,
  amount: row.amount,
  fee: row.fee,
  status: row.status,
  reason: row.status === 'rejected' ? row.reason : '',
  createdAt: row.createdAt.getTime(),
});
