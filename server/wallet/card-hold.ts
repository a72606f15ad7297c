import { Errcode, MessageKey, type AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { CardRow } from './cards-repo.ts';

/**
 * No payout to a card added (or changed) in the last withdrawConfig.newCardHoldHours (24 by
 * default): a thief who got past the step-up cannot add their own e-wallet and cash out at once,
 * and the player has a day to see "card added" in their activity and act. A changed card counts as
 * new (its number may be someone else's now), so the hold runs from updatedAt, which adding sets too.
 */
export function payoutFrom(card: Pick<CardRow, 'updatedAt'>, config: AppConfig): number {
  return card.updatedAt.getTime() + config.withdrawConfig.newCardHoldHours * 3600_000;
}

/** Manila wall-clock time (UTC+8 all year), as the message shows it: 2026-11-26 14:05. */
export const manilaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function assertCardPaysOut(card: Pick<CardRow, 'updatedAt'>, config: AppConfig, now: number): void {
  const from = payoutFrom(card, config);
  if (now < from) {
    throw new ApiError(Errcode.forbidden, {
      field: 'cardId',
      msg: MessageKey.securityCardTooNew,
      params: { hours: config.withdrawConfig.newCardHoldHours, at: manilaTime(from) },
    });
  }
}
