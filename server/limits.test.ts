// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * What one connection may cost the server (server/serve.ts `serverLimits`), checked on the site
 * server in this process over a temporary root (not the site): a client that never reads a
 * multi-megabyte file is cut after the idle timeout and the file is closed; a Range with If-Range
 * gets the whole file; bad requests get their answers and write no log line.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import type http from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverLimits, type Log, type ServerLimits } from "./connection.ts";
import { createSiteServer } from "./serve.ts";
import { request } from "../tests/http-client.ts";

const root = mkdtempSync(join(tmpdir(), "rift-limits-"));
const bigName = "big.bin";
const bigSize = 48 * 1024 * 1024;
const hashes = { "/": [], "/404": [] };

/** Descriptors of this process open on `path`. */
function openOn(path: string): number {
  return readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;
}

async function listen(limits: Partial<ServerLimits>, log: Log = () => {}) {
  const server = await createSiteServer({ root, hashes, log, limits });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(() => {
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>404</title>");
  writeFileSync(join(root, bigName), Buffer.alloc(bigSize, 7));
  // A text file with both precompressed siblings, the siblings in the same second as the file.
  const text = "rift ".repeat(2000);
  writeFileSync(join(root, "text.txt"), text);
  writeFileSync(join(root, "text.txt.br"), brotliCompressSync(text));
  writeFileSync(join(root, "text.txt.gz"), gzipSync(text));
  const when = new Date("2026-11-23T10:00:00.250Z");
  for (const name of ["text.txt", "text.txt.br", "text.txt.gz"]) utimesSync(join(root, name), when, when);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a client that never reads", () => {
  it("is cut after the idle timeout, and the file it asked for is closed", async () => {
    const { server, port } = await listen({ idleTimeoutMs: 1_000 });
    const closed = new Promise<number>((resolve) =>
      server.on("connection", (socket: Socket) => socket.on("close", () => resolve(Date.now()))),
    );
    const client = connect(port, "127.0.0.1", () => client.write(`GET /${bigName} HTTP/1.1\r\nHost: x\r\n\r\n`));
    client.pause(); // never reads: the socket buffers fill and the server's writes stop
    client.on("error", () => {});
    try {
      const path = join(root, bigName);
      const deadline = Date.now() + 5_000;
      while (openOn(path) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(openOn(path), "the file is open while it is being sent").toBe(1);
      const started = Date.now();
      const at = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000))]);
      expect(at, "the server closed the connection").toBeGreaterThan(0);
      console.log(`idle timeout 1 s: connection closed ${at - started} ms after the file was opened`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(openOn(path), "the file is closed").toBe(0);
    } finally {
      client.destroy();
      await close(server);
    }
  }, 20_000);

  it("pipelining 16 requests for the file and reading none holds one open file, not 16", async () => {
    const { server, port } = await listen({});
    const file = join(root, bigName);
    const answers: http.ServerResponse[] = [];
    server.on("request", (_request: http.IncomingMessage, answer: http.ServerResponse) => answers.push(answer));
    const client = connect(port, "127.0.0.1", () =>
      client.write(`GET /${bigName} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(16)),
    );
    client.pause();
    client.on("error", () => {});
    try {
      // All 16 requests have reached the server, then the first answer has filled the connection (its
      // writes wait for a drain that never comes). Its file was read chunk by chunk through the thread
      // pool that would have opened the others' files, after those opens were asked for: a server that
      // opened a file per request would have them all open by now.
      await expect.poll(() => answers.length).toBe(16);
      await expect.poll(() => answers[0]!.writableNeedDrain).toBe(true);
      expect(openOn(file)).toBe(1);
    } finally {
      client.destroy();
      await close(server);
    }
    await expect.poll(() => openOn(file)).toBe(0);
  });

  it("a client that reads slowly but keeps reading gets the whole file", async () => {
    const { server, port } = await listen({ idleTimeoutMs: 1_000 });
    try {
      const received = await new Promise<number>((resolve, reject) => {
        let bytes = 0;
        const client = connect(port, "127.0.0.1", () =>
          client.write(`GET /${bigName} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        // Read in bursts with pauses shorter than the timeout.
        const pump = setInterval(() => {
          client.resume();
          setTimeout(() => client.pause(), 50);
        }, 400);
        client.on("data", (chunk: Buffer) => (bytes += chunk.length));
        client.on("end", () => {
          clearInterval(pump);
          resolve(bytes);
        });
        client.on("error", (error) => {
          clearInterval(pump);
          reject(error);
        });
      });
      expect(received).toBeGreaterThan(bigSize);
    } finally {
      await close(server);
    }
  }, 60_000);
});

describe("If-Range", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const running = await listen({});
    server = running.server;
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => close(server));
  const get = (target: string, headers: Record<string, string>) => request(base, target, { headers });

  it("a Range alone: 206 of the representation asked for, each with its own tag", async () => {
    const tags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await get("/text.txt", { "Accept-Encoding": encoding, Range: "bytes=0-9" });
      expect(answer.status, encoding).toBe(206);
      expect(answer.headers["content-range"], encoding).toMatch(/^bytes 0-9\/\d+$/);
      tags.add(String(answer.headers.etag));
    }
    expect(tags.size, "each representation its own tag").toBe(3);
  });

  it("with If-Range, whatever its validator: the whole file (200), so no download continues another's bytes", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const first = await get("/text.txt", { "Accept-Encoding": encoding });
      const validators = [
        String(first.headers.etag),
        String(first.headers.etag).replace(/^W\//, ""),
        String(first.headers["last-modified"]),
        '"other"',
        "Fri, 31 Dec 9999 23:59:59 GMT",
        "garbage",
      ];
      for (const validator of validators) {
        const answer = await get("/text.txt", {
          "Accept-Encoding": encoding,
          Range: "bytes=10-",
          "If-Range": validator,
        });
        expect(answer.status, `${encoding}, If-Range ${validator}`).toBe(200);
        expect(answer.headers["content-range"]).toBeUndefined();
      }
    }
  });
});

