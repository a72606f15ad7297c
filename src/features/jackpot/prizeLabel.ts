import type { TFunction } from 'i18next';
import { PropId } from '../../../contract/enums.ts';
import { formatAmount } from '../../shared/format/amount.ts';

/** A board cell, or what a draw credited: the fields both share (contract JackpotAward, JackpotDrawResult). */
interface Prize {
  propId: number;
  /** 1 item, 2 jackpot tier. */
  type: number;
}

const tierName = (t: TFunction, propId: number) => t(`jackpot:tiers.${propId}`, { defaultValue: '' });

/** An item's caption on the board: ₱20, 100 pts, × 2 (beside the diamond art). `num` is hundredths for coins, a count otherwise. */
function itemCaption(t: TFunction, propId: number, num: number): string {
  if (propId === PropId.coin) return t('jackpot:board.cell.coin', { num: formatAmount(num) });
  if (propId === PropId.points) return t('jackpot:board.cell.points', { num });
  return t('jackpot:board.cell.diamond', { num });
}

/** A board cell's caption: the tier's name, or the item's caption. */
export function cellLabel(t: TFunction, award: Prize & { count: number; showNum: number }): string {
  if (award.type === 2) return tierName(t, award.propId);
  return itemCaption(t, award.propId, award.propId === PropId.coin ? award.count : award.showNum);
}

/**
 * What a draw won, in the board's words (issue 14: the popup said "Jackpot prize × 87" and My draws
 * "Coins × 5" for the board's Mini and ₱5): a tier with the amount it paid ("Mini ₱87"); coins and
 * points as their cell reads ("₱5", "100 pts"); diamonds, whose cell shows the art beside "× 2", named
 * ("Diamonds × 2"). The result popup, My draws and the winners line all say it this way.
 */
export function prizeLabel(t: TFunction, prize: Prize & { count: number; bonus: number }): string {
  if (prize.type === 2) return t('jackpot:prize.tier', { tier: tierName(t, prize.propId), amount: formatAmount(prize.bonus) });
  if (prize.propId === PropId.coin || prize.propId === PropId.points) return itemCaption(t, prize.propId, prize.count);
  if (prize.propId === PropId.diamond) return t('jackpot:prize.diamond', { caption: itemCaption(t, prize.propId, prize.count) });
  return t('jackpot:prize.item', { caption: itemCaption(t, prize.propId, prize.count) });
}
