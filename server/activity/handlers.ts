import type { ActivityEntry, ActivityStatus } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { activitiesRepo, type ActivityRow } from './repo.ts';

const entry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  type: row.type,
  sort: row.sort,
  unloginShowStatus: row.unloginShowStatus,
  homeFloatShowStatus: row.homeFloatShowStatus,
  imgUrl4: row.imgUrl4,
});

const popupConfig = (value: unknown): ActivityStatus['popupConfig'] => {
  if (!value || typeof value !== 'object') return null;
  const { title, body } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof body === 'string' ? { title, body } : null;
};

export const activityHandlers: HandlerGroup<'getActivityIds' | 'activityGetStatusList'> = {
  getActivityIds: async ({ deps, session }) => {
    const rows = await activitiesRepo(deps.db).visibleTo(Boolean(session));
    return {
      activityIds: rows.map((row) => row.type),
      activityMap: Object.fromEntries(rows.map((row) => [String(row.type), entry(row)])),
    };
  },

  activityGetStatusList: async ({ deps, session }) => {
    const rows = await activitiesRepo(deps.db).visibleTo(Boolean(session));
    return {
      list: rows.map((row) => ({ ...entry(row), status: row.status, popup: row.popup, popupConfig: popupConfig(row.popupConfig) })),
    };
  },
};
