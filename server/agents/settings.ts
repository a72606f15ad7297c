import { ActivityId, type AgentProgramme, type AppConfig } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { Executor } from '../db/client.ts';

export interface ProgrammeSettings {
  /** The rules in force, or null when none are configured (nothing accrues, nothing can be claimed). */
  rules: AgentProgramme | null;
  /** The console's switch of activity 75 and the rules: both needed for new accruals to show as running. */
  running: boolean;
}

/** The programme's rules (config `agentProgramme`) and its switch (activity 75 in the console). */
export async function programmeSettings(db: Executor, config: AppConfig): Promise<ProgrammeSettings> {
  const rules = config.agentProgramme ?? null;
  const running = rules !== null && (await activitiesRepo(db).isOn(ActivityId.Agent));
  return { rules, running };
}
