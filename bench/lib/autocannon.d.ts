// autocannon ships no types: only what the benches use.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Changes each request before it is sent. With `workers`, the absolute path of a CommonJS
     * file exporting the function (the worker `require`s it), never the function itself.
     */
    setupRequest?: string;
    /** Sees each answer (status, body, context, headers); a file path with `workers`, as above. */
    onResponse?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Worker threads that generate the load; 0 runs it on the caller's thread. */
    workers?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Each connection goes through this sequence again and again, with a fresh context each time round. */
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Result {
    url: string;
    /** Seconds actually elapsed. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
  }

  export default function autocannon(opts: Options): Promise<Result>;
}
