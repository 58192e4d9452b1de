// Fastify wiring; what a connection may cost is server/connection.ts, each answer and its headers app/rules/ (decision 0018).
import { existsSync, type Stats } from "node:fs";
import { join } from "node:path";
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { negotiate } from "@fastify/accept-negotiator";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { mime } from "@fastify/send";
import { notFoundPageFor, parseTarget, resolveRequest } from "../app/rules/requests.ts";
import { pageFile, siteTable, type ScriptHashes } from "../app/rules/table.ts";
import * as rules from "../app/rules/headers.ts";
import type { HandedOver } from "../app/status-center/center.ts";
import { freshness, type LiveEntry } from "../app/status-center/live.ts";
import {
  logLine,
  plainType,
  rawAnswer,
  serverLimits,
  trustedProxies,
  type Log,
  type ServerLimits,
} from "./connection.ts";

export interface SiteServerOptions {
  root: string;
  hashes: ScriptHashes;
  log?: Log;
  limits?: Partial<ServerLimits>;
  /**
   * The framework's handler of on-demand routes (build/server/entry.mjs): the paths it answers as they are
   * (the admin), and the pages and files of this build it renders on each request instead (under /live).
   */
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (addresses, ranges, "loopback"); none by default. */
  trustProxy?: string;
  onDemand?: {
    /** Astro's middleware-mode handler: `locals` become the request's `Astro.locals`. */
    handler: (req: IncomingMessage, res: ServerResponse, next: undefined, locals: HandedOver) => unknown;
    /** What every handed-over request gets (the status center). */
    locals: Pick<HandedOver, "center">;
    /** ADMIN_ORIGIN: the framework's request is built on it, whatever Host the client sent. */
    origin: string;
    answers: (path: string) => boolean;
    renders: (path: string) => boolean;
    /** A live path's key now, and its rendering for it if the framework has made it (app/status-center/live.ts). */
    rendered: (path: string) => Promise<{ key: string; entry?: LiveEntry }>;
  };
}

// JavaScript's type since RFC 9239 (the library's table still says application/javascript).
mime.define({ "text/javascript": ["js", "mjs"] }, true);

const fallbackNotFound = "<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>";
/** Headers a not-found page ignores: it is always sent whole, with 404. */
const conditionalHeaders = "range if-range if-none-match if-modified-since if-match if-unmodified-since".split(" ");
/** RFC 9110 §14.1.1: an invalid Range is ignored (the library would read `bytes=1e3-` as `1-`). */
const validRange = /^ *bytes=[ \t]*(?:,[ \t]*)*(?:\d+-\d*|-\d+)(?:[ \t]*,(?:[ \t]*(?:\d+-\d*|-\d+))?)*[ \t]*$/;
/**
 * A live page is compressed once per change of its data, at the quality of the build's files (tens of milliseconds
 * once): the landing page must fit TCP's first flight with its headers, as its prerendered file does.
 */
const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const allow = { Allow: rules.allowedMethods.join(", ") };

/** The target as sent (the router reads it), and the not-found page if its file is missing. */
type Raw = IncomingMessage & { target?: string; notFoundPage?: string };

