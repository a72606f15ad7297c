import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'bench/results.json';

/** A section's figures into bench/results.json (a section run alone with `--write`), the rest kept as it was. */
export function recordSection(name: string, figures: unknown): void {
  const results = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(FILE, `${JSON.stringify({ ...results, [name]: figures }, null, 2)}\n`);
}

/** The section as recorded, or undefined. */
export function recordedSection(name: string): unknown {
  if (!existsSync(FILE)) return undefined;
  return (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>)[name];
}
