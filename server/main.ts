import { readEnv, SettingsRefused } from './config/env.ts';
import { DataFolderInUse } from './db/data-lock.ts';
import { startServer, type Running } from './start.ts';

const env = readEnv();

// The stop signals are taken before anything starts: a SIGTERM that arrives while the server is still
// starting (or a microsecond after the "running" line, which a supervisor may act on at once) must still
// close the embedded database cleanly and free its lock, not kill the process where it stands.
let starting: Promise<Running> | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (!starting) process.exit(0);
    // Closing PGlite cleanly matters: it flushes the embedded database to ./data (and frees its lock).
    starting.then((running) => running.stop()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

let running: Running;
try {
  starting = startServer(env);
  running = await starting;
} catch (error) {
  // A refusal is the operator's to fix: the message says what, without a stack trace around it.
  if (!(error instanceof SettingsRefused || error instanceof DataFolderInUse)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const development = env.mode === 'development' ? ' — development: sandbox payments, SMS outbox, demo player' : '';
console.log(`\nSwerte is running at ${running.url}  (database: ${running.database.kind === 'pglite' ? `embedded, ${env.dataDir}` : 'PostgreSQL'}; ${env.mode} mode${development})\n`);
