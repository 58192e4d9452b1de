/**
 * The site's HTTP server: one request handler on node:http. `resolveRequest` (server/routing.ts)
 * decides the answer; pages and files go out through `send` (server/static-file.ts); every answer,
 * including the ones Node writes for malformed requests, carries the headers of
 * server/security-headers.ts. The production entry (cluster, signals) is server/main.ts.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { pageFile, type ScriptHashes } from "../scripts/build-manifest.ts";
import { notFoundPageFor, resolveRequest, siteIndex } from "./routing.ts";
import {
  allowedMethods,
  baseSecurityHeaders,
  cacheControl,
  contentSecurityPolicy,
  defaultContentSecurityPolicy,
  fileCacheControl,
  localeVary,
} from "./security-headers.ts";
import { chooseVariant, sendVariant } from "./static-file.ts";

export type Log = (level: "info" | "warn" | "error", message: string) => void;

/** One line per event on stderr: time, level, process, message (newlines escaped). */
export const logLine: Log = (level, message) => {
  process.stderr.write(`${new Date().toISOString()} ${level} pid=${process.pid} ${message.replace(/\r?\n/g, "\\n")}\n`);
};

export interface SiteServerOptions {
  /** The directory served: build/client. */
  root: string;
  /** build/script-hashes.json: the pages (its keys) and the hashes of their inline scripts. */
  hashes: ScriptHashes;
  log?: Log;
  /**
   * The live status file served at /status.json when it exists (STATUS_FILE: on a volume or in a
   * data directory, so it outlives a new build or image); until then, the build's copy.
   */
  statusFile?: string;
}

const fallbackNotFound = Buffer.from("<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>");

/** The headers of an answer that is neither a page nor a file: errors, redirects. */
function plainHeaders(status: number): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": defaultContentSecurityPolicy,
    "Cache-Control":
      status === 301 ? cacheControl.redirect : status === 302 ? cacheControl.localeRedirect : cacheControl.error,
  };
}

