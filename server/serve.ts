/**
 * The production server behind `npm start`: serves the prerendered build with sirv (precompressed
 * brotli/gzip siblings, ETags), adds the security and cache headers, answers unknown paths with the
 * 404 page and status 404, and allows only GET and HEAD.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { buildRoot, scriptHashesFile, type ScriptHashes } from "../scripts/build-manifest.ts";
import { baseSecurityHeaders, cacheControl, contentSecurityPolicy } from "./security-headers.ts";

type Encoding = "br" | "gzip" | "identity";

export function createSiteServer(root = buildRoot, hashes: ScriptHashes = readHashes()) {
  const cspFor = new Map(Object.entries(hashes).map(([path, list]) => [path, contentSecurityPolicy(list)]));
  const notFoundCsp = cspFor.get("/404") ?? contentSecurityPolicy([]);
  const notFoundPage = loadVariants(join(root, "404", "index.html"));

  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      const page = normalizePagePath(pathname);
      const csp = cspFor.get(page);
      if (csp) {
        res.setHeader("Content-Security-Policy", csp);
        res.setHeader("Cache-Control", cacheControl.html);
      } else {
        res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? cacheControl.immutable : cacheControl.other);
      }
    },
    onNoMatch: (req, res) => sendNotFound(req, res),
  });

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = notFoundPage[encoding] ?? notFoundPage.identity;
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControl.html,
      "Content-Security-Policy": notFoundCsp,
      Vary: "Accept-Encoding",
      ...(encoding !== "identity" && notFoundPage[encoding] ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    const pathname = (req.url ?? "/").split("?")[0];
    // The catch-all page and the SPA fallback exist as files but are never pages of their own.
    if (/^\/404(\/|\/index\.html)?$/.test(pathname) || pathname.startsWith("/__spa-fallback")) {
      sendNotFound(req, res);
      return;
    }
    assets(req, res, () => sendNotFound(req, res));
  });
}

/** "/terms/" and "/terms/index.html" → "/terms". */
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
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (process.argv[1] === import.meta.filename) main();
