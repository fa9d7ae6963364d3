import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

/** Processor time (user + system, seconds) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Processor time the whole machine has used so far (all processes, PostgreSQL and Redis included), and its cores. */
export function machineCpuSeconds(): { busy: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const total = lines[0]!.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const busy = total.reduce((a, b) => a + b, 0) - (total[3] ?? 0) - (total[4] ?? 0);
  return { busy: busy / TICKS, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
}
