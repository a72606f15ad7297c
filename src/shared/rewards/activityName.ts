import type { TFunction } from 'i18next';
import { ActivityId } from '../../../contract/enums.ts';

const nameOf = new Map<number, string>(Object.entries(ActivityId).map(([name, id]) => [id, name]));

/** An activity's player-facing name (`rewards:activity.<ActivityId name>`), or "Activity 12" for one without a name yet. */
export function activityName(t: TFunction<'rewards'>, activityId: number): string {
  const name = nameOf.get(activityId);
  return name ? t(`activity.${name}` as 'activity.VIP') : t('rewards:activity.unnamed', { type: activityId });
}
