// autocannon ships no types; the part scripts/bench.ts, scripts/bench-abuse.ts and tests/attack-tools.ts use.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    /** Requests in flight per connection (HTTP/1.1 pipelining, the CLI's -p); 1 by default. */
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each connection cycles through these. */
    requests?: Request[];
  }): Promise<Result> & { stop(): void };
  export default autocannon;
}
