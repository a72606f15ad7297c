import type { ServerDeps } from '../deps.ts';
import { auditLedger } from '../ledger/audit.ts';
import { decideWithdrawal, pendingWithdrawals } from './withdrawals.ts';

/**
 * Operator commands (`npm run ops -- <command>`): run by the server when it is up (the embedded
 * database belongs to one process), or by the CLI on its own database when it is not. Each answers
 * a JSON report with `ok`; the CLI exits non-zero when `ok` is false. Later issues add commands here
 * (withdrawal approvals, …).
 */
export interface OpsReport {
  ok: boolean;
  [key: string]: unknown;
}

export type OpsCommand = (deps: Pick<ServerDeps, 'db' | 'now'>, args: Record<string, unknown>) => Promise<OpsReport>;

const withdrawalId = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export const opsCommands: Record<string, OpsCommand> = {
  audit: async (deps) => ({ ...(await auditLedger(deps.db)) }),
  /** withdrawals [list] | approve <id> | reject <id> [reason…] */
  withdrawals: async (deps, args) => {
    const [action = 'list', idArg, ...reasonWords] = Array.isArray(args.args) ? args.args.map(String) : [];
    if (action === 'list') return { ok: true, pending: await pendingWithdrawals(deps.db) };
    const id = withdrawalId(idArg);
    if ((action !== 'approve' && action !== 'reject') || id === undefined) {
      return { ok: false, error: 'usage: withdrawals [list] | approve <id> | reject <id> [reason]' };
    }
    return { ...(await decideWithdrawal(deps.db, id, action, reasonWords.join(' '), deps.now())) };
  },
};
