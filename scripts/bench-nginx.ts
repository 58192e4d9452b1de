/**
 * `npm run bench`, serving speed beside nginx: Debian's nginx (deploy/nginx.conf, one worker per core,
 * brotli_static and gzip_static) and our production server (one process, decision 0017) serve the
 * same build, in turn, to the same page mix (/, /getkey, /executors, /terms,
 * /status.json, the landing page's scripts), 50 connections for 10 s, `Accept-Encoding: br, gzip`.
 * Prints requests per second and p99 latency of each and their ratios.
 */
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { nginxAvailable, nginxInstall, startNginx } from "../tests/nginx-server.ts";
import { freePort } from "../tests/server-process.ts";
import { loadFigures } from "./bench-abuse.ts";

export interface BesideNginx {
  server: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function mix(base: string, paths: readonly string[], duration = 10) {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration,
    requests: paths.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } })),
  });
  return loadFigures(result);
}

/** Our server at `base`, then nginx on the same build; undefined (with a message) without nginx. */
export async function runBesideNginx(
  base: string,
  landingScripts: readonly string[],
): Promise<BesideNginx[] | undefined> {
  if (!nginxAvailable) {
    console.warn(
      `bench: nginx or its brotli module is not installed (Debian: ${nginxInstall}), skipping the comparison`,
    );
    return undefined;
  }
  const paths = ["/", "/getkey", "/executors", "/terms", "/status.json", ...landingScripts];
  // Each server gets 3 s of the same mix first, so neither is measured cold (JIT, file cache).
  await mix(base, paths, 3);
  const ours = await mix(base, paths);
  const port = await freePort();
  const nginx = startNginx(port, "ignore", availableParallelism());
  try {
    await nginx.ready();
    await mix(`http://127.0.0.1:${port}`, paths, 3);
    const theirs = await mix(`http://127.0.0.1:${port}`, paths);
    const row = (server: string, figures: typeof ours): BesideNginx => ({
      server,
      requestsPerSecond: figures.requestsPerSecond,
      latencyP99Ms: figures.latencyP99Ms,
      non2xx: figures.non2xx,
      errors: figures.errors,
    });
    return [
      row("ours (npm run serve)", ours),
      row("nginx", theirs),
      {
        server: "ours / nginx",
        requestsPerSecond: Number((ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)),
        latencyP99Ms: Number((ours.latencyP99Ms / Math.max(1, theirs.latencyP99Ms)).toFixed(2)),
        non2xx: Number.NaN,
        errors: Number.NaN,
      },
    ];
  } finally {
    await nginx.stop();
  }
}
