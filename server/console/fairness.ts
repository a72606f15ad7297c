import { inArray } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey, FAIR_EFFECTIVE_MAX_AHEAD_MS, FAIR_REPORT_MAX_DAYS, type ConsoleFairReport } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import {
  addWeightedVersion,
  checkedWeights,
  drawCounts,
  drawTotals,
  entryChances,
  FairTableRefused,
  listTables,
  tableInForce,
  tableVersion,
  versionReport,
  weightsById,
} from '../fairness/index.ts';
import { roundsByGame } from '../games/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';
import { pendingChangesRepo, pendingChangeView, type PendingChangeRow } from './pending-changes.ts';
import { operators } from './schema.ts';

type FairnessCalls = 'consoleFairTables' | 'consoleFairTable' | 'consoleFairTableAdd' | 'consoleFairReport';
const DAY_MS = 86_400_000;
const TWO_32 = 2 ** 32;

const tableNotFound = () => new ApiError(Errcode.notFound, { msg: ConsoleMessageKey.fairTableNotFound, field: 'key' });

/** A table's summary (listTables), or 404. */
async function summaryOf(db: Executor, key: string) {
  const summary = (await listTables(db)).find((t) => t.key === key);
  if (!summary) throw tableNotFound();
  return summary;
}

/** The newest version of a table (in force or still to start): what a new version follows. */
async function newestOf(db: Executor, key: string) {
  const summary = await summaryOf(db, key);
  const newest = await tableVersion(db, key, summary.versions.at(-1)!.version);
  if (!newest) throw tableNotFound();
  return { summary, newest };
}

/** Operators' names by id (a version's `created_by`). */
async function operatorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The odds changes waiting for a second admin, each with the weights of its table's newest version as `before`. */
async function pendingOdds(db: Executor) {
  const rows = await pendingChangesRepo(db).open('fairTable');
  return Promise.all(
    rows.map(async (row) => {
      const summary = (await listTables(db)).find((t) => t.key === row.target);
      const newest = summary ? await tableVersion(db, row.target, summary.versions.at(-1)!.version) : undefined;
      return pendingChangeView(row, newest ? { weights: weightsById(newest) } : null);
    }),
  );
}

/**
 * The odds pages' calls (contract/ops/fairness.ts; docs/fairness.md "Operators and proof"). The tables
 * and the draws are fairness/'s; a new version of a weighted table is a money setting: proposed here
 * (console_pending_changes, audited as `change:<id>`), written when a second admin approves it
 * (`approveFairTable`, from changes.ts), never for a time already past.
 */
export const fairnessConsoleHandlers: { [P in FairnessCalls]: ConsoleHandler<P> } = {
  consoleFairTables: async ({ deps }) => {
    const now = deps.now();
    const tables = await listTables(deps.db);
    const names = await operatorNames(deps.db, [...new Set(tables.flatMap((t) => t.versions.map((v) => v.createdBy)).filter((id): id is number => id !== null))]);
    return {
      tables: tables.map((t) => {
        const inForce = t.versions.filter((v) => v.effectiveFrom <= now).at(-1)?.version;
        return {
          key: t.key,
          kind: t.kind,
          versions: t.versions.map((v) => ({ version: v.version, effectiveFrom: v.effectiveFrom, createdBy: v.createdBy === null ? 'release' : (names.get(v.createdBy) ?? null), inForce: v.version === inForce })),
        };
      }),
      pendingChanges: await pendingOdds(deps.db),
    };
  },

  consoleFairTable: async ({ deps, body }) => {
    await summaryOf(deps.db, body.key);
    const table = body.version === undefined ? await tableInForce(deps.db, body.key, deps.now()) : await tableVersion(deps.db, body.key, body.version);
    if (!table) throw new ApiError(Errcode.notFound, { msg: ConsoleMessageKey.fairVersionNotFound, field: 'version' });
    return { table, entries: entryChances(table) };
  },

  consoleFairTableAdd: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const { summary, newest } = await newestOf(deps.db, body.key);
    if (summary.kind !== 'weighted') throw new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.fairReelsByRelease, field: 'key' });
    // Never retroactive: a start still to come, and after the newest version's (versions start in their order).
    if (body.effectiveFrom < now || body.effectiveFrom < newest.effectiveFrom) throw invalid('effectiveFrom', ConsoleMessageKey.fairEffectivePast);
    if (body.effectiveFrom > now + FAIR_EFFECTIVE_MAX_AHEAD_MS) throw invalid('effectiveFrom', ConsoleMessageKey.fairEffectiveTooFar);
    const weights = checkedWeights(newest, body.weights);
    if (!weights) throw invalid('weights', ConsoleMessageKey.fairWeightsMismatch);
    if (body.weights.reduce((s, w) => s + w.weight, 0) > TWO_32) throw invalid('weights');
    const value = { effectiveFrom: body.effectiveFrom, weights };
    const before = { version: newest.version, weights: weightsById(newest) };
    const at = new Date(now);
    const pendingChange = await deps.db.transaction(async (tx) => {
      const row = await pendingChangesRepo(tx).propose({ kind: 'fairTable', target: body.key, value, reason: body.reason, proposedById: op.id, proposedBy: op.name, proposedAt: at });
      if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangePending, field: 'key' });
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFairTableAdd', target: `change:${row.id}`, before, after: value, reason: body.reason }, at);
      return pendingChangeView(row, { weights: before.weights });
    });
    return { pendingChange };
  },

  consoleFairReport: async ({ deps, body }) => {
    if (body.to <= body.from || body.to - body.from > FAIR_REPORT_MAX_DAYS * DAY_MS) throw invalid('to', ConsoleMessageKey.fairReportRange, { max: FAIR_REPORT_MAX_DAYS });
    const summary = await summaryOf(deps.db, body.key);
    const from = new Date(body.from);
    const to = new Date(body.to);
    const [counts, totals] = [await drawCounts(deps.db, body.key, summary.kind, from, to), await drawTotals(deps.db, body.key, from, to)];
    const versions: ConsoleFairReport['versions'] = [];
    for (const version of [...new Set(totals.map((t) => t.version))].sort((a, b) => a - b)) {
      const table = await tableVersion(deps.db, body.key, version);
      if (table) versions.push(versionReport(table, counts, totals));
    }
    return { report: { key: body.key, kind: summary.kind, from: body.from, to: body.to, versions, rtp: await slotReturn(deps.db, body.key, from, to, deps.now()) } };
  },
};

