import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

function processCpuSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may itself hold spaces; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A client backend's title: "postgres: <cluster>: <user> <database> <client address> <state>". */
const CLIENT_BACKEND = /^postgres: [^:]+: \S+ (\S+) (\S+\(\d+\)|\[local\])/;

/**
 * The PostgreSQL server's CPU on the bench's behalf: its shared processes (WAL writer,
 * checkpointer, autovacuum) and the client backends of the bench's databases. Backends of other
 * databases (a test suite running beside the bench) are left out, so they do not count as ours.
 */
function postgresCpuSeconds(benchDatabasePrefix: string): number {
  let seconds = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      const database = CLIENT_BACKEND.exec(title)?.[1];
      if (database === undefined || database.startsWith(benchDatabasePrefix))
        seconds += processCpuSeconds(pid);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return seconds;
}

export type CpuPerRequest = { apiUs: number; databaseUs: number };

/**
 * CPU time the API process and the database spend per request. Unlike requests per second it
 * hardly moves when other work shares the machine, so changes can be judged on a busy one.
 */
export function startCpuCount(
  apiPid: number,
  benchDatabasePrefix: string,
): { stop(requests: number): CpuPerRequest } {
  const api = processCpuSeconds(apiPid);
  const database = postgresCpuSeconds(benchDatabasePrefix);
  return {
    stop(requests) {
      const per = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, requests));
      return {
        apiUs: per(processCpuSeconds(apiPid) - api),
        databaseUs: per(postgresCpuSeconds(benchDatabasePrefix) - database),
      };
    },
  };
}
