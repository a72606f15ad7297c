import type { TFunction } from 'i18next';
import type { ScratchCard, ScratchCardType } from '../../../contract/calls/scratch.ts';
import type { ScratchCardFace, ScratchPrizePicture, ScratchSceneModel } from '../../../scenes/scratch/model.ts';
import { itemText } from '../../shared/rewards/format.ts';

/** A prize's items as one line ("₱50", "20 diamonds + ₱10"), in the rewards namespace's words. */
export function prizeText(t: TFunction, items: readonly { propId: number; count: number }[]): string {
  return items
    .map((item) => {
      const text = itemText(item.propId, item.count);
      return t(text.key === 'coupon' && text.amount ? 'rewards:items.couponMany' : `rewards:items.${text.key}`, { amount: text.amount, percent: text.percent, count: item.count });
    })
    .join(' + ');
}

/** A chance as a player reads it: "12.5%", "0.01%". */
export function chanceText(weight: number, total: number): string {
  const percent = total > 0 ? (weight / total) * 100 : 0;
  return `${percent >= 1 ? Number(percent.toFixed(2)) : Number(percent.toPrecision(2))}%`;
}

/** What the scene shows for a card: its face, the prize under the foil, the kept strokes. */
export function sceneModel(t: TFunction, card: ScratchCard, type: ScratchCardType | undefined): ScratchSceneModel {
  return {
    cardId: card.id,
    face: (type?.art ?? 'bronze') as ScratchCardFace,
    prize: card.prize.art as ScratchPrizePicture,
    prizeLabel: prizeText(t, card.prize.items),
    hint: t('scratch:hint'),
    strokes: card.strokes,
    revealed: card.state === 'claimed',
    revealAt: type?.autoRevealShare ?? 0.6,
    brushRadius: type?.brushRadius ?? 48,
  };
}
