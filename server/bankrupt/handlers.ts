import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { claimAward } from './claim.ts';
import { bankruptInfo, offInfo } from './info.ts';
import { bankruptSettings } from './settings.ts';

const settingsOf = async (deps: ServerDeps) => bankruptSettings((await deps.config.get()).config);
const running = (deps: ServerDeps) => activitiesRepo(deps.db).isOn(ActivityId.Bankrupt);

/** The bankruptcy gift (contract/calls/bankrupt.ts, docs/bankrupt.md). */
export const bankruptHandlers: HandlerGroup<'getBankruptGiftInfo' | 'receiveBankruptGiftAward'> = {
  getBankruptGiftInfo: async ({ deps, session: { user } }) => {
    const settings = await settingsOf(deps);
    const now = deps.now();
    return (await running(deps)) ? bankruptInfo(deps.db, user.id, settings, now) : offInfo(settings, now);
  },
  receiveBankruptGiftAward: async ({ deps, body, session: { user } }) => {
    const settings = await settingsOf(deps);
    if (!(await running(deps))) throw new ApiError(Errcode.activityNotRunning);
    const now = deps.now();
    return deps.db.transaction((tx) => claimAward(tx, user.id, settings, body.id, now));
  },
};
