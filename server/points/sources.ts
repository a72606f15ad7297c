import { ActivityId, PropId, type AppConfig, type PointsSource } from '../../contract/index.ts';
import { vipSettings } from '../vip/index.ts';

/**
 * Where points can be earned now (pointsInfo's `sources`), read from what the operator configured, so
 * the page never promises a source that pays none: the Lucky Jackpot when its board has a points cell
 * and it runs, VIP when a level's level-up, daily or sign-in award has points, VIP weekly tasks when
 * a task pays points. A new source (the tasks of issue 20) adds one line here when it pays points.
 */
export function pointSources(config: AppConfig, running: ReadonlySet<number>): PointsSource[] {
  const paysPoints = (items: readonly { propId: number; count: number }[]) => items.some((item) => item.propId === PropId.points && item.count > 0);
  const vip = vipSettings(config);
  const sources: PointsSource[] = [];
  if (running.has(ActivityId.LuckyJackpot) && paysPoints(config.jackpotAwardConfig)) sources.push({ source: 'jackpot', activityId: ActivityId.LuckyJackpot });
  if (vip.levels.some((level) => paysPoints(level.levelUpBonus) || paysPoints(level.dailyAward) || paysPoints(level.signInAward))) {
    sources.push({ source: 'vip', activityId: ActivityId.VIP });
  }
  if (vip.tasks.some((task) => paysPoints(task.items))) sources.push({ source: 'vipTasks', activityId: ActivityId.VIP });
  return sources;
}
