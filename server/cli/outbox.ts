import { readEnv } from '../config/env.ts';
import { readOutbox } from '../auth/index.ts';

/**
 * `npm run outbox [-- --mobile 0917… --last N --json]`: the SMS messages the development adapter
 * "sent", newest last.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const env = readEnv();
const mobileArg = option('mobile');
const mobile = mobileArg ? mobileArg.replace(/^\+/, '').replace(/^0/, '63') : undefined;
const last = Number(option('last') ?? 20);
const messages = (await readOutbox(env.smsOutboxFile)).filter((m) => !mobile || m.mobile === mobile).slice(-last);
if (args.includes('--json')) {
  console.log(JSON.stringify(messages));
} else if (!messages.length) {
  console.log(`No SMS messages yet (${env.smsOutboxFile}).`);
} else {
  for (const m of messages) console.log(`${m.at}  ${m.mobile}  code ${m.code}  ${m.text}`);
}
