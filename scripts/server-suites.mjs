// Which server test files run on which database (docs/testing.md, "Both databases").
//
// The whole server suite runs on PostgreSQL: what production runs, and the only database where locks
// and concurrency bite (PGlite has one connection, so two requests never overlap there). On PGlite the
// suite runs the files whose outcome can differ on the embedded database, for one of three reasons:
//   1. the embedded database itself: its data folder and lock, a kill -9 and restart, the operator CLI
//      opening the folder, start-up, readiness, run modes, migrations and the test harness on it;
//   2. raw SQL, whose rows the two drivers give differently (PGlite answers int8 and count(*) as
//      numbers, node-postgres as strings): every server module that runs raw SQL, with its tests;
//   3. the one mistake only a single connection shows (a query on the outer database inside a
//      transaction waits for ever) is caught on PostgreSQL by the harness (tests/server/harness.ts,
//      refuseOuterQueriesInTransactions), so it needs no file here.
// The end-to-end suite also runs the whole product, every screen, on PGlite.
// tests/unit/serverSuites.test.ts holds this list to the code: a server file that runs raw SQL must
// be named below with its tests, and every file named must exist.

/** Files about the embedded database itself (reason 1). */
export const EMBEDDED_DATABASE_FILES = [
  'data-folder.test.ts',
  'crash.test.ts',
  'lifecycle.test.ts',
  'ops-operator.test.ts',
  'runmode.test.ts',
  'snapshot.test.ts',
  'smoke.test.ts',
  'harness.test.ts',
];

/** Server modules that run raw SQL (`.execute(`, `queryNamed(`), each with the test files that drive it (reason 2). */
export const RAW_SQL_MODULES = {
  'server/auth/advisory-locks.ts': ['auth-enumeration.test.ts', 'sms-abuse.test.ts', 'console.test.ts', 'console-lockout.test.ts'],
  'server/db/named.ts': ['ledger.test.ts', 'ledger-shards.test.ts', 'wallet-property.test.ts'],
  'server/ledger/ledger.ts': ['ledger.test.ts', 'wallet.test.ts', 'deposit.test.ts'],
  'server/db/write-caps.ts': ['retention.test.ts', 'sms-abuse.test.ts', 'chat.test.ts'],
  'server/events/repo.ts': ['retention.test.ts', 'config.test.ts'],
  'server/fairness/report.ts': ['fairness-console.test.ts'],
  'server/games/betTotals.ts': ['games-money.test.ts', 'games.test.ts', 'rebates.test.ts'],
  'server/games/leaderboard.ts': ['rank.test.ts'],
  'server/health.ts': ['lifecycle.test.ts'],
  'server/kyc/ndrp/lists.ts': ['ndrp-list.test.ts'],
  'server/live/hub.ts': ['live.test.ts'],
  'server/live/publish.ts': ['live.test.ts'],
  'server/live/repo.ts': ['live.test.ts', 'retention.test.ts'],
  'server/rain/console.ts': ['rain-console.test.ts'],
  'server/rain/repo.ts': ['rain.test.ts', 'rain-taps.test.ts', 'rain-console.test.ts'],
  'server/rain/schedule-maker.ts': ['rain-schedule.test.ts'],
  'server/tournament/console.ts': ['tournament.test.ts'],
  'server/tournament/ending.ts': ['tournament.test.ts'],
  'server/tournament/entries.ts': ['tournament.test.ts'],
  'server/shows/repo.ts': ['shows.test.ts'],
  'server/shows/console.ts': ['shows.test.ts'],
  'server/follow/repo.ts': ['follow.test.ts'],
  'server/lottery/draws.ts': ['lottery.test.ts'],
  'server/lottery/repo.ts': ['lottery.test.ts', 'lottery-console.test.ts'],
  'server/pk/console.ts': ['pk.test.ts'],
  'server/pk/repo.ts': ['pk.test.ts'],
  'server/mail/jobs-batch.ts': ['mail-jobs.test.ts', 'mail.test.ts'],
  'server/ledger/audit.ts': ['ops.test.ts', 'ops-invariants.test.ts', 'chargebacks.test.ts'],
  'server/ops/retention.ts': ['retention.test.ts'],
  'server/wallet/payments/settle.ts': ['deposit.test.ts', 'paymongo.test.ts', 'offers-first-deposit.test.ts', 'protection-orders.test.ts', 'protection-orders-paymongo.test.ts', 'paymongo-refunds.test.ts', 'card-clearing.test.ts', 'bankpromo.test.ts'],
  // (console-roles.test.ts drives it too, on PostgreSQL: on PGlite it was 260 s for rows wallet.test.ts already reads there.)
  'server/wallet/withdrawals-repo.ts': ['wallet.test.ts'],
};

/** Every file the PGlite run takes when PostgreSQL runs the whole suite. */
export const EMBEDDED_RUN_FILES = [...new Set([...EMBEDDED_DATABASE_FILES, ...Object.values(RAW_SQL_MODULES).flat()])].sort();

/** The vitest filters for a database's run: PostgreSQL takes every file (none given), PGlite the list above. */
export function serverFilesFor(kind) {
  return kind === 'postgres' ? [] : EMBEDDED_RUN_FILES.map((file) => `tests/server/${file}`);
}
