import type { ServerDeps } from '../deps.ts';
import { auditLedger } from '../ledger/audit.ts';

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

export const opsCommands: Record<string, OpsCommand> = {
  audit: async (deps) => ({ ...(await auditLedger(deps.db)) }),
};
