import { readFile, stat } from 'node:fs/promises';
import type { Db } from '../../db/client.ts';
import { importNdrpFile, ndrpBody, newestNdrpId } from './lists.ts';
import { matches, parseRestrictedList, type PersonQuery, type RestrictedList, type RestrictedPersons } from './restricted.ts';

export interface StoredListOptions {
  /** NDRP_LIST_FILE: imported into the database whenever its content changes (lists.ts importNdrpFile). */
  file?: string;
  now?: () => number;
  log?: (line: string) => void;
  /** How long a process keeps what it read before looking again (default 2 s, as the config cache). */
  cacheMs?: number;
}

const EMPTY: RestrictedList = { mobiles: new Set(), people: new Set() };

/**
 * The list adapter (docs/kyc.md): the newest list in the database (`ndrp_lists`) is in force, in every
 * process of a cluster within `cacheMs`. It comes from NDRP_LIST_FILE (looked at with the same
 * period: a changed file is imported once) or from compliance's upload in the console. No list at
 * all lists nobody (logged once; production refuses to start without a file or a service). A database
 * that cannot answer throws: the check fails closed (7008).
 */
export function storedListRestrictedPersons(db: Db, opts: StoredListOptions = {}): RestrictedPersons {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? (() => undefined);
  const cacheMs = opts.cacheMs ?? 2000;
  let loaded: { id: number | undefined; list: RestrictedList } | undefined;
  let checkedAt = -Infinity;
  let fileStamp: string | undefined;
  const said = { noFile: false, noList: false };
  let pending: Promise<void> | undefined;

  const importFile = async (path: string) => {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      if (!said.noFile) log(`NDRP: no list file at ${path}; the list in the database stays in force`);
      said.noFile = true;
      return;
    }
    said.noFile = false;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (stamp === fileStamp) return;
    const body = await readFile(path, 'utf8');
    const added = await importNdrpFile(db, { path, body, modifiedAt: new Date(info.mtimeMs), now: new Date(now()) });
    fileStamp = stamp;
    if (added) log(`NDRP: imported ${path} (${added.entries} entries${added.skipped ? `, ${added.skipped} line(s) skipped: neither a mobile number nor "Full Name | YYYY-MM-DD"` : ''})`);
  };

  const refresh = async () => {
    if (opts.file) await importFile(opts.file);
    const id = await newestNdrpId(db);
    if (id === undefined) {
      if (!said.noList) log('NDRP: no restricted-persons list is loaded; nobody is listed');
      said.noList = true;
    } else said.noList = false;
    if (!loaded || loaded.id !== id) loaded = { id, list: id === undefined ? EMPTY : parseRestrictedList(await ndrpBody(db, id)) };
    checkedAt = now();
  };

  const current = async (): Promise<RestrictedList> => {
    if (!loaded || now() - checkedAt >= cacheMs) {
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      await pending;
    }
    return loaded!.list;
  };

  return {
    source: 'list',
    refresh: async () => {
      checkedAt = -Infinity;
      await current();
    },
    async isListed(person: PersonQuery) {
      return matches(await current(), person);
    },
  };
}
