/**
 * Models of the static hosts, to hold our generated files to the request-case list
 * (server/request-cases.test.ts) without deploying. Each implements the host's documented rules,
 * only as far as our files use them; they are models, not the hosts (see decision 0006).
 *
 * - `cloudflarePages`: Cloudflare Pages' "Serving Pages" rules (html_handling "auto-trailing-slash":
 *   /file serves file.html, /file.html and /file/ redirect to /file, /dir/index.html and /dir
 *   redirect to /dir/, the nearest 404.html up the path's directories with status 404), `_redirects` applied first (status
 *   404 lines unsupported, so ignored), `_headers` blocks matched against the request path with `*`
 *   as a greedy wildcard, every matching block applied, repeated header names joined with ", ".
 *   Netlify reads the same two files; where it differs (status-404 rules honoured, trailing-slash
 *   URLs) the case list says so.
 * - `vercel`: the Build Output API v3 route table: routes in order, `headers` of every matching
 *   route merged (a later route's value wins), `continue` goes on, `dest` serves that file,
 *   `status` without `dest` answers at once, `handle: "filesystem"` serves an existing file.
 */
import { readdirSync, readFileSync } from "node:fs";
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

const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const blocks: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: wildcard(line.trim()), headers: [] });
    else {
      const colon = line.indexOf(":");
      blocks.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

export function cloudflarePages(dir: string) {
  const files = listFiles(dir);
  files.delete("_headers");
  files.delete("_redirects");
  const headerBlocks = parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));
  const redirects = readFileSync(join(dir, "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"))
    .map((line) => line.trim().split(/\s+/))
    .map(([from, to, status]) => ({ from, to, status: Number(status.replace("!", "")) }))
    // Cloudflare Pages supports 200 and the redirect statuses; other lines are ignored.
    .filter(({ status }) => [301, 302, 303, 307, 308].includes(status));

  const has = (path: string) => files.has(path.slice(1));
  const headersFor = (path: string) => {
    const merged: Record<string, string> = {};
    for (const block of headerBlocks) {
      if (!block.pattern.test(path)) continue;
      for (const [name, value] of block.headers)
        merged[name.toLowerCase()] = merged[name.toLowerCase()] ? `${merged[name.toLowerCase()]}, ${value}` : value;
    }
    return merged;
  };
  const redirect = (path: string, location: string, status = 308): ModelAnswer => ({
    status,
    headers: { ...headersFor(path), location },
  });
  const serve = (path: string, file: string, status = 200): ModelAnswer => ({
    status,
    headers: headersFor(path),
    file,
  });

  /** The answer to a GET of `path` (decoded, without the query). */
  return function answer(path: string): ModelAnswer {
    const rule = redirects.find(({ from }) => from === path);
    if (rule) return redirect(path, rule.to, rule.status);
    if (path.endsWith("/")) {
      if (has(`${path}index.html`)) return serve(path, `${path.slice(1)}index.html`);
      if (path !== "/" && has(`${path.slice(0, -1)}.html`)) return redirect(path, path.slice(0, -1));
    } else if (path.endsWith(".html")) {
      if (has(path))
        return redirect(
          path,
          path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path.slice(0, -".html".length),
        );
    } else {
      if (has(path)) return serve(path, path.slice(1));
      if (path.endsWith("/index") && has(`${path}.html`)) return redirect(path, path.slice(0, -"index".length));
      if (has(`${path}.html`)) return serve(path, `${path.slice(1)}.html`);
      if (has(`${path}/index.html`)) return redirect(path, `${path}/`);
    }
    // The nearest 404.html up the path's directories.
    const directories = path.split("/").slice(1, -1);
    for (let depth = directories.length; depth > 0; depth--) {
      const candidate = `${directories.slice(0, depth).join("/")}/404.html`;
      if (files.has(candidate)) return serve(path, candidate, 404);
    }
    return serve(path, "404.html", 404);
  };
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
