import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

describe(`who read what, and who was refused, is in the audit (${databaseKind})`, () => {
  const t = useTestServer();

  it("compliance reads the audit: a player's page read by support, and support's refused look at the audit, are both there", async () => {
    const sam = await operatorWithSession(t, 'sam', 'support');
    const cleo = await operatorWithSession(t, 'cleo', 'compliance');
    expectOk(await consoleCall(t, 'consolePlayer', { id: 1 }, { token: sam.token }));
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token: sam.token }), 403, { msg: MessageKey.consoleRoleRefused });

    const rows = expectOk(await consoleCall(t, 'consoleAuditList', { operator: 'sam' }, { token: cleo.token })).rows;
    expect(rows.map((r: { call: string; target: string; after: unknown }) => [r.call, r.target, r.after])).toEqual([
      ['consoleAuditList', 'refused', { refused: MessageKey.consoleRoleRefused }],
      ['consolePlayer', 'player:1', { viewed: 'masked' }],
    ]);
    // A refusal without a session is no operator's: a 401 writes nothing.
    const count = async () => (await query(t, sql`SELECT count(*)::int AS n FROM console_audit`))[0]!.n;
    const before = await count();
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token: 'x'.repeat(43) }), 401);
    expect(await count()).toBe(before);
  });
});
