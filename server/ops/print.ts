import { renderUnicodeCompact } from 'uqr';
import type { OpsReport } from './commands.ts';

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
    const list = report.operators as { name: string; role: string; createdBy: string; disabled: boolean; mustChangePassword: boolean }[];
    if (list.length === 0) log('No console operators yet.');
    for (const o of list) log(`${o.name}  ${o.role}  by ${o.createdBy}${o.disabled ? '  (disabled)' : o.mustChangePassword ? '  (one-time password not changed yet)' : ''}`);
    return;
  }
  if (command === 'operators' && typeof report.password === 'string') {
    log(`Operator ${String(report.name)} (${String(report.role)}) made by ${String(report.operator)}. Shown this once:`);
    log(`  one-time password: ${report.password}   (changed at the first sign-in)`);
    log(`  authenticator enrolment URI: ${String(report.otpauthUri)}`);
    log('  or scan this QR code with the operator\'s authenticator app:');
    // Half-block characters: two QR rows per line, readable by a phone camera in any terminal font.
    log(renderUnicodeCompact(String(report.otpauthUri), { border: 2 }));
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
