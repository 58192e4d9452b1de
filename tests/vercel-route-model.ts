/**
 * A model of how Vercel's edge walks a Build Output API v3 route table, to hold our route table
 * (scripts/deploy/vercel.ts) to the request-case list (server/request-cases.test.ts) without
 * deploying. The table itself is accepted unchanged by Vercel's own @vercel/routing-utils (unit
 * tests); no official tool runs it locally (`vercel dev` needs an account and the network), so this
 * is the one static-host model left. Rules modelled: routes in order, `headers` of every matching
 * route merged (a later route's value wins), `continue` goes on, `dest` serves that file, `status`
 * without `dest` answers at once, `handle: "filesystem"` serves an existing file.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

export interface ModelAnswer {
  status: number;
  headers: Record<string, string>;
  /** The published file sent as the body, relative to the publish directory. */
  file?: string;
}

function listFiles(dir: string): Set<string> {
  const walk = (current: string): string[] =>
    readdirSync(current, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(current, entry.name))
        : [relative(dir, join(current, entry.name)).replace(/\\/g, "/")],
    );
  return new Set(walk(dir));
}

interface VercelRoute {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: string;
}

export function vercel(staticDir: string, config: { routes: object[] }) {
  const files = listFiles(staticDir);
  const routes = config.routes as VercelRoute[];
  return function answer(path: string): ModelAnswer {
    const headers: Record<string, string> = {};
    const merge = (extra: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
    };
    for (const route of routes) {
      if (route.handle === "filesystem") {
        if (files.has(path.slice(1))) return { status: 200, headers, file: path.slice(1) };
        continue;
      }
      if (!route.src || !new RegExp(route.src).test(path)) continue;
      merge(route.headers);
      if (route.continue) continue;
      if (route.dest) {
        const file = route.dest.slice(1);
        return files.has(file) ? { status: route.status ?? 200, headers, file } : { status: 404, headers };
      }
      if (route.status) return { status: route.status, headers };
    }
    return { status: 404, headers };
  };
}