describe("client errors", () => {
  it("thousands of bad requests get their answers and write no log line; the server goes on serving", async () => {
    const lines: string[] = [];
    const { server, port } = await listen({}, (_level, message) => lines.push(message));
    try {
      const bad = async (text: string) =>
        new Promise<string>((resolve) => {
          let received = "";
          const socket = connect(port, "127.0.0.1", () => socket.end(text));
          socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
          socket.on("close", () => resolve(received));
          socket.on("error", () => resolve(received));
        });
      const statuses = new Set<string>();
      for (let round = 0; round < 100; round++)
        for (const answer of await Promise.all([
          bad("BAD\r\n\r\n"),
          bad(`GET / HTTP/1.1\r\nHost: x\r\nX: ${"a".repeat(20_000)}\r\n\r\n`),
          bad("GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n"),
          bad(`GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n`),
          bad("\u0016\u0003\u0001\u0002\u0000\r\n\r\n"),
        ]))
          statuses.add(answer.slice(0, 12));
      expect([...statuses].sort()).toEqual(["HTTP/1.1 400", "HTTP/1.1 431"]);
      expect(lines).toEqual([]);
      expect((await request(`http://127.0.0.1:${port}`, "/")).status).toBe(200);
    } finally {
      await close(server);
    }
  }, 60_000);
});

describe("connections", () => {
  it("past maxConnections a new connection is closed at once; those open are still served", async () => {
    const { server, port } = await listen({ maxConnections: 3 });
    const open = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => resolve(socket));
          }),
      ),
    );
    try {
      const extra = await new Promise<string>((resolve) => {
        let received = "";
        const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
        socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        socket.on("error", () => resolve(received));
        socket.on("close", () => resolve(received));
      });
      expect(extra).toBe("");
      const answer = await new Promise<string>((resolve) => {
        let received = "";
        open[0]!.on("data", (chunk: Buffer) => {
          received += chunk.toString("latin1");
          if (received.includes("<title>home</title>")) resolve(received);
        });
        open[0]!.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of open) socket.destroy();
      await close(server);
    }
  });

  it("allows half the process's open-file limit, each connection holding at most a socket and one file", () => {
    const limit = Number(/^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))![1]);
    expect(serverLimits.maxConnections).toBe(Math.floor(limit / 2) - 32);
  });
});

describe("slow and missing", () => {
  it("a request head still incomplete after headersTimeoutMs gets a 408 with the site's headers, though it keeps sending", async () => {
    // Node checks this timeout every connectionsCheckingInterval (its default 30 s would outlast this test).
    const { server, port } = await listen({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    try {
      const answer = await new Promise<string>((resolve) => {
        const client = connect(port, "127.0.0.1", () => client.write("GET / HTTP/1.1\r\nHost: x\r\n"));
        const drip = setInterval(() => client.writable && client.write("X-Slow: 1\r\n"), 200);
        let received = "";
        client.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        client.on("error", () => {});
        client.on("close", () => {
          clearInterval(drip);
          resolve(received);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
    } finally {
      await close(server);
    }
  }, 20_000);

  it("without a 404 page in the build: a minimal one with status 404, the site's headers, and one log line", async () => {
    const bare = mkdtempSync(join(tmpdir(), "rift-no-404-"));
    writeFileSync(join(bare, "index.html"), "<!DOCTYPE html><title>home</title>");
    const lines: string[] = [];
    const server = await createSiteServer({ root: bare, hashes, log: (_level, line) => lines.push(line) });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const answer = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "/nope");
      expect(answer.status).toBe(404);
      expect(answer.body).toContain("Oops! Page not found");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
      expect(lines.filter((line) => line.includes("404.html is missing"))).toHaveLength(1);
    } finally {
      await close(server);
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("writes at most 10 error lines a minute, each cut at 2,000 characters, however many errors arrive", async () => {
    // A root whose path is longer than a line may be: the missing-page message names it.
    let bare = mkdtempSync(join(tmpdir(), "rift-log-"));
    const top = bare;
    for (let depth = 0; depth < 11; depth++) bare = join(bare, "d".repeat(200));
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, "index.html"), "<!DOCTYPE html><title>home</title>");
    const lines: string[] = [];
    const server = await createSiteServer({ root: bare, hashes, log: (_level, line) => lines.push(line) });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (let i = 0; i < 30; i++) expect((await request(base, `/nope-${i}`)).status).toBe(404);
      expect(lines).toHaveLength(10);
      expect(
        lines.every((line) => line.length === 2_000 && line.startsWith("the not-found page 404.html is missing")),
      ).toBe(true);
    } finally {
      await close(server);
      rmSync(top, { recursive: true, force: true });
    }
  });
});
