import type { Database, Db } from './db/client.ts';
// The ports are the kernel's own interfaces (server/ports/): the areas implement them (auth the SMS
// sender, app-config the config cache, wallet the payment adapters, kyc the NDRP check), so this file
// names no area and every area may import it.
import type { SmsSender } from './ports/sms.ts';
import type { ConfigService } from './ports/config.ts';
import type { PaymentGateway } from './ports/payments.ts';
import type { RestrictedPersons } from './ports/restricted.ts';
import type { SocialSettings } from './ports/social.ts';
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
  /**
   * Sign in with Google, LINE and Facebook (docs/social.md): the configured providers. Absent: none is
   * offered. Development points them at the local fakes (auth/social/fakes/).
   */
  social?: SocialSettings;
  /** development: the sandbox checkout, the SMS outbox, the demo player and the UI's sandbox ribbon; production: none of them. */
  mode: RunMode;
  /** Milliseconds since epoch; tests move it to cross expiries and lock windows. */
  now: () => number;
}
