import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.ts';
import { OPS_CLI_PREFIX } from '../../contract/ops/index.ts';
import { clockCommand, opsCommands, type OpsCommand } from './commands.ts';
import type { TestClock } from './test-clock.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /ops/v1/cli/<command>: operator commands for `npm run ops`. Only from this machine (the socket's
 * address, whatever a proxy header says) and only with the data folder's secret; not part of the
 * player API nor of the console's calls (/ops/v1/<call>, server/console), so it answers plain HTTP statuses.
 * `clock` exists only beside a test clock (a development server with SWERTE_TEST_CLOCK=1): 404 otherwise.
 */
export function registerOps(app: FastifyInstance, deps: ServerDeps, secret: string, testClock?: TestClock): void {
  const commands: Record<string, OpsCommand> = testClock ? { ...opsCommands, clock: clockCommand(testClock) } : opsCommands;
  app.post<{ Params: { command: string }; Body: Record<string, unknown> | undefined }>(`${OPS_CLI_PREFIX}/:command`, async (req, reply) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return reply.code(403).send({ ok: false, error: 'operator commands are only taken from this machine' });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice('Bearer '.length), secret)) return reply.code(401).send({ ok: false, error: 'wrong or missing operator secret' });
    const command = Object.hasOwn(commands, req.params.command) ? commands[req.params.command] : undefined;
    if (!command) return reply.code(404).send({ ok: false, error: `unknown command ${req.params.command}`, commands: Object.keys(commands) });
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    // An operator's action lands in the server's log with their name (commands.ts asOperator).
    const log = (fields: Record<string, unknown>, message: string) => req.log.info(fields, message);
    return reply.header('cache-control', 'no-store').send(await command({ db: deps.db, now: deps.now, log }, body));
  });
}
