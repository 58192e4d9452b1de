/**
 * The production server behind `npm start`: serves the prerendered build with sirv (precompressed
 * brotli/gzip siblings, ETags), adds the security and cache headers of server/security-headers.ts,
 * answers unknown paths with the 404 page and status 404, allows only GET and HEAD, and refuses
 * path traversal (sirv only serves files it listed at start-up; suspicious paths are refused first).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { buildRoot, notFoundFile, scriptHashesFile, type ScriptHashes } from "../scripts/build-manifest.ts";
import {
  allowedMethods,
  baseSecurityHeaders,
  cacheControl,
  contentSecurityPolicy,
  hiddenPaths,
  hostConfigPaths,
} from "./security-headers.ts";

type Encoding = "br" | "gzip" | "identity";

const refused = new Set<string>([...hiddenPaths, ...hostConfigPaths]);

export function createSiteServer(root = buildRoot, hashes: ScriptHashes = readHashes()) {
  const cspFor = new Map(Object.entries(hashes).map(([path, list]) => [path, contentSecurityPolicy(list)]));
  const notFoundCsp = cspFor.get("/404") ?? contentSecurityPolicy([]);
  const notFoundPage = loadVariants(join(root, notFoundFile));

  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      const csp = cspFor.get(normalizePagePath(pathname));
      if (csp) {
        res.setHeader("Content-Security-Policy", csp);
        res.setHeader("Cache-Control", cacheControl.html);
      } else {
        res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? cacheControl.immutable : cacheControl.other);
      }
    },
  });

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const compressed = encoding === "identity" ? undefined : notFoundPage[encoding];
    const body = compressed ?? notFoundPage.identity;
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControl.html,
      "Content-Security-Policy": notFoundCsp,
      Vary: "Accept-Encoding",
      ...(compressed ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    if (!(allowedMethods as readonly string[]).includes(req.method ?? "")) {
      res.writeHead(405, { Allow: allowedMethods.join(", "), "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    const pathname = safePathname(req.url);
    // Traversal attempts, the catch-all's own URLs, the SPA fallback and host config files: 404 page.
    if (pathname === undefined || refused.has(pathname)) {
      sendNotFound(req, res);
      return;
    }
    assets(req, res, () => sendNotFound(req, res));
  });
}

/**
 * The decoded path of a request URL, or undefined when it is malformed or tries to leave the site
 * root ("..", encoded or not, backslashes, NUL bytes).
 */
export function safePathname(url: string | undefined): string | undefined {
  const raw = (url ?? "/").split("?")[0].split("#")[0];
  if (!raw.startsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/\\|\0/.test(decoded) || decoded.split("/").some((segment) => segment === ".." || segment === ".")) return undefined;
  return decoded;
}

/** "/terms/index.html" → "/terms", "/index.html" → "/". */
function normalizePagePath(pathname: string) {
  const path = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

function pickEncoding(header: string | string[] | undefined): Encoding {
  const value = String(header ?? "");
  if (/\bbr\b/.test(value)) return "br";
  if (/\bgzip\b/.test(value)) return "gzip";
  return "identity";
}

function loadVariants(file: string): Partial<Record<Encoding, Buffer>> & { identity: Buffer } {
  const read = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
  const identity = read(file) ?? Buffer.from("<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>");
  return { identity, br: read(`${file}.br`), gzip: read(`${file}.gz`) };
}

function readHashes(): ScriptHashes {
  if (!existsSync(scriptHashesFile)) {
    throw new Error(`${scriptHashesFile} is missing: run "npm run build" first.`);
  }
  return JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes;
}

function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const server = createSiteServer();
  server.listen(port, host, () => {
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.log(`Rift is being served at http://${shown}:${port}`);
  });
  const stop = (signal: string) => {
    console.log(`${signal} received, closing the server`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests in flight get a moment to finish; then whatever is left is cut.
    setTimeout(() => server.closeAllConnections(), 1000).unref();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (process.argv[1] === import.meta.filename) main();
