import type { HandlerGroup } from '../api/context.ts';
import { gameBalanceSources } from '../games/index.ts';
import { playerBalances } from '../ledger/ledger.ts';

export const retrieveHandlers: HandlerGroup<'retrieveBalance'> = {
  retrieveBalance: async ({ body, deps, session: { user } }) => {
    let retrieved = 0;
    if (body.retrieve) for (const source of gameBalanceSources) retrieved += await source.retrieve(deps, user.id);
    const games = await Promise.all(gameBalanceSources.map(async (source) => ({ name: source.name, held: await source.held(deps, user.id) })));
    return { coin: (await playerBalances(deps.db, user.id)).coin, retrieved, games };
  },
};
