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
  log(JSON.stringify(report, null, 2));
}
