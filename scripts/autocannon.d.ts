// autocannon ships no types; the part scripts/bench.ts uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export default autocannon;
}
