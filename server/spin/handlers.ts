import type { SpinRecord } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import type { SpinRow } from './repo.ts';
import { spinRepo } from './repo.ts';
import { spinInfo, spinOnce } from './service.ts';

const record = (row: SpinRow): SpinRecord => ({
  spinId: row.id,
  segmentId: row.segmentId,
  segmentIndex: row.segmentIndex,
  items: row.items,
  tier: row.tier as SpinRecord['tier'],
  fairDrawId: row.fairDrawId,
  time: row.createdAt.getTime(),
});

/** The spin wheel (activity 73, docs/spin.md): its info, a spin, the player's spins. */
export const spinHandlers: HandlerGroup<'getSpinInfo' | 'spinWheel' | 'spinLog'> = {
  getSpinInfo: async ({ deps, session }) => spinInfo(deps.db, session?.user.id ?? null, deps.now()),

  spinWheel: async ({ body, deps, session: { user } }) => {
    const { spin, spinsLeft } = await spinOnce(deps.db, { userId: user.id, requestId: body.requestId, now: deps.now() });
    const { spinId, segmentId, segmentIndex, items, tier, fairDrawId } = record(spin);
    return { spinId, segmentId, segmentIndex, items, tier, spinsLeft, fairDrawId };
  },

  spinLog: async ({ body, deps, session: { user } }) => {
    const { list, total } = await spinRepo(deps.db).page(user.id, body.pageNum, body.pageSize);
    return { list: list.map(record), total };
  },
};
