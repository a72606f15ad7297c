import { addOperator, disableOperator, listOperators, unlockOperator } from '../console/index.ts';
import type { ServerDeps } from '../deps.ts';
import { reconcilePayments } from '../wallet/index.ts';
import { OPERATOR_REQUIRED, operatorName, recentOperatorActions, recordOperatorAction } from './actions.ts';
import { auditBooks } from './audit.ts';
import { pruneRetention } from './retention.ts';
import { MAX_CLOCK_STEP_MS, type TestClock } from './test-clock.ts';
import { decideWithdrawal, pendingWithdrawals } from './withdrawals.ts';

/**
 * Operator commands (`npm run ops -- <command>`): run by the server when it is up (the embedded
 * database belongs to one process), or by the CLI on its own database when it is not. Each answers
 * a JSON report with `ok`; the CLI exits non-zero when `ok` is false. A command that changes data
 * needs the operator's name (`operator`, from --operator or SWERTE_OPERATOR): it is recorded with the
 * change (operator_actions) and logged; without it the command is refused and changes nothing.
 */
export interface OpsReport {
  ok: boolean;
  [key: string]: unknown;
}

/** `payments` is there when the running server does the work; the CLI on its own has no provider adapter. */
export interface OpsDeps extends Pick<ServerDeps, 'db' | 'now'>, Partial<Pick<ServerDeps, 'payments'>> {
  /** Where the server logs an operator's action (the CLI without a server prints it). */
  log?: (fields: Record<string, unknown>, message: string) => void;
}

export interface OpsArgs {
  args?: unknown;
  operator?: unknown;
}

export type OpsCommand = (deps: OpsDeps, args: OpsArgs) => Promise<OpsReport>;

const withdrawalId = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const words = (args: OpsArgs) => (Array.isArray(args.args) ? args.args.map(String) : []);

/** Whether a command (with these arguments) changes data, and so needs the operator's name. */
export function changesData(command: string, args: string[]): boolean {
  return (
    command === 'prune' ||
    command === 'payments-reconcile' ||
    (command === 'withdrawals' && (args[0] === 'approve' || args[0] === 'reject')) ||
    (command === 'operators' && (args[0] === 'add' || args[0] === 'disable'))
  );
}

/** Runs a state-changing command only for a named operator, and logs what it did under that name. */
async function asOperator(deps: OpsDeps, args: OpsArgs, action: string, run: (operator: string) => Promise<OpsReport>): Promise<OpsReport> {
  const operator = operatorName(args.operator);
  if (!operator) return { ok: false, error: OPERATOR_REQUIRED };
  const report = await run(operator);
  deps.log?.({ operator, action, args: words(args), ok: report.ok, error: report.error }, 'operator action');
  return { ...report, operator };
}

