/**
 * autocannon 8 ships no types, and @types/autocannon would have to be added to the root
 * package.json: this declares only the part of the programmatic API the benchmarks use.
 */
declare module 'autocannon' {
  export type Method = 'GET' | 'POST' | 'PATCH';

  /** One request of a sequence each connection sends in turn; absent parts come from Options. */
  export type Request = {
    method?: Method;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Makes the request from Options' parts just before it is sent; outside workers mode only
     * (a worker takes a module's path instead of a function).
     */
    setupRequest?: (request: Request) => Request;
    /** Told of each answer as its body arrives, before the connection sends its next request. */
    onResponse?: (status: number, body: string) => void;
  };

  export type Options = {
    url: string;
    method?: Method;
    headers?: Record<string, string>;
    /** Sent with every request. */
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    requests?: Request[];
    /** Worker threads that generate the load; 0 or absent runs it on the caller's thread. */
    workers?: number;
  };

  /** Milliseconds for latency, requests per second for requests. */
  export type Histogram = {
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    /** Only where the percentiles' list was given 95 (bench/support.ts). */
    p95: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };

  /** Really a thenable event emitter; the benchmarks only await it. */
  export default function autocannon(options: Options): Promise<Result>;
}
