import { join } from 'node:path';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { opsCommands, type OpsReport } from '../ops/commands.ts';
import { readOpsSecret, runningServer } from '../ops/secret.ts';
import { printReport } from '../ops/print.ts';

/**
 * `npm run ops -- <command> [--json]`, with the server's own environment (PORT, DATA_DIR,
 * DATABASE_URL). The running server does the work (the embedded database belongs to it); when no
 * server answers, the command opens the database itself. Exits 1 when the report is not ok.
 *   audit                           proves the books: every transfer sums to zero, balances equal their entries, none negative
 *   withdrawals [list]              pending withdrawal requests, oldest first
 *   withdrawals approve <id>        pays one: the held money leaves (less its fee)
 *   withdrawals reject <id> [why]   refuses one: the held money returns to the player
 */
const [command, ...rest] = process.argv.slice(2);
const json = rest.includes('--json');
const args = { args: rest.filter((arg) => arg !== '--json') };
const env = readEnv();

if (!command || !Object.hasOwn(opsCommands, command)) {
  console.error(`usage: npm run ops -- <${Object.keys(opsCommands).join('|')}> [arguments] [--json]`);
  process.exit(2);
}

/** The running server of this data folder does the work: it alone may open the embedded database. */
async function viaServer(port: number): Promise<OpsReport> {
  const secret = readOpsSecret(env.dataDir);
  if (!secret) throw new Error(`no operator secret in ${env.dataDir}: is this the server's DATA_DIR?`);
  const res = await fetch(`http://127.0.0.1:${port}/ops/v1/${command}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(120_000),
  });
  if (res.status !== 200) throw new Error(`the server on port ${port} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OpsReport;
}

async function direct(): Promise<OpsReport> {
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl, poolSize: 2 } : { dataDir: join(env.dataDir, 'pglite') });
  try {
    await migrate(database);
    return await opsCommands[command!]!({ db: database.db, now: () => Date.now() }, args);
  } finally {
    await database.close();
  }
}

const server = runningServer(env.dataDir);
const report = server ? await viaServer(server.port) : await direct();
if (json) console.log(JSON.stringify(report, null, 2));
else printReport(command, report);
process.exit(report.ok ? 0 : 1);
