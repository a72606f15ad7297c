import { FAIR_ALGORITHM } from '../../contract/fairness/algorithm.ts';
import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { HandlerGroup } from '../api/context.ts';
import { drawsPage } from './draws-repo.ts';
import { ensureActiveSeed, rotateSeed } from './rotation.ts';
import { revealedSeeds, toFairSeed, toRevealedSeed } from './seeds-repo.ts';
import { tableInForce, tableVersion, tableVersions } from './tables-repo.ts';

/** How many revealed pairs getFairness lists (the contract's maximum). */
const REVEALED_SHOWN = 20;

/**
 * The player's fairness calls (contract/calls/fairness.ts). Reading and rotating are allowed in a
 * withdraw-only session (an excluded player may still verify past draws): they move no money.
 */
export const fairnessHandlers: HandlerGroup<'getFairness' | 'rotateFairSeed' | 'getFairDraws' | 'getGameOdds'> = {
  getFairness: async ({ deps, session: { user } }) => {
    const active = await ensureActiveSeed(deps.db, user.id, deps.now);
    const revealed = await revealedSeeds(deps.db, user.id, REVEALED_SHOWN);
    return { algorithm: FAIR_ALGORITHM, active: toFairSeed(active), revealed: revealed.map(toRevealedSeed) };
  },

  rotateFairSeed: async ({ body, deps, session: { user } }) => {
    const { revealed, active } = await rotateSeed(deps.db, user.id, body.clientSeed, deps.now);
    return { revealed: toRevealedSeed(revealed), active: toFairSeed(active) };
  },

  getFairDraws: async ({ body, deps, session: { user } }) => drawsPage(deps.db, user.id, body),

  getGameOdds: async ({ body, deps }) => {
    const table = body.version === undefined ? await tableInForce(deps.db, body.tableKey, deps.now()) : await tableVersion(deps.db, body.tableKey, body.version);
    if (!table) throw new ApiError(Errcode.fairTableNotFound, { field: body.version === undefined ? 'tableKey' : 'version' });
    const versions = await tableVersions(deps.db, body.tableKey);
    return { table, versions: versions.map((v) => ({ version: v.version, effectiveFrom: v.effectiveFrom })) };
  },
};