export async function createSiteServer({
  root,
  hashes,
  log = logLine,
  limits = {},
  trustProxy,
  onDemand,
}: SiteServerOptions) {
  const limit = { ...serverLimits, ...limits };
  const { site, pages, notFound: notFoundRules } = siteTable(hashes);
  const policies = new Map([...pages, ...notFoundRules].map(({ path, policy }) => [path, policy]));
  const policyOf = (page: string) => policies.get(page) ?? rules.defaultContentSecurityPolicy;
  const present = new Set(notFoundRules.filter((rule) => existsSync(join(root, rule.file))).map((rule) => rule.path));
  // At most 10 error lines a minute: a client must not decide how many lines the server writes.
  let window = { since: 0, lines: 0 };
  const logError = (message: string) => {
    if (Date.now() - window.since > 60_000) window = { since: Date.now(), lines: 0 };
    if (++window.lines <= 10) log("error", message.slice(0, 2_000));
  };
  // Per connection, its latest answer (a raw answer behind it waits for it) and how many wait.
  const connections = new WeakMap<Duplex, { latest: ServerResponse; reading: IncomingMessage; waiting: number }>();
  const afterLatest = (socket: Duplex, then: () => void) => {
    const latest = connections.get(socket)?.latest;
    if (latest && !latest.writableFinished) latest.once("close", then);
    else then();
  };

  const app = fastify({
    http: { requireHostHeader: false, headersTimeout: limit.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    connectionTimeout: limit.idleTimeoutMs,
    keepAliveTimeout: limit.keepAliveTimeoutMs,
    requestTimeout: limit.requestTimeoutMs,
    // Malformed (400), oversized (431) or too slow (408): answered with the site's headers.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
      const status = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }[error.code ?? ""] ?? 400;
      // The request still being read timed out (a body that drips): its own answer waits for that body, so
      // the connection is closed now, with a 408 if nothing else is being answered on it.
      const connection = connections.get(socket);
      if (status === 408 && connection && !connection.reading.complete) {
        if (connection.waiting > 1 || connection.latest.headersSent) return void socket.destroy();
        return void socket.end(rawAnswer(status), () => socket.destroy());
      }
      afterLatest(socket, () => (socket.writable ? socket.end(rawAnswer(status)) : socket.destroy()));
    },
    // The router reads the target as sent; Fastify's sees one path, so any target reaches ours.
    rewriteUrl: (req: Raw) => ((req.target = req.url ?? ""), "/"),
    trustProxy: trustedProxies(trustProxy),
  });
  const server: Server = app.server;
  server.maxConnections = limit.maxConnections;
  // A deep pipeline is held back: past maxPipelined answers waiting, nothing more is read from the connection until
  // they are sent (what was read already is answered, in order).
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const connection = connections.get(socket) ?? { latest: res, reading: req, waiting: 0 };
    connections.set(socket, Object.assign(connection, { latest: res, reading: req, waiting: connection.waiting + 1 }));
    res.once("close", () => {
      if (--connection.waiting === limit.maxPipelined && !socket.destroyed) socket.resume();
    });
    if (connection.waiting > limit.maxPipelined) socket.pause();
  });
  // CONNECT and `Expect:` other than 100-continue: Node would answer without the site's headers.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    afterLatest(socket, () => socket.end(rawAnswer(405, allow)));
  });
  server.on("checkExpectation", (_req, res: ServerResponse) =>
    res.writeHead(417, { ...rules.plainHeaders(417), ...plainType }).end("417 Expectation Failed\n"),
  );

  function plain(request: FastifyRequest, reply: FastifyReply, status: number, extra: Record<string, string> = {}) {
    reply.raw.removeHeader("content-encoding");
    reply.code(status).headers({ ...rules.plainHeaders(status), ...extra, ...plainType });
    const bodyless = status === 301 || status === 302 || request.method === "HEAD";
    return reply.send(bodyless ? undefined : `${status} ${STATUS_CODES[status]}\n`);
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, headers: Record<string, string>) {
    const raw = request.raw.headers;
    // If-Range, whatever its validator: the whole file (weak tags; a date cannot tell brotli from gzip).
    if (raw["if-range"] !== undefined || (raw.range !== undefined && !validRange.test(raw.range))) delete raw.range;
    // A JSON file (the live status) is rewritten after the build: never sent from a sibling of the build.
    if (/\.json$/i.test(file)) delete raw["accept-encoding"];
    reply.headers(headers);
    // Once the file is found: If-Match compares strongly (RFC 9110 §13.1.1) and the library's tags are
    // weak, so only "*" passes, and If-Unmodified-Since is then not evaluated (§13.2.2); `bytes=-N`
    // with N at least the size is the whole file (§14.1.2), where the library says 416.
    const onFile = (_path: string, stat: Stats) => {
      if (raw["if-match"] !== undefined) delete raw["if-unmodified-since"];
      if (raw["if-match"] !== undefined && raw["if-match"].trim() !== "*") raw["if-match"] = '"no tag matches"';
      const suffix = /^ *bytes=[ \t]*-(\d+)[ \t]*$/.exec(raw.range ?? "");
      if (suffix && stat.size > 0 && Number(suffix[1]) >= stat.size) raw.range = "bytes=0-";
    };
    return reply.sendFile(file, root, { onFile });
  }

  /** A live page or file as the framework rendered it for the current data: as fast as a file. */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: LiveEntry,
    headers: Record<string, string>,
  ) {
    reply.headers({ ...headers, "Content-Type": entry.type, ETag: entry.etag });
    if (entry.policy) reply.header("Content-Security-Policy", entry.policy);
    const fresh = freshness(request.headers, entry.etag);
    if (fresh === 412) return plain(request, reply, 412);
    if (fresh === 304) return reply.code(304).send();
    // Content codings are case-insensitive (RFC 9110 §8.4.1), as @fastify/static reads them for files.
    const accepted = (request.headers["accept-encoding"] ?? "").toLowerCase();
    const coding = negotiate(accepted, ["br", "gzip"]) as "br" | "gzip" | null;
    let body = entry.body;
    if (coding) {
      // Made once, off the event loop (libuv's pool): other requests go on meanwhile.
      if (!entry.encoded.has(coding))
        entry.encoded.set(coding, coding === "br" ? brotliAsync(body, brotli) : gzipAsync(body, { level: 9 }));
      body = await entry.encoded.get(coding)!;
      reply.header("Content-Encoding", coding);
    }
    reply.header("Content-Length", body.length);
    return reply.send(request.method === "HEAD" ? undefined : Buffer.from(body.buffer, body.byteOffset, body.length));
  }

  /** The framework answers, with the site's headers and `headers`. */
  function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    headers: Record<string, string>,
    liveKey?: string,
  ) {
    reply.hijack().raw.setHeaders(new Map(Object.entries({ ...rules.baseSecurityHeaders, ...headers })));
    // A client gone before its whole body arrived: the framework would wait for the rest until the timeout.
    const hangUp = () => request.raw.complete || reply.raw.destroy();
    request.raw.socket.once("end", hangUp);
    reply.raw.once("close", () => request.raw.socket.off("end", hangUp));
    // The framework's request never depends on the client's Host or forwarding headers.
    const locals: HandedOver = { ...onDemand!.locals, clientAddress: request.ip, logError, liveKey };
    const sent = request.raw.headers;
    sent.host = new URL(onDemand!.origin).host;
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-for", "forwarded"])
      delete sent[name];
    request.raw.url = url;
    void onDemand!.handler(request.raw, reply.raw, undefined, locals);
  }

  function notFound(request: FastifyRequest, reply: FastifyReply, page: string) {
    reply.code(404).headers({ ...rules.baseSecurityHeaders, ...rules.pageHeaders(policyOf(page), false) });
    if (!present.has(page)) {
      logError(`the not-found page ${pageFile(page)} is missing from ${root}`);
      return reply.type("text/html; charset=utf-8").send(request.method === "HEAD" ? undefined : fallbackNotFound);
    }
    for (const name of conditionalHeaders) delete request.raw.headers[name];
    return reply.sendFile(pageFile(page), root, { etag: false, lastModified: false, acceptRanges: false });
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    reply.headers(rules.baseSecurityHeaders);
    if (!server.listening) reply.header("Connection", "close");
    const { method, headers } = request;
    const to = resolveRequest(site, { method, url: (request.raw as Raw).target, headers });
    if (to.kind === "preflight") return reply.code(204).headers(rules.preflightHeaders).send();
    if (to.kind === "error") return plain(request, reply, to.status, to.status === 405 ? allow : {});
    if (to.kind === "redirect") return plain(request, reply, 301, { Location: to.location });
    if (to.kind === "localeRedirect") {
      const cookie: Record<string, string> = to.setCookie ? { "Set-Cookie": to.setCookie } : {};
      return plain(request, reply, 302, { Location: to.location, Vary: rules.localeVary, ...cookie });
    }
    if (to.kind === "notFound") return notFound(request, reply, to.page);
    (request.raw as Raw).notFoundPage = notFoundPageFor(to.kind === "page" ? to.page : to.path, site);
    const [path, file, answerHeaders] =
      to.kind === "page"
        ? [to.page, pageFile(to.page), rules.pageHeaders(policyOf(to.page), to.negotiated)]
        : [to.path, to.path.slice(1), rules.fileHeaders(to.path)];
    if (onDemand?.renders(path)) {
      const { key, entry } = await onDemand.rendered(path);
      if (entry) return sendRendered(request, reply, entry, answerHeaders);
      return handOver(request, reply, `/live${path}`, answerHeaders, key);
    }
    return sendFile(request, reply, file, answerHeaders);
  }

  // The router has refused dot segments and dot files; the root itself may sit under a dot directory.
  const files = { serve: false, preCompressed: true, dotfiles: "allow", index: false, cacheControl: false } as const;
  await app.register(fastifyStatic, { root, ...files });
  // Other methods are refused before anything reads a body. The handlers return nothing: the reply
  // is sent when the file is (a returned reply would be awaited once more).
  const handler = (request: FastifyRequest, reply: FastifyReply) => void answer(request, reply);
  // A pipelined request waits for its turn (its answer's socket) before anything opens its file: a
  // connection holds one file however deep it pipelines. One whose client hangs up first never runs.
  app.addHook("onRequest", (_request, reply, done) =>
    reply.raw.socket ? done() : reply.raw.once("socket", () => done()),
  );
  // HTTP/1.1 requires exactly one Host (RFC 9112 §3.2): none, or two, is 400 with the site's headers, on every path.
  app.addHook("onRequest", (request, reply, done) => {
    const hosts = request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "host");
    if (request.raw.httpVersion === "1.1" && hosts.length !== 1) return void plain(request, reply, 400);
    done();
  });
  // On-demand routes (the admin, the live status pages): the framework answers, with the site's headers.
  // Decided on the path with its dot segments resolved (encoded ones too), as the router decides: "/admin/../live/x"
  // is "/live/x", which no one outside reaches.
  app.addHook("onRequest", (request, reply, done) => {
    const target = parseTarget((request.raw as Raw).target ?? "");
    if (typeof target === "string" || !onDemand?.answers(target.path)) return done();
    const path = target.path.split("/").map(encodeURIComponent).join("/");
    return handOver(request, reply, target.query ? `${path}?${target.query}` : path, {});
  });
  app.addHook("onRequest", (request, reply, done) =>
    rules.allowedMethods.includes(request.method) ? done() : handler(request, reply),
  );
  app.route({ method: ["GET", "HEAD"], url: "/", exposeHeadRoute: false, handler });
  // @fastify/static found no file: the not-found page.
  app.setNotFoundHandler(
    (request, reply) => void notFound(request, reply, (request.raw as Raw).notFoundPage ?? "/404"),
  );
  type HttpError = Error & { status?: number; statusCode?: number; headers?: Record<string, string> };
  app.setErrorHandler((error: HttpError, request, reply) => {
    const status = error.status ?? error.statusCode ?? 500;
    const target = JSON.stringify((request.raw as Raw).target);
    if (status >= 500) logError(`${status} ${request.method} ${target}: ${error.stack ?? error.message}`);
    if (reply.sent || reply.raw.headersSent) return void reply.raw.destroy();
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    return plain(request, reply, status, status === 416 ? (error.headers ?? {}) : {});
  });
  await app.ready();
  return server;
}
