// Where a wallet run's CPU goes: the server process, its PostgreSQL backends and this (load
// generator) process, read from /proc (Linux; elsewhere the figures are null). With Node and
// PostgreSQL on the same two cores, this says which side a faster ledger would have to shrink.
import { readFileSync } from 'node:fs';
import { Client } from 'pg';

/** User + system CPU of a process in milliseconds, or undefined when it is gone (or there is no /proc). */
function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): state is 3rd, utime 14th, stime 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return result.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSplit {
  /** CPU milliseconds per settled item, by process. */
  serverMsPer: number;
  postgresMsPer: number | null;
  loadGeneratorMsPer: number;
}

/** Starts counting; `stop(items)` gives each side's CPU per item over the interval. */
export async function cpuMeter(serverPid: number, databaseUrl?: string) {
  const start = new Map<number, number>();
  const pgStart = databaseUrl ? await backendPids(databaseUrl) : [];
  for (const pid of [serverPid, process.pid, ...pgStart]) start.set(pid, cpuMs(pid) ?? 0);
  return {
    async stop(items: number): Promise<CpuSplit | null> {
      const server = cpuMs(serverPid);
      if (server === undefined || items === 0) return null;
      const delta = (pid: number) => (cpuMs(pid) ?? start.get(pid) ?? 0) - (start.get(pid) ?? 0);
      // Backends opened during the run count from zero; one closed during it is lost (the pool keeps them open under load).
      const pgEnd = databaseUrl ? await backendPids(databaseUrl) : [];
      const postgres = [...new Set([...pgStart, ...pgEnd])].reduce((sum, pid) => sum + delta(pid), 0);
      const per = (ms: number) => Number((ms / items).toFixed(3));
      return {
        serverMsPer: per(server - start.get(serverPid)!),
        postgresMsPer: databaseUrl ? per(postgres) : null,
        loadGeneratorMsPer: per(delta(process.pid)),
      };
    },
  };
}
