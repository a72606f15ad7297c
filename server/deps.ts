import type { Database, Db } from './db/client.ts';
import type { SmsSender } from './auth/index.ts';
import type { ConfigService } from './app-config/index.ts';
import type { PaymentGateway } from './wallet/index.ts';
import type { RestrictedPersons } from './kyc/index.ts';
import type { RunMode } from './config/env.ts';

/** What route modules get: the database, adapters to the outside world, and the clock. */
export interface ServerDeps {
  database: Database;
  db: Db;
  sms: SmsSender;
  config: ConfigService;
  /** The payment provider deposits go through: the built-in sandbox in development, PayMongo for real money (wallet/payments/). */
  payments: PaymentGateway;
  /** The national restricted-persons (NDRP) check: a list file, or an HTTP service (kyc/ndrp/, docs/kyc.md). */
  restricted: RestrictedPersons;
  /** development: the sandbox checkout, the SMS outbox, the demo player and the UI's sandbox ribbon; production: none of them. */
  mode: RunMode;
  /** Milliseconds since epoch; tests move it to cross expiries and lock windows. */
  now: () => number;
}
