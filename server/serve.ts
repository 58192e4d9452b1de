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
import type { Socket } from "node:net";
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
import { limitLog, type Log } from "./log-limit.ts";
import { chooseVariant, hasSibling, sendVariant } from "./static-file.ts";

export type { Log } from "./log-limit.ts";

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
  /** Overrides of `serverLimits` (tests use short timeouts). */
  limits?: Partial<ServerLimits>;
  /**
   * The live status file served at /status.json when it exists (STATUS_FILE: on a volume or in a
   * data directory, so it outlives a new build or image); until then, the build's copy.
   */
  statusFile?: string;
}

/** What one connection may cost the server: README "Production server" and decision 0006. */
export interface ServerLimits {
  /**
   * A connection on which nothing is read or written for this long is closed: its response is
   * destroyed and its file closed (a client that stops reading a download, a stalled pipeline).
   */
  idleTimeoutMs: number;
  /** The request's head must be complete within this (slowloris): 408. */
  headersTimeoutMs: number;
  /** The whole request must be received within this: 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * Requests one connection may have waiting for their answers (HTTP/1.1 pipelining). Past it the
   * server stops reading the connection until answers have gone out; answers go out in order, and
   * only the one at the head of the line reads a file.
   */
  maxPipelined: number;
}

export const serverLimits: ServerLimits = {
  idleTimeoutMs: 30_000,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxPipelined: 16,
};

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

/* eslint-disable no-underscore-dangle -- `_paused` is the flag Node's HTTP server itself sets and clears to stop reading a connection */
/** Node's own fields on a server-side socket, used to hold back a connection that pipelines too deep. */
type ConnectionSocket = Socket & {
  /** Set by Node's HTTP server when it stops reading a connection (socketOnDrain resumes it). */
  _paused?: boolean;
  parser?: { pause(): void; resume(): void } | null;
  [waiting]?: number;
};
const waiting = Symbol("requests waiting for their answers");

/**
 * Counts the requests of a connection that wait for their answers; past `limit` the connection is
 * no longer read (the way Node's HTTP server holds back a client whose answers pile up), and reading
 * resumes once answers have gone out. Without this, a client could queue requests without bound.
 */
function holdBackDeepPipelines(req: IncomingMessage, res: ServerResponse, limit: number) {
  const socket = req.socket as ConnectionSocket;
  socket[waiting] = (socket[waiting] ?? 0) + 1;
  if (socket[waiting] > limit && !socket._paused) {
    // Node pauses its parser after the chunk it is parsing, as it does for its own back-pressure.
    socket._paused = true;
    socket.pause();
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    socket[waiting] = (socket[waiting] ?? 1) - 1;
    if (socket._paused && socket[waiting] <= limit && !socket.destroyed) {
      socket._paused = false;
      socket.parser?.resume();
      socket.resume();
    }
  };
  res.once("finish", release);
  res.once("close", release);
}
/* eslint-enable no-underscore-dangle */

/**
 * Runs `answer` once `res` is at the head of its connection's line. A pipelined request is parsed
 * while earlier ones are still being answered; its response has no socket until they are done.
 * Opening its file before then would hold a descriptor (and a buffer) per queued request, and
 * nothing would close it if the client hung up, since a response without a socket never closes.
 * A request whose connection is gone before its turn is dropped without having opened anything.
 */
function whenItsTurn(req: IncomingMessage, res: ServerResponse, answer: () => void) {
  if (res.socket) return answer();
  const onSocket = () => {
    req.off("close", onClose);
    answer();
  };
  const onClose = () => {
    if (!req.socket || req.socket.destroyed) res.off("socket", onSocket);
  };
  res.once("socket", onSocket);
  req.once("close", onClose);
}

export function createSiteServer({
  root,
  hashes,
  log = logLine,
  limits = {},
  statusFile,
}: SiteServerOptions): http.Server {
  const { idleTimeoutMs, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxPipelined } = {
    ...serverLimits,
    ...limits,
  };
  // What clients cause is logged a few lines per kind and minute, the rest counted (server/log-limit.ts).
  const clientLog = limitLog(log);
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
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    clientLog(
      "error",
      `500 ${code ?? (error instanceof Error ? error.message.split("\n")[0] : "error")}`,
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
        clientLog("error", "missing not-found page", `the not-found page ${relative} is missing from ${root}`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      clientLog(
        "error",
        `reading the not-found page: ${(error as NodeJS.ErrnoException).code ?? message}`,
        `reading ${relative}: ${message}`,
      );
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
    // An If-Range date validates only a file with one representation (see ifRangeMatches).
    const datesValidate =
      req.headers["if-range"] !== undefined &&
      req.headers.range !== undefined &&
      variant.encoding === undefined &&
      !(await hasSibling(from, relative));
    if (res.destroyed || req.socket?.destroyed) return;
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
          if (cause)
            clientLog(
              "error",
              `${status} ${(cause as NodeJS.ErrnoException).code ?? cause.message}`,
              `${req.method} ${JSON.stringify(req.url)}: ${status} ${cause.message}`,
            );
          answerPlain(req, res, status, extra);
        },
      },
      datesValidate,
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
    { requireHostHeader: false, requestTimeout: requestTimeoutMs, headersTimeout: headersTimeoutMs },
    (req, res) => {
      holdBackDeepPipelines(req, res, maxPipelined);
      whenItsTurn(req, res, () => {
        handle(req, res).catch((error) => fail(req, res, error));
      });
    },
  );
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // No byte read or written for this long: Node destroys the socket, the response closes, send
  // closes its file (server/static-file.ts also closes it when the request or response closes).
  server.timeout = idleTimeoutMs;
  server.on("close", () => {
    clientLog.flush();
    clientLog.stop();
  });

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
      clientLog(
        "warn",
        `client error ${error.code ?? "?"} behind a request`,
        `client error ${error.code ?? error.message} behind a request in progress: closing after it`,
      );
      inProgress.once("close", () => socket.destroy());
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    clientLog(
      "warn",
      `client error ${status} ${error.code ?? "?"}`,
      `client error ${status} ${error.code ?? error.message}`,
    );
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