/** A whole response written straight to a socket, for requests Node rejects before they reach the handler. */
function rawResponse(status: number, extra: Record<string, string> = {}): string {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const headers = {
    ...plainHeaders(status),
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    Connection: "close",
  };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n${body}`;
}

export function createSiteServer({ root, hashes, log = logLine, statusFile }: SiteServerOptions): http.Server {
  const site = siteIndex(Object.keys(hashes));
  const policies = new Map(Object.entries(hashes).map(([page, list]) => [page, contentSecurityPolicy(list)]));
  const policyOf = (page: string) => policies.get(page) ?? defaultContentSecurityPolicy;

  function clear(res: ServerResponse) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
  }

  function answerPlain(req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    clear(res);
    const body = status === 301 || status === 302 ? "" : `${status} ${STATUS_CODES[status]}\n`;
    res.writeHead(status, {
      ...plainHeaders(status),
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...(server.listening ? {} : { Connection: "close" }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    log(
      "error",
      `${req.method} ${JSON.stringify(req.url)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    answerPlain(req, res, 500);
  }

  async function answerNotFound(req: IncomingMessage, res: ServerResponse, page: string) {
    const relative = pageFile(page);
    let body = fallbackNotFound;
    let encoding: string | undefined;
    try {
      const variant = await chooseVariant(root, relative, req.headers["accept-encoding"]);
      if (variant) {
        body = await readFile(join(root, variant.relative));
        encoding = variant.encoding;
      } else {
        log("error", `the not-found page ${relative} is missing from ${root}`);
      }
    } catch (error) {
      log("error", `reading ${relative}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (res.headersSent || res.destroyed) return;
    clear(res);
    res.writeHead(404, {
      ...baseSecurityHeaders,
      "Content-Security-Policy": policyOf(page),
      "Cache-Control": cacheControl.html,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...(server.listening ? {} : { Connection: "close" }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    relative: string,
    headers: Record<string, string>,
    notFoundPage: string,
    from = root,
  ) {
    const variant = await chooseVariant(from, relative, req.headers["accept-encoding"]);
    if (!variant) return answerNotFound(req, res, notFoundPage);
    sendVariant(
      req,
      res,
      from,
      variant,
      relative,
      { ...baseSecurityHeaders, ...headers },
      {
        missing: () => void answerNotFound(req, res, notFoundPage).catch((error) => fail(req, res, error)),
        failed: (status, extra, cause) => {
          if (cause) log("error", `${req.method} ${JSON.stringify(req.url)}: ${status} ${cause.message}`);
          answerPlain(req, res, status, extra);
        },
      },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // HTTP/1.1 requires Host (Node would answer 400 itself, without the site's headers).
    if (req.httpVersion === "1.1" && req.headers.host === undefined) return answerPlain(req, res, 400);
    const resolution = resolveRequest(site, req);
    switch (resolution.kind) {
      case "methodNotAllowed":
        return answerPlain(req, res, 405, { Allow: allowedMethods.join(", ") });
      case "badRequest":
        return answerPlain(req, res, 400);
      case "redirect":
        return answerPlain(req, res, 301, { Location: resolution.location });
      case "localeRedirect":
        return answerPlain(req, res, 302, {
          Location: resolution.location,
          Vary: localeVary,
          ...(resolution.setCookie ? { "Set-Cookie": resolution.setCookie } : {}),
        });
      case "notFound":
        return answerNotFound(req, res, resolution.page);
      case "page":
        if (!server.listening) res.setHeader("Connection", "close");
        return serveFile(
          req,
          res,
          pageFile(resolution.page),
          {
            "Content-Security-Policy": policyOf(resolution.page),
            "Cache-Control": cacheControl.html,
            ...(resolution.negotiated ? { Vary: localeVary } : {}),
          },
          notFoundPageFor(resolution.page, site),
        );
      case "asset": {
        if (!server.listening) res.setHeader("Connection", "close");
        const live = resolution.path === "/status.json" && statusFile && existsSync(statusFile);
        return serveFile(
          req,
          res,
          live ? basename(statusFile) : resolution.path.slice(1),
          {
            "Content-Security-Policy": defaultContentSecurityPolicy,
            "Cache-Control": fileCacheControl(resolution.path),
          },
          notFoundPageFor(resolution.path, site),
          live ? dirname(statusFile) : root,
        );
      }
    }
  }

  const server = http.createServer(
    { requireHostHeader: false, requestTimeout: 30_000, headersTimeout: 20_000 },
    (req, res) => {
      handle(req, res).catch((error) => fail(req, res, error));
    },
  );
  server.keepAliveTimeout = 5_000;

  // Requests Node rejects itself: malformed request lines and headers (400), headers over 16 KB
  // (431), a request that takes too long (408). The answer is written to the socket by hand.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this connection (keep-alive) must not get a second one mixed in; Node's own handler checks the same.
    // oxlint-disable-next-line no-underscore-dangle -- Node's internal pointer to the response in progress
    const inProgress = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    if (inProgress && !inProgress.writableFinished) {
      // An earlier pipelined request is still being answered: let it finish, then close without a second answer.
      log("warn", `client error ${error.code ?? error.message} behind a request in progress: closing after it`);
      inProgress.once("close", () => socket.destroy());
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    log("warn", `client error ${status} ${error.code ?? error.message}`);
    socket.end(rawResponse(status));
  });
  // CONNECT (a proxy request) and `Expect:` values other than 100-continue: Node would close the
  // connection or answer 417 without the site's headers.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(rawResponse(405, { Allow: allowedMethods.join(", ") }));
  });
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => answerPlain(req, res, 417));
  return server;
}

/**
 * Stops accepting connections, lets the requests in flight finish (their connections close once
 * idle), and resolves when every connection is gone or, after `timeoutMs`, cuts what is left.
 */
export function closeGracefully(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
    }, timeoutMs).unref();
  });
}
