// Runs in a child process (see timed-requests.ts), so that the client's work never shares the
// server's event loop: a fixed list of GETs, a fixed number at a time, each one timed.
import type { TimedJob, TimedResult } from './timed-requests.ts';

async function one(job: TimedJob, i: number, deadline: number): Promise<TimedResult> {
  const r = job.requests[i]!;
  if (performance.now() > deadline)
    return { ms: Number.NaN, status: 0, bytes: 0, error: 'temps total dépassé' };
  const started = performance.now();
  try {
    const res = await fetch(job.baseUrl + r.path, {
      headers: r.headers,
      signal: AbortSignal.timeout(job.timeoutMs),
    });
    // The whole body, as a phone waits for it.
    const body = await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, bytes: body.byteLength };
  } catch (err) {
    return {
      ms: performance.now() - started,
      status: 0,
      bytes: 0,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

async function run(job: TimedJob): Promise<TimedResult[]> {
  const results = new Array<TimedResult>(job.requests.length);
  const deadline = performance.now() + job.deadlineMs;
  let next = 0;
  const lane = async () => {
    while (next < job.requests.length) {
      const i = next++;
      results[i] = await one(job, i, deadline);
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, lane));
  return results;
}

process.once('message', (job: TimedJob) => {
  void run(job).then((results) => process.send!(results, () => process.disconnect()));
});
