import type { Executor } from '../db/client.ts';
import { auditLedger, type AuditProblem } from '../ledger/audit.ts';
import { auditInvariants, invariantCounts } from './invariants.ts';

export interface BooksReport {
  ok: boolean;
  counts: { transfers: number; entries: number; accounts: number } & Record<string, number>;
  problems: AuditProblem[];
}

/**
 * `npm run ops -- audit`: the ledger's own checks (ledger/audit.ts: every transfer balances, balances
 * equal their entries) and the business invariants around it (ops/invariants.ts: every paid order
 * credited once, every withdrawal held and settled once, no duplicate keys, bet totals equal the
 * rounds, jackpot draws paid once, reward grants' items equal their transfers). ok only when both are clean.
 */
export async function auditBooks(db: Executor): Promise<BooksReport> {
  const ledger = await auditLedger(db);
  const problems = [...ledger.problems, ...(await auditInvariants(db))];
  return { ok: problems.length === 0, counts: { ...ledger.counts, ...(await invariantCounts(db)) }, problems };
}
