// On a machine of a few cores, the load generator and the servers it measures trade cores with
// each other from one run to the next: the same route read 20 % faster in one of two identical
// processes, depending on which started first. Each server measured (the ceiling included) gets
// the last core to itself, and the bench (its load threads included) the others.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Pins `servers` (all their threads) to the last core and this process to the others; false when it cannot. */
export function pinApart(servers: number[]): boolean {
  const cores = availableParallelism();
  if (cores < 2) return false;
  try {
    for (const pid of servers) execFileSync('taskset', ['-a', '-p', '-c', String(cores - 1), String(pid)]);
    // Threads started later (autocannon's load workers) take the affinity of the thread that starts them.
    execFileSync('taskset', ['-a', '-p', '-c', `0-${cores - 2}`, String(process.pid)]);
    return true;
  } catch {
    return false;
  }
}
