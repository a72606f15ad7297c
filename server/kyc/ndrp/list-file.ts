import { readFile, stat } from 'node:fs/promises';
import { matches, parseRestrictedList, type PersonQuery, type RestrictedList, type RestrictedPersons } from './restricted.ts';

/**
 * The list-file adapter: `path` (NDRP_LIST_FILE, default `<DATA_DIR>/ndrp.txt`) is read again whenever
 * its modification time or size changes, so an operator's edit counts at the next check of every
 * process without a restart. No file is an empty list (and `log` says so once).
 */
export function listFileRestrictedPersons(path: string, log: (line: string) => void = () => undefined): RestrictedPersons {
  let cached: { stamp: string; list: RestrictedList } | undefined;
  let warnedMissing = false;
  const load = async (): Promise<RestrictedList> => {
    let stamp: string;
    try {
      const info = await stat(path);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
      if (!warnedMissing) log(`NDRP: no list file at ${path}; nobody is listed`);
      warnedMissing = true;
      return { mobiles: new Set(), people: new Set() };
    }
    if (cached?.stamp === stamp) return cached.list;
    const parsed = parseRestrictedList(await readFile(path, 'utf8'));
    if (parsed.skipped > 0) log(`NDRP: ${parsed.skipped} line(s) of ${path} are neither a mobile number nor "Full Name | YYYY-MM-DD"`);
    cached = { stamp, list: parsed };
    warnedMissing = false;
    return parsed;
  };
  return {
    async isListed(person: PersonQuery) {
      return matches(await load(), person);
    },
  };
}
