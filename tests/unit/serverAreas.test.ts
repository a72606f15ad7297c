import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './sourceFiles.ts';

// The server is one folder per area, in four named layers (server/README.md, docs/architecture.md).
// These checks keep it that way as areas arrive: every folder and root file has its layer, no import
// goes up a layer nor loops within one, an area's internals stay its own, and so do its tables.
const SERVER = join(ROOT, 'server');

/**
 * Lowest first. A unit (a folder, or a file at server/'s root) imports only units of its own layer or
 * lower ones; the kernel imports no area at all. What an area needs from above reaches it through a
 * hook the composition fills (server/wiring.ts).
 */
const LAYERS = {
  /** The ports handlers get, the database, the ledger, the dispatcher and the plugins. */
  kernel: ['api', 'config', 'db', 'ledger', 'plugins', 'ports', 'deps.ts'],
  /** What the activities stand on: players, sessions, money in and out, games, protection, grants. */
  platform: ['account', 'activity', 'app-config', 'auth', 'chat', 'events', 'fairness', 'feedback', 'games', 'kyc', 'live', 'mail', 'protection', 'push', 'rewards', 'security', 'wallet'],
  /** The promotions; every new activity goes here. */
  activities: ['agents', 'bankpromo', 'bankrupt', 'checkin', 'diamonds', 'follow', 'jackpot', 'lottery', 'offers', 'pk', 'points', 'pusher', 'rain', 'rank', 'scratch', 'shows', 'spin', 'tasks', 'tournament', 'vip'],
  /** The operators' tools and the files that put the server together. */
  composition: ['cli', 'console', 'ops', 'seed', 'adapters.ts', 'app.ts', 'cluster.ts', 'handlers.ts', 'health.ts', 'main.ts', 'start.ts', 'tables.ts', 'wiring.ts'],
} as const;
type Layer = keyof typeof LAYERS;
const ORDER = Object.keys(LAYERS) as Layer[];
const layerOf = new Map<string, Layer>(ORDER.flatMap((layer) => LAYERS[layer].map((unit) => [unit, layer] as const)));

/** Folders with handlers, rules, repositories and tables, reached from outside only through index.ts. */
const AREAS = [...LAYERS.platform, ...LAYERS.activities, 'console'];
/** Composition folders that may read any area's tables (the seeder, the operator's audit and tools). */
const READ_ACROSS = ['cli', 'ops', 'seed'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}
/** Unit tests beside the code may read any internals (as tests/server does). */
const code = () => sources(SERVER).filter((f) => !f.endsWith('.test.ts'));

/** Relative imports of a file (value, `import type`, `export … from`, dynamic), as paths relative to server/. */
function serverImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(SERVER, resolve(dirname(file), spec))).filter((path) => !path.startsWith('..'));
}

/** The unit a path under server/ belongs to: its top folder, or the root file itself. */
const unitOf = (path: string) => (path.includes('/') ? path.split('/')[0]! : path);

/** Unit-to-unit imports, each edge with the file imports that make it. */
function unitGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of code()) {
    const from = relative(SERVER, file);
    for (const target of serverImports(file)) {
      const [a, b] = [unitOf(from), unitOf(target)];
      if (a === b) continue;
      if (!graph.has(a)) graph.set(a, new Map());
      const edge = graph.get(a)!;
      edge.set(b, [...(edge.get(b) ?? []), `${from} → ${target}`]);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one node: each is an import loop. */
function loops(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}

/**
 * Who owns each table: the folder whose `schema.ts` declares it (db/schema.ts declares the ledger's
 * tables, and `users`, the player row every money path locks, which any area may read and lock).
 */
const SHARED_TABLES = new Set(['users']);
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sources(SERVER).filter((f) => f.endsWith('/schema.ts'))) {
    const owner = unitOf(relative(SERVER, file));
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(name!, name!.startsWith('ledger') ? 'ledger' : owner);
    }
  }
  return owners;
}