export const opsCommands: Record<string, OpsCommand> = {
  audit: async (deps) => ({ ...(await auditBooks(deps.db)) }),
  /**
   * payments-reconcile [minutes]: asks the payment provider about its orders pending for longer than
   * `minutes` (default 5) and settles the paid ones once (wallet/payments/reconcile.ts). The server
   * also runs it every 5 minutes; this is for an operator who will not wait.
   */
  'payments-reconcile': async (deps, args) => {
    const payments = deps.payments;
    if (!payments) return { ok: false, error: 'reconciling asks the payment provider: run it while the server is up' };
    const [minutes] = words(args);
    if (minutes !== undefined && !/^\d{1,4}$/.test(minutes)) return { ok: false, error: 'usage: payments-reconcile [minutes]' };
    return asOperator(deps, args, 'payments-reconcile', async (operator) => {
      const report = await reconcilePayments({ db: deps.db, now: deps.now, payments }, minutes === undefined ? {} : { olderThanMs: Number(minutes) * 60_000 });
      await recordOperatorAction(deps.db, { operator, action: 'payments-reconcile', detail: { ...report }, ok: report.ok }, new Date(deps.now()));
      return { ...report };
    });
  },
  /** withdrawals [list] | approve <id> [note…] | reject <id> <reason…> (the player reads a rejection's reason, so it is required) */
  withdrawals: async (deps, args) => {
    const [action = 'list', idArg, ...reasonWords] = words(args);
    if (action === 'list') return { ok: true, pending: await pendingWithdrawals(deps.db) };
    const id = withdrawalId(idArg);
    if ((action !== 'approve' && action !== 'reject') || id === undefined) {
      return { ok: false, error: 'usage: withdrawals [list] | approve <id> | reject <id> <reason the player reads>' };
    }
    if (action === 'reject' && reasonWords.join(' ').trim() === '') {
      return { ok: false, error: 'withdrawals reject needs a reason: the player reads it beside the returned money (withdrawals reject <id> <reason>)' };
    }
    return asOperator(deps, args, `withdrawals ${action}`, async (operator) => ({
      ...(await decideWithdrawal(deps.db, id, action, reasonWords.join(' '), deps.now(), operator)),
    }));
  },
  /** prune: deletes what the retention periods no longer keep (the server also does it hourly). */
  prune: async (deps, args) =>
    asOperator(deps, args, 'prune', async (operator) => {
      const pruned = await pruneRetention(deps.db, deps.now());
      await recordOperatorAction(deps.db, { operator, action: 'prune', detail: { pruned }, ok: true }, new Date(deps.now()));
      return { ok: true, pruned };
    }),
  /**
   * operators [list] | add <name> --role <role> | disable <name> | unlock <name>: the console's
   * accounts (server/console). `add` answers the one-time password, shown this once (the operator
   * enrols their own authenticator at first sign-in); `unlock` lifts a name's sign-in lock.
   */
  operators: async (deps, args) => {
    const [action = 'list', name, ...rest] = words(args);
    if (action === 'list') return { ok: true, operators: await listOperators(deps.db, deps.now()) };
    const roleAt = rest.indexOf('--role');
    const role = roleAt >= 0 ? rest[roleAt + 1] : rest.find((w) => w.startsWith('--role='))?.slice('--role='.length);
    if (!name || (action === 'add' && !role) || (action !== 'add' && action !== 'disable' && action !== 'unlock')) {
      return { ok: false, error: 'usage: operators [list] | add <name> --role <support|finance|compliance|admin> | disable <name> | unlock <name>' };
    }
    return asOperator(deps, args, `operators ${action}`, async (operator) => {
      const by = { name, by: operator };
      const report =
        action === 'add'
          ? await addOperator(deps.db, { name, role: role!, by: operator }, deps.now())
          : action === 'unlock'
            ? await unlockOperator(deps.db, by, deps.now())
            : await disableOperator(deps.db, by, deps.now());
      // The trail keeps who and what, never the password or the secret.
      await recordOperatorAction(deps.db, { operator, action: `operators ${action}`, detail: { name, ...(role ? { role } : {}), ...(report.ok ? {} : { error: report.error }) }, ok: report.ok }, new Date(deps.now()));
      return { ...report };
    });
  },
  /** actions: the latest operator actions, newest first (who did what). */
  actions: async (deps) => ({ ok: true, actions: await recentOperatorActions(deps.db) }),
};

const manilaTime = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')} Manila`;

/**
 * clock [show] | advance <ms> | reset: the test clock of a development server started with
 * SWERTE_TEST_CLOCK=1 (test-clock.ts). The endpoint offers it only then (endpoint.ts); it changes
 * no data, only what this process takes for "now".
 */
export function clockCommand(clock: TestClock): OpsCommand {
  return async (_deps, args) => {
    const [action = 'show', amount] = words(args);
    const report = () => ({ ok: true, now: clock.now(), manila: manilaTime(clock.now()), offsetMs: clock.offsetMs() });
    if (action === 'show') return report();
    if (action === 'reset') {
      clock.reset();
      return report();
    }
    const ms = action === 'advance' && amount !== undefined && /^\d{1,11}$/.test(amount) ? Number(amount) : Number.NaN;
    if (!(ms >= 1 && ms <= MAX_CLOCK_STEP_MS)) return { ok: false, error: `usage: clock [show] | advance <1 to ${MAX_CLOCK_STEP_MS} ms> | reset` };
    clock.advance(ms);
    return report();
  };
}
