import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { migrationTags } from './db/migrate.ts';

/** What a process says about itself to a load balancer: set `stopping` on SIGTERM, before closing. */
export interface Lifecycle {
  stopping: boolean;
}

/** How long readiness waits for the database before calling it unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

async function databaseState(db: Db, expected: string[]): Promise<'ok' | 'migrations-pending'> {
  const result = (await db.execute(sql`SELECT count(*)::int AS applied FROM schema_migrations WHERE tag IN (${sql.join(
    expected.map((tag) => sql`${tag}`),
    sql`, `,
  )})`)) as unknown as { rows: { applied: number | string }[] };
  return Number(result.rows[0]?.applied ?? 0) >= expected.length ? 'ok' : 'migrations-pending';
}

/**
 * GET /healthz: the process is alive (answers as long as its event loop turns; a load balancer
 * restarts it otherwise). GET /readyz: it should get traffic: the database answers within 2 s and has
 * every migration this build ships; 503 once shutting down, so the balancer drains it before it stops
 * accepting. Neither touches a player's data, and neither needs a session.
 */
export function registerHealth(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  const expected = migrationTags();
  let migrated = false;
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.stopping) return reply.code(503).send({ ok: false, reason: 'shutting-down' });
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
      });
      const state = migrated ? await Promise.race([db.execute(sql`SELECT 1`).then(() => 'ok' as const), timeout]) : await Promise.race([databaseState(db, expected), timeout]);
      if (state !== 'ok') return reply.code(503).send({ ok: false, reason: state });
      migrated = true;
      return reply.send({ ok: true });
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ ok: false, reason: 'database-unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
