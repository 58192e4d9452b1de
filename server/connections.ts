/**
 * What the site's server does below Fastify, on Node's HTTP server: the order of pipelined
 * requests, the answers Node writes for requests it rejects (with the site's headers), and the Range
 * header as the RFC reads it. server/serve.ts builds the server with these.
 */
import type { Stats } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { LimitedLog } from "./log-limit.ts";
import { allowedMethods, baseSecurityHeaders, cacheControl, defaultContentSecurityPolicy } from "./security-headers.ts";

/** What one connection may cost the server: README "What one connection may cost", decisions 0006 and 0014. */
export interface ServerLimits {
  /** A connection on which nothing is read or written for this long is closed, its file with it. */
  idleTimeoutMs: number;
  /** The request's head must be complete within this (slowloris): 408. */
  headersTimeoutMs: number;
  /** The whole request must be received within this: 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * Requests one connection may have waiting for their answers (HTTP/1.1 pipelining); past it the
   * connection is closed. No browser pipelines; a client that sends requests without reading the
   * answers would otherwise be read on without bound (Node has no public way to stop reading a
   * connection, and a request waiting for its turn writes nothing that would make Node stop).
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

/** The headers of an answer that is neither a page nor a file: errors, redirects. */
export function plainHeaders(status: number): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": defaultContentSecurityPolicy,
    "Cache-Control":
      status === 301 ? cacheControl.redirect : status === 302 ? cacheControl.localeRedirect : cacheControl.error,
  };
}

/** A whole response written straight to a socket, for requests Node rejects before any handler. */
export function rawResponse(status: number, extra: Record<string, string> = {}): string {
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

/** Per connection: its last response (a client error behind it waits for it) and how many wait. */
const connections = new WeakMap<Socket | Duplex, { last: ServerResponse; waiting: number }>();

/**
 * Hands a request to the app once its response is at the head of its connection's line. A
 * pipelined request is parsed while earlier ones are still being answered, and its response has
 * no socket until they are done: opening its file before then would hold a descriptor per queued
 * request. One that loses its connection first is dropped; past `limit` waiting, the connection is closed.
 */
export function whenItsTurn(req: IncomingMessage, res: ServerResponse, limit: number, answer: () => void) {
  const connection = connections.get(req.socket) ?? { last: res, waiting: 0 };
  connections.set(req.socket, connection);
  connection.last = res;
  connection.waiting++;
  res.once("close", () => connection.waiting--);
  if (connection.waiting > limit) return void req.socket.destroy();
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

/**
 * Requests Node rejects itself (malformed request lines and headers: 400, headers over 16 KB: 431,
 * too slow: 408) get an answer with the site's headers, written to the socket.
 */
export const answerClientError = (clientLog: LimitedLog) => (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const inProgress = connections.get(socket)?.last;
  if (inProgress && !inProgress.writableFinished) {
    // An earlier pipelined request is still being answered: let it finish, then close without a second answer.
    clientLog(
      "warn",
      `client error ${error.code ?? "?"} behind a request`,
      `client error ${error.code} behind a request in progress: closing after it`,
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
};

/** RFC 9110 §14.1.1: `bytes=` and a list of `first-last`, `first-` or `-suffix`, empty elements allowed. */
const rangeSpec = String.raw`(?:\d+-\d*|-\d+)`;
const validRange = new RegExp(
  String.raw`^ *bytes=[ \t]*(?:,[ \t]*)*${rangeSpec}(?:[ \t]*,(?:[ \t]*${rangeSpec})?)*[ \t]*$`,
);

/**
 * The Range header as the RFC reads it, judged with the file's stat before @fastify/send reads it:
 * an invalid one is ignored (200, where the library would read `1e3-` as `1-`), and `bytes=-N` with
 * N at least the file's size is the whole file (RFC 9110 §14.1.2), where the library answers 416.
 */
export const judgeRange = (req: IncomingMessage) => (_path: string, stat: Stats) => {
  const range = req.headers.range;
  if (range === undefined) return;
  if (!validRange.test(range)) return void delete req.headers.range;
  const suffix = /^ *bytes=[ \t]*-(\d+)[ \t]*$/.exec(range);
  if (suffix && stat.size > 0 && Number(suffix[1]) >= stat.size) req.headers.range = "bytes=0-";
};

/**
 * CONNECT (a proxy request) and `Expect:` values other than 100-continue: Node would close the
 * connection or answer 417 without the site's headers.
 */
export function answerProtocolMisuse(server: Server) {
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    const answer = () => socket.end(rawResponse(405, { Allow: allowedMethods.join(", ") }));
    // Pipelined behind a request still being answered: that answer goes out first.
    const inProgress = connections.get(socket)?.last;
    if (inProgress && !inProgress.writableFinished) inProgress.once("close", answer);
    else answer();
  });
  server.on("checkExpectation", (_req: IncomingMessage, res: ServerResponse) => {
    const body = "417 Expectation Failed\n";
    res.writeHead(417, {
      ...plainHeaders(417),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": body.length,
    });
    res.end(body);
  });
}

/**
 * If-Match compares strongly (RFC 9110 §13.1.1) and @fastify/send's tags are weak: only "*" can
 * pass. With If-Match present, If-Unmodified-Since is not evaluated (§13.2.2): it is removed here.
 */
export function ifMatchFails(req: IncomingMessage): boolean {
  const ifMatch = req.headers["if-match"];
  if (ifMatch === undefined) return false;
  delete req.headers["if-unmodified-since"];
  return ifMatch.trim() !== "*";
}
