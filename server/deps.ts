import type { Database, Db } from './db/client.ts';
import type { SmsSender } from './auth/index.ts';
import type { ConfigService } from './app-config/index.ts';
import type { SandboxGateway } from './wallet/index.ts';

/** What route modules get: the database, adapters to the outside world, and the clock. */
export interface ServerDeps {
  database: Database;
  db: Db;
  sms: SmsSender;
  config: ConfigService;
  /** The payment provider deposits go through: the built-in sandbox (payments/). */
  payments: SandboxGateway;
  /** Milliseconds since epoch; tests move it to cross expiries and lock windows. */
  now: () => number;
}
