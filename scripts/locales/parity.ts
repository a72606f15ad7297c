// The locale parity check: every player-facing namespace of locales/en-PH has the same keys in every
// other locale (fil-PH), with the same {{placeholders}}, $t() references and markup, and no empty
// text; a plural `_one` that must also read for other numbers (Filipino) carries `_other`'s. The operator console's files (console*.json) are English only and left out. Run by the build
// (plugin.ts, wired in vite.config.ts) and by tests/unit/localeParity.test.ts; alone:
// `npx tsx scripts/locales/parity.ts` (exit 1 and one line per problem).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const SOURCE_LOCALE = 'en-PH';
/** The locales translated from en-PH, each a folder beside it. */
export const TRANSLATED_LOCALES = ['fil-PH'] as const;
/** The operator console's namespaces stay English (src/console/i18n.ts). */
export const isConsoleFile = (file: string): boolean => file.startsWith('console');

type Texts = Map<string, string>;

/** A namespace's texts by their dotted key ("links.faq.title"); a non-string leaf is a problem. */
export function flatten(node: unknown, prefix = '', into: Texts = new Map(), problems: string[] = []): Texts {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into, problems);
  } else if (typeof node === 'string') {
    into.set(prefix, node);
  } else {
    problems.push(`${prefix}: not a text (${JSON.stringify(node)})`);
  }
  return into;
}

/** What a translation must carry over unchanged: interpolations, nested keys and tags, sorted. */
export function markers(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z][^>]*>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

/** Whether the locale's plural category "one" holds numbers other than 1 (fil: 2, 3, 5, 7…). */
export const oneIsNotOnlyOne = (locale: string): boolean => [0, 2, 3, 5, 7, 10, 21].some((n) => new Intl.PluralRules(locale).select(n) === 'one');

function readTexts(path: string, problems: string[], label: string): Texts | null {
  try {
    const local: string[] = [];
    const texts = flatten(JSON.parse(readFileSync(path, 'utf8')), '', new Map(), local);
    problems.push(...local.map((problem) => `${label} ${problem}`));
    return texts;
  } catch (error) {
    problems.push(`${label}: unreadable JSON (${(error as Error).message})`);
    return null;
  }
}

/** Every problem found under `root/locales`, one line each; empty when the locales agree. */
export function checkLocaleParity(root = '.'): string[] {
  const dir = resolve(root, 'locales');
  const problems: string[] = [];
  const files = (locale: string) => (existsSync(join(dir, locale)) ? readdirSync(join(dir, locale)).filter((file) => file.endsWith('.json') && !isConsoleFile(file)).sort() : []);
  const sourceFiles = files(SOURCE_LOCALE);
  for (const locale of TRANSLATED_LOCALES) {
    const translated = new Set(files(locale));
    for (const file of translated) if (!sourceFiles.includes(file)) problems.push(`locales/${locale}/${file}: no such namespace in ${SOURCE_LOCALE}`);
    for (const file of sourceFiles) {
      const sourceLabel = `locales/${SOURCE_LOCALE}/${file}`;
      const label = `locales/${locale}/${file}`;
      if (!translated.has(file)) {
        problems.push(`${label}: missing (every player-facing namespace of ${SOURCE_LOCALE} needs one)`);
        continue;
      }
      const source = readTexts(join(dir, SOURCE_LOCALE, file), problems, sourceLabel);
      const target = readTexts(join(dir, locale, file), problems, label);
      if (!source || !target) continue;
      for (const [key, text] of source) {
        const translation = target.get(key);
        if (translation === undefined) {
          problems.push(`${label}: missing key ${key}`);
          continue;
        }
        if (text.trim() === '') problems.push(`${sourceLabel}: empty text at ${key}`);
        if (translation.trim() === '') problems.push(`${label}: empty text at ${key}`);
        const got = markers(translation).join(' ');
        // A language whose plural "one" also covers other numbers (Filipino: 1, 2, 3, 5, 7, 10…,
        // Intl.PluralRules) needs its `_one` text to work for them: it carries what `_other` carries.
        const other = key.endsWith('_one') && oneIsNotOnlyOne(locale) ? source.get(key.replace(/_one$/, '_other')) : undefined;
        const want = markers(other ?? text).join(' ');
        if (want !== got) problems.push(`${label}: ${key} carries [${got}] where ${SOURCE_LOCALE} has [${want}]${other ? ` (its _other: "one" is not only 1 in ${locale})` : ''}`);
      }
      for (const key of target.keys()) if (!source.has(key)) problems.push(`${label}: key ${key} is not in ${SOURCE_LOCALE}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkLocaleParity();
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'locales: every translated namespace matches en-PH' : `locales: ${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
