/**
 * The site's HTTP server: Fastify, with @fastify/static sending the build's files (precompressed
 * siblings, ETag and Last-Modified, conditional requests, byte ranges, HEAD). What is ours: which
 * answer a request gets (`resolveRequest`, server/routing.ts) and the headers every answer carries
 * (server/security-headers.ts), including the answers Node writes for malformed requests. The
 * production entry (listening, signals) is server/main.ts.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import http, { STATUS_CODES, type IncomingMessage } from "node:http";
import fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { mime } from "@fastify/send";
import { pageFile, type ScriptHashes } from "../scripts/build-manifest.ts";
import {
  answerClientError,
  answerProtocolMisuse,
  ifMatchFails,
  judgeRange,
  plainHeaders,
  serverLimits,
  whenItsTurn,
  type ServerLimits,
} from "./connections.ts";
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
import { limitLog, logLine, type Log } from "./log-limit.ts";

export type { Log } from "./log-limit.ts";
export { logLine } from "./log-limit.ts";
export { serverLimits, type ServerLimits } from "./connections.ts";

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

// JavaScript's type since RFC 9239 (the library's table still says application/javascript).
mime.define({ "text/javascript": ["js", "mjs"] }, true);

const fallbackNotFound = "<!doctype html><title>404</title><h1>404</h1><p>Oops! Page not found</p>";

/** The conditional and range headers a not-found page ignores: it is always sent whole, with 404. */
const conditionalHeaders = [
  "range",
  "if-range",
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
];

const sentTarget = Symbol("the request target as sent");
type RawRequest = IncomingMessage & { [sentTarget]?: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set when a file is sent: the not-found page to answer with if it is missing. */
    notFoundPage?: string;
  }
}

