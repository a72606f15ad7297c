import { ActivityId, offersConfigDefaults, PropId, type AppConfig, type PointsSource } from '../../contract/index.ts';
import { vipSettings } from '../vip/index.ts';

/**
 * Where points can be earned now (pointsInfo's `sources`), read from what the operator configured, so
 * the page never promises a source that pays none: the Lucky Jackpot when its board has a points cell
 * and it runs, VIP when a level's level-up, daily or sign-in award has points, VIP weekly tasks when
 * a task pays points; the daily tasks and their chests, the daily sign-in calendar and the monthly bonus
 * when they run and a prize of theirs pays points. A new source adds one line here when it pays points.
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
  const tasks = config.tasks;
  if (running.has(ActivityId.Tasks) && tasks && [...tasks.list, ...tasks.chests].some((prize) => paysPoints(prize.items))) sources.push({ source: 'tasks', activityId: ActivityId.Tasks });
  if (running.has(ActivityId.FreeSign) && config.signInCalendar?.days.some((day) => paysPoints(day.items))) sources.push({ source: 'signIn', activityId: ActivityId.FreeSign });
  const monthly = config.monthlyBonus ?? offersConfigDefaults.monthlyBonus;
  if (running.has(ActivityId.MonthlyBonus) && monthly.tiers.some((tier) => paysPoints(tier.items))) sources.push({ source: 'monthly', activityId: ActivityId.MonthlyBonus });
  return sources;
}
