import type { OpsReport } from './commands.ts';

/** A time as Manila's wall clock (UTC+8), to the minute. */
const manila = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} Manila`;

/** What an operator reads on the terminal; `--json` gives the report itself. */
export function printReport(command: string, report: OpsReport, log: (line: string) => void = console.log): void {
  if (command === 'audit') {
    const c = report.counts as Record<string, number>;
    const business = c.deposit_orders === undefined ? '' : `; ${c.deposit_orders} deposit orders, ${c.withdrawals} withdrawals, ${c.game_rounds} game rounds, ${c.jackpot_draws} jackpot draws`;
    const head = `Ledger audit: ${c.transfers} transfers, ${c.entries} entries, ${c.accounts} accounts${business}`;
    if (report.ok) {
      log(`${head}: the books balance.`);
      return;
    }
    log(`${head}: PROBLEMS FOUND`);
    for (const problem of report.problems as { check: string; rows: Record<string, unknown>[] }[]) {
      log(`\n${problem.check} (${problem.rows.length}${problem.rows.length >= 100 ? '+' : ''}):`);
      for (const row of problem.rows) log(`  ${Object.entries(row).map(([key, value]) => `${key}=${String(value)}`).join('  ')}`);
    }
    return;
  }
  if (command === 'withdrawals' && Array.isArray(report.pending)) {
    const pending = report.pending as { id: number; userId: number; cardId: number; amount: number; fee: number; createdAt: string }[];
    if (pending.length === 0) log('No pending withdrawals.');
    for (const w of pending) log(`#${w.id}  player ${w.userId}  card ${w.cardId}  ₱${(w.amount / 100).toFixed(2)}  fee ₱${(w.fee / 100).toFixed(2)}  ${String(w.createdAt)}`);
    return;
  }
  if (command === 'withdrawals') {
    const w = report.withdrawal as { id: number; status: string; amount: number } | undefined;
    log(report.ok && w ? `Withdrawal #${w.id} is now ${w.status} (₱${(w.amount / 100).toFixed(2)}), by ${String(report.operator)}.` : `Not done: ${String(report.error)}`);
    return;
  }
  if (!report.ok && typeof report.error === 'string') {
    log(`Not done: ${report.error}`);
    return;
  }
  if (command === 'prune') {
    const pruned = Object.entries(report.pruned as Record<string, number>);
    log(`Pruned by ${String(report.operator)}: ${pruned.map(([table, n]) => `${table} ${n}`).join(', ')}.`);
    return;
  }
  if (command === 'operators' && Array.isArray(report.operators)) {
    const list = report.operators as { name: string; role: string; createdBy: string; disabled: boolean; mustChangePassword: boolean; totpEnrolled: boolean; lockedUntil: number | null }[];
    if (list.length === 0) log('No console operators yet.');
    const state = (o: (typeof list)[number]) =>
      o.disabled ? '  (disabled)' : o.mustChangePassword ? '  (one-time password not changed yet)' : !o.totpEnrolled ? '  (authenticator not enrolled yet)' : '';
    const lock = (o: (typeof list)[number]) => (o.lockedUntil ? `  (sign-ins from new browsers locked until ${manila(o.lockedUntil)}: operators unlock ${o.name})` : '');
    for (const o of list) log(`${o.name}  ${o.role}  by ${o.createdBy}${state(o)}${lock(o)}`);
    return;
  }
  if (command === 'operators' && typeof report.password === 'string') {
    log(`Operator ${String(report.name)} (${String(report.role)}) made by ${String(report.operator)}. Shown this once:`);
    log(`  one-time password: ${report.password}   (changed at the first sign-in)`);
    log('  At their first sign-in (no authenticator code yet) they choose a password, then enrol their own authenticator app.');
    return;
  }
  if (command === 'operators') {
    log(`Done by ${String(report.operator)}.`);
    return;
  }
  if (command === 'clock') {
    const offset = Number(report.offsetMs);
    log(`Server clock: ${String(report.manila)} (${offset === 0 ? 'the real time' : `${offset / 3_600_000} h ahead of the real time`}).`);
    return;
  }
  if (command === 'actions' && Array.isArray(report.actions)) {
    const actions = report.actions as { id: number; operator: string; action: string; ok: boolean; detail: unknown; createdAt: string }[];
    if (actions.length === 0) log('No operator actions yet.');
    for (const a of actions) log(`#${a.id}  ${String(a.createdAt)}  ${a.operator}  ${a.action}${a.ok ? '' : ' (refused)'}  ${JSON.stringify(a.detail)}`);
    return;
  }
  log(JSON.stringify(report, null, 2));
}
