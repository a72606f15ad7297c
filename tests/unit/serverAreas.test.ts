import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './sourceFiles.ts';

// The server is one folder per area (server/README.md). These checks keep it that way as areas
// arrive: every folder is classified and documented, and an area's internals stay its own.
const SERVER = join(ROOT, 'server');

/** One folder per contract area: handlers, service, repositories, schema (and unit tests). */
const AREAS = ['account', 'activity', 'app-config', 'auth', 'bankrupt', 'checkin', 'console', 'events', 'games', 'jackpot', 'kyc', 'offers', 'points', 'protection', 'rank', 'rewards', 'security', 'tasks', 'vip', 'wallet'];
/** Parts every area may use; they import no area (but for the exceptions below). */
const CROSS_CUTTING = ['api', 'config', 'db', 'ledger', 'plugins'];
/** Composition: they wire areas together, through each area's index.ts. */
const COMPOSITION = ['cli', 'ops', 'seed'];
/** Cross-cutting files allowed to reach into areas, and why (the README says the same). */
const EXCEPTIONS: Record<string, RegExp> = {
  // drizzle-kit and the tests need the whole schema in one module.
  'tables.ts': /^[\w-]+\/schema\.ts$/,
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file, as paths relative to server/ (outside server/ dropped). */
function serverImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(SERVER, resolve(dirname(file), spec))).filter((path) => !path.startsWith('..'));
}

const topFolder = (path: string) => (path.includes('/') ? path.split('/')[0]! : '');

/**
 * Who owns each table: the folder whose `schema.ts` declares it (db/schema.ts declares the ledger's
 * tables, and `users`, the player row every money path locks, which any area may read and lock).
 */
const SHARED_TABLES = new Set(['users']);
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sources(SERVER).filter((f) => f.endsWith('/schema.ts'))) {
    const owner = topFolder(relative(SERVER, file));
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(name!, name!.startsWith('ledger') ? 'ledger' : owner);
    }
  }
  return owners;
}

/** The names a file imports from db/schema.ts. */
function schemaImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]((?:\.\.\/)+db\/schema\.ts)['"]/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

describe('server by area', () => {
  it('classifies every server folder and gives each a line in server/README.md', () => {
    const folders = readdirSync(SERVER, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const readme = readFileSync(join(SERVER, 'README.md'), 'utf8');
    for (const folder of folders) {
      expect([...AREAS, ...CROSS_CUTTING, ...COMPOSITION], `server/${folder}/ is not classified`).toContain(folder);
      expect(readme, `server/README.md has no line for ${folder}/`).toContain(`| \`${folder}/\``);
    }
  });

  it('gives every area a public index.ts', () => {
    for (const area of AREAS) expect(readdirSync(join(SERVER, area))).toContain('index.ts');
  });

  it('lets an area reach another area only through its index.ts', () => {
    const wrong: string[] = [];
    // Unit tests beside the code may read any internals (as tests/server does).
    for (const file of sources(SERVER).filter((f) => !f.endsWith('.test.ts'))) {
      const from = relative(SERVER, file);
      const own = topFolder(from);
      for (const target of serverImports(file)) {
        const area = topFolder(target);
        if (!AREAS.includes(area) || area === own) continue;
        // A table may reference another area's table (a foreign key) through that area's schema.ts.
        const foreignKey = from.endsWith('/schema.ts') && target.endsWith('/schema.ts');
        const allowed = EXCEPTIONS[from]?.test(target) || (!CROSS_CUTTING.includes(own) && (target === `${area}/index.ts` || foreignKey));
        if (!allowed) wrong.push(`${from} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets an area query only its own tables (and the shared player row); the ledger's only through ledger/", () => {
    const owners = tableOwners();
    expect(owners.get('depositOrders')).toBe('wallet');
    expect(owners.get('ledgerEntries')).toBe('ledger');
    const wrong: string[] = [];
    for (const file of sources(SERVER).filter((f) => !f.endsWith('.test.ts') && !f.endsWith('/schema.ts'))) {
      const from = relative(SERVER, file);
      const own = topFolder(from);
      // Composition (seed, ops, cli) wires areas together and the operator's audit reads across them.
      if (COMPOSITION.includes(own)) continue;
      for (const name of schemaImports(file)) {
        const owner = owners.get(name);
        if (owner && owner !== own && !SHARED_TABLES.has(name)) wrong.push(`${from} uses ${name} (${owner}'s table)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