export async function createSiteServer({
  root,
  hashes,
  log = logLine,
  limits = {},
  statusFile,
}: SiteServerOptions): Promise<http.Server> {
  const { idleTimeoutMs, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxPipelined } = {
    ...serverLimits,
    ...limits,
  };
  // What clients cause is logged a few lines per kind and minute, the rest counted (server/log-limit.ts).
  const clientLog = limitLog(log);
  const site = siteIndex(Object.keys(hashes));
  const policies = new Map(Object.entries(hashes).map(([page, list]) => [page, contentSecurityPolicy(list)]));
  const policyOf = (page: string) => policies.get(page) ?? defaultContentSecurityPolicy;
  // The not-found pages on disk, read once: the server is restarted after each build.
  const presentNotFoundPages = new Set(
    [...site.notFoundPages].filter((page) => existsSync(join(root, pageFile(page)))),
  );

  let server!: http.Server;
  const app = fastify({
    logger: false,
    serverFactory: (handler) => {
      server = http.createServer(
        {
          requireHostHeader: false,
          requestTimeout: requestTimeoutMs,
          headersTimeout: headersTimeoutMs,
          // How often Node checks those two timeouts (its default, 30 s, let a slowloris head live 50 s).
          connectionsCheckingInterval: 1_000,
          keepAliveTimeout: keepAliveTimeoutMs,
        },
        (req, res) => whenItsTurn(req, res, maxPipelined, () => handler(req, res)),
      );
      // No byte read or written for this long: Node destroys the socket, and the file stream with it.
      server.setTimeout(idleTimeoutMs);
      return server;
    },
    clientErrorHandler: answerClientError(clientLog),
    // Our router reads the target as sent (server/routing.ts); Fastify's sees one path, so a
    // target it would refuse (a malformed escape, an absolute form) still reaches ours.
    rewriteUrl: (req) => {
      (req as RawRequest)[sentTarget] = req.url ?? "";
      return "/";
    },
  });

  function answerPlain(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: Record<string, string> = {},
  ) {
    const body = status === 301 || status === 302 ? "" : `${status} ${STATUS_CODES[status]}\n`;
    reply.raw.removeHeader("content-encoding");
    return reply
      .code(status)
      .headers({ ...plainHeaders(status), ...extra, "Content-Type": "text/plain; charset=utf-8" })
      .send(request.method === "HEAD" ? undefined : body);
  }

  function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    headers: Record<string, string>,
    notFoundPage: string,
    from = root,
  ) {
    request.notFoundPage = notFoundPage;
    if (ifMatchFails(request.raw)) return answerPlain(request, reply, 412);
    // If-Range: the whole file, whatever the validator. Our tags are weak (RFC 9110 §13.1.5 lets
    // only a strong one validate a range), and a date cannot tell a brotli file from a gzip one.
    if (request.headers["if-range"] !== undefined) delete request.raw.headers.range;
    // A JSON file (the live status) is rewritten after the build: sent as it is now, never from a
    // sibling written at build time (nginx turns gzip_static off for it too).
    if (/\.json$/i.test(relative)) delete request.raw.headers["accept-encoding"];
    // The client's language headers come after the encoding's in Vary.
    reply.headers({ ...headers, Vary: headers.Vary ? `Accept-Encoding, ${headers.Vary}` : "Accept-Encoding" });
    return reply.sendFile(relative, from, { onFile: judgeRange(request.raw) });
  }

  function answerNotFound(request: FastifyRequest, reply: FastifyReply, page: string) {
    reply.code(404).headers({
      ...baseSecurityHeaders,
      "Content-Security-Policy": policyOf(page),
      "Cache-Control": cacheControl.html,
      Vary: "Accept-Encoding",
    });
    if (!presentNotFoundPages.has(page)) {
      clientLog("error", "missing not-found page", `the not-found page ${pageFile(page)} is missing from ${root}`);
      return reply.type("text/html; charset=utf-8").send(request.method === "HEAD" ? undefined : fallbackNotFound);
    }
    for (const name of conditionalHeaders) delete request.raw.headers[name];
    return reply.sendFile(pageFile(page), root, { etag: false, lastModified: false, acceptRanges: false });
  }

  function answer(request: FastifyRequest, reply: FastifyReply) {
    reply.headers(baseSecurityHeaders);
    if (!server.listening) reply.header("Connection", "close");
    // HTTP/1.1 requires Host (Node would answer 400 itself, without the site's headers).
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined)
      return answerPlain(request, reply, 400);
    const target = (request.raw as RawRequest)[sentTarget] ?? request.raw.url;
    const resolution = resolveRequest(site, { method: request.method, url: target, headers: request.headers });
    switch (resolution.kind) {
      case "methodNotAllowed":
        return answerPlain(request, reply, 405, { Allow: allowedMethods.join(", ") });
      case "badRequest":
        return answerPlain(request, reply, 400);
      case "redirect":
        return answerPlain(request, reply, 301, { Location: resolution.location });
      case "localeRedirect":
        return answerPlain(request, reply, 302, {
          Location: resolution.location,
          Vary: localeVary,
          ...(resolution.setCookie ? { "Set-Cookie": resolution.setCookie } : {}),
        });
      case "notFound":
        return answerNotFound(request, reply, resolution.page);
      case "page":
        return sendFile(
          request,
          reply,
          pageFile(resolution.page),
          {
            "Content-Security-Policy": policyOf(resolution.page),
            "Cache-Control": cacheControl.html,
            ...(resolution.negotiated ? { Vary: localeVary } : {}),
          },
          notFoundPageFor(resolution.page, site),
        );
      case "asset": {
        const live = resolution.path === "/status.json" && statusFile && existsSync(statusFile);
        return sendFile(
          request,
          reply,
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

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    // The router has refused dot segments and dot files; the root itself may sit under a dot directory.
    dotfiles: "allow",
    index: false,
    cacheControl: false,
  });
  // Other methods are refused before anything reads a body (Fastify would parse it first).
  // The handlers return nothing: the reply is sent when the file is (a returned reply would be awaited once more).
  app.addHook("onRequest", (request, reply, done) => {
    if ((allowedMethods as readonly string[]).includes(request.method)) done();
    else answer(request, reply);
  });
  app.route({
    method: ["GET", "HEAD"],
    url: "/",
    exposeHeadRoute: false,
    handler: (request, reply) => void answer(request, reply),
  });
  // @fastify/static found no file: the not-found page.
  app.setNotFoundHandler((request, reply) => void answerNotFound(request, reply, request.notFoundPage ?? "/404"));
  app.setErrorHandler(
    (
      error: Error & { status?: number; statusCode?: number; headers?: Record<string, string>; code?: string },
      request,
      reply,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500)
        clientLog(
          "error",
          `${status} ${error.code ?? error.message.split("\n")[0]}`,
          `${request.method} ${JSON.stringify((request.raw as RawRequest)[sentTarget])}: ${error.stack ?? error.message}`,
        );
      if (reply.sent || reply.raw.headersSent) return void reply.raw.destroy();
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      return answerPlain(request, reply, status, status === 416 ? (error.headers ?? {}) : {});
    },
  );
  answerProtocolMisuse(server);
  server.on("close", () => {
    clientLog.flush();
    clientLog.stop();
  });
  await app.ready();
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
