// CPU time spent by processes, from /proc (Linux): user + system, in ms. A rate on a shared machine moves with the
// load; the CPU a piece of work costs moves far less.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every process of that command name (`postgres`: the server and its backends), by pid. */
export function cpuMsByName(name: string): Map<number, number> {
  const by = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) by.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return by;
}

/** The CPU those processes spent between two readings (a process gone since counts as its last reading's). */
export function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
