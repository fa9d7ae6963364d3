import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_HOST } from './server.ts';

export interface TimedRequest {
  path: string;
  headers: Record<string, string>;
}

export interface TimedJob {
  baseUrl: string;
  requests: TimedRequest[];
  concurrency: number;
  /** Per request. */
  timeoutMs: number;
  /** For the whole list: requests not started by then fail without being sent. */
  deadlineMs: number;
}

export interface TimedResult {
  /** From the request sent to the last byte of the answer. */
  ms: number;
  /** 0 when no answer came. */
  status: number;
  bytes: number;
  error?: string;
}

/** tsx hooks apply to a forked process (it inherits the flags), not to a worker thread's entry. */
const CHILD = fileURLToPath(new URL('./timed-requests.child.ts', import.meta.url));

/** Sends `requests` from a child process, `concurrency` at a time, and times each one. */
export function timedRequests(job: TimedJob): Promise<TimedResult[]> {
  if (new URL(job.baseUrl).hostname !== BENCH_HOST)
    throw new Error(`Charge refusée hors de ${BENCH_HOST} : ${job.baseUrl}`);
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let results: TimedResult[] | undefined;
    child.once('message', (message) => (results = message as TimedResult[]));
    child.once('error', reject);
    child.once('exit', (code) =>
      results ? resolve(results) : reject(new Error(`Le processus de mesure s'est arrêté (code ${code}).`)),
    );
    child.send(job);
  });
}
