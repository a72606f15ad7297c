import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_FILES, EMBEDDED_RUN_FILES, RAW_SQL_MODULES, serverFilesFor } from '../../scripts/server-suites.mjs';
import { ROOT } from './sourceFiles.ts';

// The PGlite run takes only the files whose outcome can differ there (scripts/server-suites.mjs): these
// checks keep that list true as the server grows, so a new raw-SQL module cannot skip the embedded run.
const serverCode = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverCode(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(ROOT, full)] : [];
  });

describe('server suites on the two databases', () => {
  it('names every server module that runs raw SQL, with the tests that drive it', () => {
    const raw = serverCode(join(ROOT, 'server')).filter((file) => /\.execute\(|queryNamed\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(raw.length).toBeGreaterThan(5);
    expect(raw.filter((file) => !(file in RAW_SQL_MODULES))).toEqual([]);
    for (const [module, tests] of Object.entries(RAW_SQL_MODULES)) {
      expect(existsSync(join(ROOT, module)), module).toBe(true);
      expect(tests.length, module).toBeGreaterThan(0);
    }
  });

  it('names only test files that exist, and the embedded database files among them', () => {
    for (const file of EMBEDDED_RUN_FILES) expect(existsSync(join(ROOT, 'tests', 'server', file)), file).toBe(true);
    for (const file of EMBEDDED_DATABASE_FILES) expect(EMBEDDED_RUN_FILES).toContain(file);
  });

  it('gives PostgreSQL every file and PGlite each listed file by a filter matching it alone', () => {
    expect(serverFilesFor('postgres')).toEqual([]);
    const all = readdirSync(join(ROOT, 'tests', 'server')).filter((name) => name.endsWith('.test.ts'));
    for (const filter of serverFilesFor('pglite')) {
      // vitest takes a filter as a substring of the path: each must pick exactly its own file.
      expect(all.filter((name) => `tests/server/${name}`.includes(filter)), filter).toHaveLength(1);
    }
  });
});
