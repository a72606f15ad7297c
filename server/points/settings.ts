import { ActivityId, type AppConfig, type PointsExchangeConfig } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { activitiesRepo } from '../activity/index.ts';

/**
 * The exchange's rules as the operator set them (config `pointsExchange`), or null when it is not
 * offered: the Points activity (9) is off, or no rate is configured. `running` is the set of
 * activities switched on (the sources read it too).
 */
export async function exchangeRules(db: Executor, config: AppConfig): Promise<{ rules: PointsExchangeConfig | null; running: Set<number> }> {
  const running = new Set((await activitiesRepo(db).enabled()).map((row) => row.type));
  const rules = running.has(ActivityId.Points) && config.pointsExchange ? config.pointsExchange : null;
  return { rules, running };
}
