import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * One process per embedded database (issue 16: two servers on one DATA_DIR both acknowledged writes,
 * then players and deposits were gone). PGlite does not lock its folder, so whoever opens it takes
 * `<folder>.lock` first (DATA_DIR/pglite.lock), holding its pid, and a second opener is refused naming
 * the folder and that pid. The server, `npm run ops` when no server answers, tests and benches all go
 * through openDatabase, so all of them respect it.
 *
 * Without a dependency there is no OS lock (flock) in Node; the file is created atomically instead
 * (a complete file is hard-linked into place: it appears with its pid or not at all). A lock whose pid
 * is not running (kill -9, power loss) is stale and taken over.
 */
export interface LockHolder {
  pid: number;
  since: string;
  command: string;
}

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    lockFile: string,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        `One process per data folder: stop that process first, or run several processes on PostgreSQL (DATABASE_URL). ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

export function lockFileOf(pgliteDir: string): string {
  return join(dirname(pgliteDir), `${basename(pgliteDir)}.lock`);
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isSafeInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds (opening one folder twice in one process is refused too). */
const held = new Set<string>();

/**
 * Whether a lock's pid is a live process. Our own pid counts only for a lock this process took: a
 * container restarts with the same pid, and the previous run's lock is then stale.
 */
function alive(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of an embedded database folder; returns its release (removes the file if it is still ours). */
export function lockDataFolder(pgliteDir: string): () => void {
  const file = lockFileOf(pgliteDir);
  const mine: LockHolder = { pid: process.pid, since: new Date().toISOString(), command: process.argv.slice(1, 3).map((a) => basename(a)).join(' ') || 'node' };
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && alive(holder.pid, file)) throw new DataFolderInUse(dirname(pgliteDir), holder, file);
      if (attempt >= 3) throw new Error(`cannot take ${file}: it keeps changing (several processes starting at once?)`);
      breakStale(file);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  // A process that exits without closing the database (process.exit in a handler) leaves no lock behind.
  process.on('exit', release);
  return release;
}

/**
 * Removes a stale lock without removing a fresh one a racing process just took: the file is renamed
 * aside (only one process can), then checked to be the stale one seen; a fresh one is put back.
 */
function breakStale(file: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another process broke it first: try again
    throw error;
  }
  const moved = readHolder(aside);
  // What was seen was dead or unreadable, so a live holder here is a racing process's fresh lock.
  if (moved && alive(moved.pid, file)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone took the free name meanwhile: the next attempt finds and reports them.
    }
  }
  rmSync(aside, { force: true });
}
