import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { storedListRestrictedPersons } from '../../server/kyc/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ADULT, expectError, expectOk, PASSWORD, sendCode } from './helpers.ts';

/**
 * Issue 26: the restricted-persons check was silently off when no list was set, and nobody could see
 * or renew the list. Now the lists live in the database (NDRP_LIST_FILE imported when it changes),
 * compliance sees the one in force (size and age) and uploads a new one from the console, audited;
 * production refuses to start without a list file or a service (tests/server/runmode.test.ts).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const listFile = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'ndrp-'));
  dirs.push(dir);
  const path = join(dir, 'ndrp.txt');
  writeFileSync(path, text);
  return path;
};
const REFUSED = { status: 403, errcode: 7006, msg: 'errors.kyc.restrictedPerson' };

describe(`the restricted-persons lists in the database (${databaseKind})`, () => {
  const t = useTestServer();

  it('the list file is imported when it changes; every process takes the newest list within seconds; no list lists nobody (said once)', async () => {
    const path = listFile('# PAGCOR list\n0917 111 0000\nnot an entry\n');
    const said: string[] = [];
    const a = storedListRestrictedPersons(t.deps.db, { file: path, now: t.deps.now, log: (line) => said.push(line) });
    const b = storedListRestrictedPersons(t.deps.db, { file: path, now: t.deps.now });
    expect(await a.isListed({ mobile: '639171110000' })).toBe(true);
    expect(said).toEqual([expect.stringMatching(/imported .*ndrp\.txt \(1 entries, 1 line\(s\) skipped/)]);
    // The other process sees the same content and adds nothing.
    expect(await b.isListed({ mobile: '639171110000' })).toBe(true);
    expect(await query(t, sql`SELECT entries, skipped, source FROM ndrp_lists`)).toEqual([{ entries: 1, skipped: 1, source: 'file' }]);

    writeFileSync(path, '09181110000\n');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    // Within the cache's 2 seconds the old list answers; after them, the new one, in both processes.
    expect(await a.isListed({ mobile: '639181110000' })).toBe(false);
    t.advance(2_001);
    expect(await a.isListed({ mobile: '639181110000' })).toBe(true);
    expect(await b.isListed({ mobile: '639171110000' })).toBe(false);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM ndrp_lists`))[0]!.n).toBe(2);

    // A process with no list at all (none in the database, no file): nobody is listed, and it says so once.
    await t.deps.db.execute(sql`DELETE FROM ndrp_lists`);
    const lines: string[] = [];
    const none = storedListRestrictedPersons(t.deps.db, { file: join(dirs[0]!, 'absent.txt'), now: t.deps.now, log: (line) => lines.push(line) });
    expect(await none.isListed({ mobile: '639181110000' })).toBe(false);
    t.advance(2_001);
    expect(await none.isListed({ mobile: '639181110000' })).toBe(false);
    expect(lines.filter((l) => l.includes('nobody is listed'))).toHaveLength(1);
  });
});

describe(`the restricted-persons list in the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('compliance sees the list in force with its size and age, uploads a new one (audited, in force at once); an empty list is refused', async () => {
    const path = listFile('09171110000\n');
    // Forty days old (whole seconds: what every file system keeps).
    const old = new Date(Math.floor((t.deps.now() - 40 * 86_400_000) / 1000) * 1000);
    utimesSync(path, old, old);
    const restricted = storedListRestrictedPersons(t.deps.db, { file: path, now: t.deps.now });
    Object.assign(t.deps, { restricted });
    await restricted.refresh!();

    const compliance = await operatorWithSession(t, 'cora', 'compliance');
    const state = expectOk(await consoleCall(t, 'consoleNdrp', {}, { token: compliance.token })).ndrp;
    expect(state).toEqual({
      check: 'list',
      list: { entries: 1, skipped: 0, source: 'file', loadedBy: path, datedAt: old.getTime(), loadedAt: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    // A player whose number the new list names registers now; after the upload the next one is refused.
    expectOk(await t.call('accountRegist', { account: 'before01', password: PASSWORD, birthDate: ADULT }));
    const text = ['# PAGCOR 2026-12', '09171110000', '0918 222 3333', 'Pedro Penduko | 1980-01-31', 'garbage'].join('\n');
    const sent = t.deps.now();
    const uploaded = expectOk(await consoleCall(t, 'consoleNdrpUpload', { text, reason: 'December list from PAGCOR' }, { token: compliance.token })).ndrp;
    expect(uploaded.list).toMatchObject({ entries: 3, skipped: 1, source: 'console', loadedBy: 'cora' });
    // Dated now: the page shows it as new.
    expect(uploaded.list.datedAt - sent).toBeGreaterThanOrEqual(0);
    expect(uploaded.list.datedAt - sent).toBeLessThan(5_000);
    const [audit] = await query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE call = 'consoleNdrpUpload'`);
    expect(audit).toMatchObject({ operator: 'cora', call: 'consoleNdrpUpload', target: 'ndrp:list', before: { entries: 1, source: 'file' }, after: { entries: 3, skipped: 1 }, reason: 'December list from PAGCOR' });
    // The audit row says how big and which list (its SHA-256), never who is on it.
    expect(JSON.stringify(audit)).not.toContain('Penduko');
    expect(JSON.stringify(audit)).not.toContain('2223333');
    const code = await sendCode(t, '09182223333');
    expectError(await t.call('accountRegist4', { mobile: '09182223333', code, password: PASSWORD, birthDate: ADULT }), REFUSED);

    // A list without a single entry would list nobody: refused, nothing changes.
    expectRefused(await consoleCall(t, 'consoleNdrpUpload', { text: '# nothing yet\n\n', reason: 'oops' }, { token: compliance.token }), 400, { field: 'text', msg: ConsoleMessageKey.ndrpListEmpty });
    expect((await query(t, sql`SELECT count(*)::int AS n FROM ndrp_lists`))[0]!.n).toBe(2);
    // Support may not see or change it.
    const support = await operatorWithSession(t, 'sam', 'support');
    expectRefused(await consoleCall(t, 'consoleNdrp', {}, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
  });

  it('takes a list larger than the usual 64 KiB body; with a service there is nothing to upload (409)', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const numbers = Array.from({ length: 8000 }, (_, i) => `0917${String(1_000_000 + i).padStart(7, '0')}`);
    const big = expectOk(await consoleCall(t, 'consoleNdrpUpload', { text: numbers.join('\n'), reason: 'full list' }, { token: admin.token }));
    expect(big.ndrp.list).toMatchObject({ entries: 8000 });
    Object.assign(t.deps, { restricted: { source: 'service', isListed: async () => false } });
    expect(expectOk(await consoleCall(t, 'consoleNdrp', {}, { token: admin.token })).ndrp.check).toBe('service');
    expectRefused(await consoleCall(t, 'consoleNdrpUpload', { text: '09170000001', reason: 'x' }, { token: admin.token }), 409, { msg: ConsoleMessageKey.ndrpServiceInUse });
  });
});