/** A slot's return over the period's settled real rounds (games/), against the RTP of the version in force at its end. */
async function slotReturn(db: Executor, key: string, from: Date, to: Date, now: number): Promise<ConsoleFairReport['rtp']> {
  const gameId = /^slot:(\d+)$/.exec(key)?.[1];
  if (!gameId) return null;
  const configured = (await tableInForce(db, key, Math.min(to.getTime() - 1, now)))?.reels?.rtpBps;
  if (configured === undefined) return null;
  const totals = (await roundsByGame(db, from, to)).find((r) => r.gameId === Number(gameId)) ?? { rounds: 0, bets: 0, wins: 0 };
  return { rounds: totals.rounds, bets: totals.bets, wins: totals.wins, observedBps: totals.bets > 0 ? Math.round((totals.wins * 10_000) / totals.bets) : null, configuredBps: configured };
}

/**
 * A second admin's approval of a new version (changes.ts): written with the change's row locked, for a
 * start that must still be to come (else a 400: reject it and propose a later one), audited under the
 * approver's name as `fairTable:<key>` with the weights before and after and the approver's reason.
 */
export async function approveFairTable(db: Executor, peek: PendingChangeRow, by: { id: number; name: string }, reason: string, now: number) {
  const value = peek.value as { effectiveFrom: number; weights: Record<string, number> };
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const repo = pendingChangesRepo(tx);
    if (!(await repo.pendingForUpdate(peek.id))) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangeNotPending });
    const { newest } = await newestOf(tx, peek.target);
    const entries = Object.entries(value.weights).map(([id, weight]) => ({ id: Number(id), weight }));
    try {
      const added = await addWeightedVersion(tx, { key: peek.target, entries, effectiveFrom: value.effectiveFrom, operatorId: by.id, now });
      await recordConsoleAudit(
        tx,
        {
          operatorId: by.id,
          operator: by.name,
          call: 'consolePendingChangeDecide',
          target: `fairTable:${peek.target}`,
          before: { version: newest.version, weights: weightsById(newest) },
          after: { version: added.version, effectiveFrom: added.effectiveFrom, weights: weightsById(added) },
          reason,
        },
        at,
      );
    } catch (error) {
      if (!(error instanceof FairTableRefused)) throw error;
      if (error.reason === 'effective-from') throw invalid('id', ConsoleMessageKey.fairEffectivePast);
      if (error.reason === 'conflict') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangeNotPending });
      throw invalid('id', ConsoleMessageKey.fairWeightsMismatch);
    }
    return pendingChangeView(await repo.decide(peek.id, 'approved', by, at, reason), { weights: weightsById(newest) });
  });
}
