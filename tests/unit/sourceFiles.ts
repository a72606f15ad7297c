import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The client's source files (not tests), as { path relative to the repo, text }. */
export function clientSources(exts = ['.ts', '.tsx']): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const visitDir = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visitDir(full);
      else if (exts.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${join('src', 'test')}`)) {
        files.push({ path: relative(ROOT, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  visitDir(join(ROOT, 'src'));
  return files;
}

type Node = { type: string; [key: string]: unknown };

/** Depth-first walk over an ESTree AST. */
export function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const value of Object.values(n)) {
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}
