import { Errcode } from '../../contract/index.ts';
import { ConsoleMessageKey, type ConsoleNdrpState } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { countEntries, currentNdrpList, storeNdrpList } from '../kyc/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';

/** The page's state: which check runs, and the list in force (size and age, never its entries). */
async function ndrpState(deps: ServerDeps, db: Executor = deps.db): Promise<ConsoleNdrpState> {
  const list = await currentNdrpList(db);
  return {
    check: deps.restricted.source === 'service' ? 'service' : 'list',
    list: list
      ? { entries: list.entries, skipped: list.skipped, source: list.source, loadedBy: list.loadedBy, datedAt: list.datedAt.getTime(), loadedAt: list.createdAt.getTime(), sha256: list.sha256 }
      : null,
  };
}

/**
 * The restricted-persons list for compliance (docs/kyc.md "The restricted-persons (NDRP) check"):
 * what is in force and how old it is, and a new list uploaded, in force at once. The upload and its
 * audit row (`ndrp:list`: before and after as entry counts and SHA-256, never the entries; the reason)
 * are one transaction; a list without a single entry is refused (it would quietly list nobody).
 */
export const ndrpConsoleHandlers: Pick<ConsoleHandlers, 'consoleNdrp' | 'consoleNdrpUpload'> = {
  consoleNdrp: async ({ deps }) => {
    // A list file changed since the last check is imported first, so the page shows what is in force.
    await deps.restricted.refresh?.();
    return { ndrp: await ndrpState(deps) };
  },

  consoleNdrpUpload: async ({ deps, session, body }) => {
    if (deps.restricted.source === 'service') throw new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.ndrpServiceInUse });
    if (countEntries(body.text).entries === 0) throw invalid('text', ConsoleMessageKey.ndrpListEmpty);
    const op = session.operator;
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      const before = await currentNdrpList(tx);
      const after = await storeNdrpList(tx, { body: body.text, source: 'console', loadedBy: op.name, datedAt: now, now });
      await recordConsoleAudit(
        tx,
        {
          operatorId: op.id,
          operator: op.name,
          call: 'consoleNdrpUpload',
          target: 'ndrp:list',
          before: before ? { entries: before.entries, sha256: before.sha256, source: before.source, datedAt: before.datedAt.toISOString() } : null,
          after: { entries: after.entries, skipped: after.skipped, sha256: after.sha256 },
          reason: body.reason,
        },
        now,
      );
    });
    // This process checks against it at once; the others within their cache's seconds.
    await deps.restricted.refresh?.();
    return { ndrp: await ndrpState(deps) };
  },
};
