import type { TFunction } from 'i18next';
import type { PusherPrize } from '../../../contract/calls/pusher.ts';
import { formatSignedPeso } from '../../shared/format/amount.ts';

/** Stakes a prize pays: each plain coin one, the golden coin `goldenWorth`. */
export const prizeMultiple = (prize: Pick<PusherPrize, 'coins' | 'golden'>, goldenWorth: number) => prize.coins + (prize.golden ? goldenWorth : 0);

/** The caption the scene shows when a drop settles: "+₱15", nothing for no win. */
export const winLabel = (win: number) => (win > 0 ? formatSignedPeso(win) : '');

/** A prize in words: "3 coins", "2 coins + the golden coin", "No coins". */
export function prizeWords(t: TFunction, prize: Pick<PusherPrize, 'coins' | 'golden'>): string {
  if (prize.coins === 0 && !prize.golden) return t('pusher:prize.none');
  const coins = t('pusher:prize.coins', { count: prize.coins });
  if (!prize.golden) return coins;
  return prize.coins === 0 ? t('pusher:prize.golden') : t('pusher:prize.coinsAndGolden', { coins });
}

/** 9512 basis points → "95.12%" in the player's language. */
export function formatRtp(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
