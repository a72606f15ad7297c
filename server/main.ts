import { readEnv } from './config/env.ts';
import { startServer } from './start.ts';

const env = readEnv();
const running = await startServer(env);
console.log(`\nSwerte is running at ${running.url}  (database: ${running.database.kind === 'pglite' ? `embedded, ${env.dataDir}` : 'PostgreSQL'})\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Closing PGlite cleanly matters: it flushes the embedded database to ./data.
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
