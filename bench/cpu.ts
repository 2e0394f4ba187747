// CPU time by process group, read from /proc (Linux), for benchmarks to report CPU per operation:
// on these shared VMs throughput swings by a fifth from run to run, CPU per operation much less.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const HZ = 100;

export type CpuGroups = Record<string, (cmdline: string) => boolean>;

/** CPU seconds used so far by the live processes of each group (zero off Linux). */
export function cpuSeconds(groups: CpuGroups): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    let stat: string;
    let cmdline: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone since the listing
    }
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / HZ;
    for (const [group, matches] of Object.entries(groups)) {
      if (matches(cmdline)) {
        totals[group]! += seconds;
        break;
      }
    }
  }
  return totals;
}

/** CPU seconds each group used between two readings. */
export function cpuSince(before: Record<string, number>, groups: CpuGroups) {
  const now = cpuSeconds(groups);
  return Object.fromEntries(Object.entries(now).map(([g, s]) => [g, s - (before[g] ?? 0)]));
}
