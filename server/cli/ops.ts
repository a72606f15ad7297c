import { join } from 'node:path';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { migrateAs } from '../db/migrate.ts';
import { changesData, opsCommands, type OpsReport } from '../ops/commands.ts';
import { OPERATOR_REQUIRED, operatorName, splitOperator } from '../ops/actions.ts';
import { readOpsSecret, runningServer } from '../ops/secret.ts';
import { printReport } from '../ops/print.ts';
import { wireAreas } from '../wiring.ts';
import { OPS_CLI_PREFIX } from '../../contract/ops/index.ts';

/**
 * `npm run ops -- <command> [--operator <name>] [--json]`, with the server's own environment (PORT,
 * DATA_DIR, DATABASE_URL). The running server does the work (the embedded database belongs to it);
 * when no server answers, the command opens the database itself. Exits 1 when the report is not ok.
 * Commands that change data need the operator's name: --operator <name>, or SWERTE_OPERATOR.
 *   audit                           proves the books (transfers balance, balances equal entries, none negative) and the
 *                                   business around them (paid orders credited once, withdrawals held and settled once,
 *                                   no duplicate keys, bet totals equal the rounds, jackpot draws paid once)
 *   withdrawals [list]              pending withdrawal requests, oldest first
 *   withdrawals approve <id>        pays one: the held money leaves (less its fee)          (operator)
 *   withdrawals reject <id> <why>   refuses one: the money returns, the player reads why    (operator)
 *   payments-reconcile [minutes]    asks the payment provider about orders pending longer (default 5) and settles the paid ones once (server up only)
 *   prune                           deletes what the retention periods no longer keep       (operator)
 *   actions                         the latest operator actions: who did what
 *   operators [list]                the console's operator accounts
 *   operators add <name> --role <support|finance|compliance|admin>
 *                                   a console account: prints its one-time password (they enrol their own authenticator at first sign-in) (operator)
 *   operators disable <name>        no more sign-ins; its sessions end                      (operator)
 *   operators unlock <name>         lifts the name's sign-in lock (new browsers held after failed sign-ins) (operator)
 *   clock [show] | advance <ms> | reset
 *                                   the test clock of a development server started with SWERTE_TEST_CLOCK=1 (tests only)
 */
const [command, ...rest] = process.argv.slice(2);
const json = rest.includes('--json');
const env = readEnv();

const args = splitOperator(rest, process.env);

/** Commands only a running server has: `clock`, its test clock (SWERTE_TEST_CLOCK=1, development). */
const SERVER_ONLY = ['clock'];
if (!command || (!Object.hasOwn(opsCommands, command) && !SERVER_ONLY.includes(command))) {
  console.error(`usage: npm run ops -- <${[...Object.keys(opsCommands), ...SERVER_ONLY].join('|')}> [arguments] [--operator <name>] [--json]`);
  process.exit(2);
}
// Refused before any database is opened (the command itself refuses too, wherever it runs).
if (changesData(command, args.args) && !operatorName(args.operator)) {
  console.error(`Not done: ${OPERATOR_REQUIRED}`);
  process.exit(1);
}

/** The running server of this data folder does the work: it alone may open the embedded database. */
async function viaServer(port: number): Promise<OpsReport> {
  // SWERTE_OPS_SECRET(_FILE) when the server has it from the environment (production), else the data folder's.
  const secret = env.opsSecret.value ?? readOpsSecret(env.dataDir);
  if (!secret) throw new Error(`no operator secret: set SWERTE_OPS_SECRET as the server has it, or check DATA_DIR (${env.dataDir})`);
  const res = await fetch(`http://127.0.0.1:${port}${OPS_CLI_PREFIX}/${command}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(120_000),
  });
  if (res.status !== 200) throw new Error(`the server on port ${port} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OpsReport;
}

async function direct(): Promise<OpsReport> {
  if (SERVER_ONLY.includes(command!)) return { ok: false, error: `${command} is the running server's (started with SWERTE_TEST_CLOCK=1 in development): none is running on ${env.dataDir}` };
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl, poolSize: 2 } : { dataDir: join(env.dataDir, 'pglite') });
  try {
    await migrateAs(database, env.databaseMigrationUrl);
    // No server here: the commands run on this process's areas, whose hooks the composition fills.
    wireAreas();
    // No server to log to: the operator's action goes to stderr (and, like always, to operator_actions).
    const log = (fields: Record<string, unknown>, message: string) => console.error(JSON.stringify({ time: new Date().toISOString(), msg: message, ...fields }));
    return await opsCommands[command!]!({ db: database.db, now: () => Date.now(), log }, args);
  } finally {
    await database.close();
  }
}

const server = runningServer(env.dataDir);
const report = server ? await viaServer(server.port) : await direct();
if (json) console.log(JSON.stringify(report, null, 2));
else printReport(command, report);
process.exit(report.ok ? 0 : 1);