/** The names a file imports from any module of tables (a schema.ts, or tables.ts). */
function tableImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"](\.{1,2}\/[^'"]*(?:schema|tables)\.ts)['"]/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

describe('server layers', () => {
  it('gives every server folder and root file exactly one layer, and server/README.md a line for each', () => {
    const units = readdirSync(SERVER, { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')))
      .map((e) => e.name);
    const listed = ORDER.flatMap((layer) => LAYERS[layer] as readonly string[]);
    expect(listed.filter((unit, i) => listed.indexOf(unit) !== i), 'units in more than one layer').toEqual([]);
    expect(units.filter((unit) => !layerOf.has(unit)), 'units without a layer').toEqual([]);
    expect(listed.filter((unit) => !units.includes(unit)), 'layers naming what does not exist').toEqual([]);
    const readme = readFileSync(join(SERVER, 'README.md'), 'utf8');
    for (const unit of units) {
      const name = unit.endsWith('.ts') ? unit : `${unit}/`;
      expect(readme, `server/README.md has no line for ${name} in its layer`).toMatch(new RegExp(`\\| \`${name.replace('.', '\\.')}\`[^|\\n]* \\| ${layerOf.get(unit)} \\|`));
    }
  });

  it('lets no import go to a higher layer', () => {
    const upward: string[] = [];
    for (const [from, targets] of unitGraph()) {
      for (const [to, imports] of targets) {
        if (ORDER.indexOf(layerOf.get(to)!) > ORDER.indexOf(layerOf.get(from)!)) upward.push(...imports.map((i) => `${i} (${layerOf.get(from)} → ${layerOf.get(to)})`));
      }
    }
    expect(upward).toEqual([]);
  });

  it('lets the kernel import no area', () => {
    const wrong: string[] = [];
    for (const [from, targets] of unitGraph()) {
      if (layerOf.get(from) !== 'kernel') continue;
      for (const [to, imports] of targets) if (layerOf.get(to) !== 'kernel') wrong.push(...imports);
    }
    expect(wrong).toEqual([]);
  });

  it('has no import loop within a layer (type imports and re-exports count)', () => {
    const graph = unitGraph();
    const problems: string[] = [];
    for (const layer of ORDER) {
      const members = LAYERS[layer] as readonly string[];
      const next = (unit: string) => [...(graph.get(unit)?.keys() ?? [])].filter((to) => members.includes(to));
      for (const loop of loops(members, next)) {
        const edges = loop.flatMap((a) => next(a).filter((b) => loop.includes(b)).map((b) => `  ${a} → ${b}: ${graph.get(a)!.get(b)![0]}`));
        problems.push(`${layer} loop: ${loop.join(', ')}\n${edges.join('\n')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills every hook an area declares in server/wiring.ts', () => {
    // Each hook's wire function takes its whole interface (a member left out is a type error); this
    // catches a wire function never called, whose hook would throw at its first use instead of at build.
    const wiring = readFileSync(join(SERVER, 'wiring.ts'), 'utf8');
    const declared = AREAS.flatMap((area) => [...readFileSync(join(SERVER, area, 'index.ts'), 'utf8').matchAll(/\b(wire\w+)\b/g)].map((m) => m[1]!));
    expect(declared.length).toBeGreaterThan(5);
    expect(declared.filter((name) => !wiring.includes(`${name}(`))).toEqual([]);
  });

  it('finds a planted loop (so a broken checker cannot pass)', () => {
    const planted: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: [] };
    expect(loops(Object.keys(planted), (n) => planted[n]!)).toEqual([['a', 'b', 'c']]);
    const dag: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: [] };
    expect(loops(Object.keys(dag), (n) => dag[n]!)).toEqual([]);
    expect(loops(['x', 'y'], (n) => (n === 'x' ? ['y'] : ['x']))).toEqual([['x', 'y']]);
  });
});

describe('server areas', () => {
  it('gives every area a public index.ts', () => {
    for (const area of AREAS) expect(readdirSync(join(SERVER, area))).toContain('index.ts');
  });

  it('lets a unit reach an area only through its index.ts', () => {
    const wrong: string[] = [];
    for (const file of code()) {
      const from = relative(SERVER, file);
      for (const target of serverImports(file)) {
        const area = unitOf(target);
        if (!AREAS.includes(area) || area === unitOf(from)) continue;
        // A table may reference another area's table (a foreign key) through that area's schema.ts,
        // and tables.ts gathers every area's for drizzle-kit and the tests.
        const tables = target.endsWith('/schema.ts') && (from.endsWith('/schema.ts') || from === 'tables.ts');
        if (target !== `${area}/index.ts` && !tables) wrong.push(`${from} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets an area query only its own tables (and the shared player row); the ledger's only through ledger/", () => {
    const owners = tableOwners();
    expect(owners.get('depositOrders')).toBe('wallet');
    expect(owners.get('ledgerEntries')).toBe('ledger');
    const wrong: string[] = [];
    for (const file of code().filter((f) => !f.endsWith('/schema.ts'))) {
      const from = relative(SERVER, file);
      const own = unitOf(from);
      // Composition (seed, ops, cli) wires areas together and the operator's audit reads across them.
      if (READ_ACROSS.includes(own)) continue;
      for (const name of tableImports(file)) {
        const owner = owners.get(name);
        if (owner && owner !== own && !SHARED_TABLES.has(name)) wrong.push(`${from} uses ${name} (${owner}'s table)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
