import type { OpsReport } from './commands.ts';

/** What an operator reads on the terminal; `--json` gives the report itself. */
export function printReport(command: string, report: OpsReport, log: (line: string) => void = console.log): void {
  if (command === 'audit') {
    const counts = report.counts as { transfers: number; entries: number; accounts: number };
    const head = `Ledger audit: ${counts.transfers} transfers, ${counts.entries} entries, ${counts.accounts} accounts`;
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
    log(report.ok && w ? `Withdrawal #${w.id} is now ${w.status} (₱${(w.amount / 100).toFixed(2)}).` : `Not done: ${String(report.error)}`);
    return;
  }
  log(JSON.stringify(report, null, 2));
}
