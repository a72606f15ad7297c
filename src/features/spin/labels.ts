import type { TFunction } from 'i18next';
import type { RewardItemView } from '../../../contract/calls/rewards.ts';
import type { SpinSegment } from '../../../contract/calls/spin.ts';
import { PropId } from '../../../contract/enums.ts';
import { TIER_SIZE, type WheelSceneModel } from '../../../scenes/wheel/model.ts';
import { formatPrizePeso } from '../../shared/format/amount.ts';

type SpinT = TFunction;

/** One item in words: "₱5", "5 diamonds", "20 points". */
export function itemWords(t: SpinT, item: RewardItemView): string {
  if (item.propId === PropId.coin) return t('spin:items.coin', { amount: formatPrizePeso(item.count) });
  if (item.propId === PropId.diamond) return t('spin:items.diamond', { count: item.count });
  if (item.propId === PropId.points) return t('spin:items.points', { count: item.count });
  return t('spin:items.other', { count: item.count });
}

/** A prize of one or more items, as the odds table, the record and the popup say it. */
export function prizeWords(t: SpinT, items: readonly RewardItemView[]): string {
  return items.map((item) => itemWords(t, item)).reduce((first, second) => t('spin:and', { first, second }));
}

/** The caption on the slice: short (a narrow slice), the art says what it is. "₱5", "×5". */
function sliceCaption(t: SpinT, item: RewardItemView): string {
  return item.propId === PropId.coin ? formatPrizePeso(item.count) : t('spin:items.short', { count: item.count });
}

/** The wheel scene's model from the server's segments (in its order: segmentIndex indexes it). */
export function wheelModel(t: SpinT, segments: readonly SpinSegment[]): WheelSceneModel {
  return {
    segments: segments.map((segment) => ({
      tier: segment.tier,
      art: segment.art,
      label: sliceCaption(t, segment.items[0]!),
      size: TIER_SIZE[segment.tier],
    })),
  };
}
