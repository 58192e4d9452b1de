/**
 * The compiled production entry (build/server/index.js), started as `npm start` starts it: what it
 * loads, where it listens (the port shared with more processes), its logging, and a graceful SIGTERM
 * that lets a download in flight finish. Needs `npm run build` first. Asserts no timing but one coarse
 * bound: a second SIGTERM exits within 10 s, where draining would take the 60 s it is given.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import http from "node:http";
import { createServer, connect, type AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, projectRoot } from "../scripts/build-manifest.ts";
import { request } from "../tests/http-client.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { freePort, serverEntry, startServer, waitFor, type RunningServer } from "../tests/server-process.ts";

const built = existsSync(serverEntry) && existsSync(join(buildRoot, "index.html"));
if (!built) throw new Error(missingBuild("server/process.test.ts"));

/** The server started with `env`, a file of `mib` MiB in the build, and a download of it, paused; `end` stops both. */
async function pausedDownload(name: string, mib: number, env: Record<string, string> = {}) {
  const file = `process-test-${name}-${process.pid}.bin`;
  writeFileSync(join(buildRoot, file), Buffer.alloc(mib * 1024 * 1024, 7));
  const server = await startServer(env);
  const end = async () => {
    await server.stop();
    rmSync(join(buildRoot, file), { force: true });
  };
  try {
    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port: server.port, path: `/${file}`, agent: false }, resolve).on("error", reject);
    });
    download.pause();
    return { server, download, end };
  } catch (error) {
    await end();
    throw error;
  }
}

describe("the compiled production server", () => {
  it("loads nothing but Node's own modules and the packages in `dependencies`", () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // The entry and the chunks it shares with the status CLI (build/server/status.js), followed by relative import.
    const specifiers: string[] = [];
    const files = [serverEntry];
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /(?:^|\n)\s*import\s[^"']*?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)/g,
      )) {
        const specifier = (match[1] ?? match[2] ?? match[3])!;
        if (!specifier.startsWith("./")) specifiers.push(specifier);
        else if (!files.includes(join(dirname(file), specifier))) files.push(join(dirname(file), specifier));
      }
    }
    expect(specifiers.length).toBeGreaterThan(3);
    const allowed = (specifier: string) =>
      specifier.startsWith("node:") ||
      builtinModules.includes(specifier) ||
      // A package's name: its first path segment, or its first two when scoped ("@fastify/static").
      Object.keys(pkg.dependencies).includes(/^(@[^/]+\/)?[^/]+/.exec(specifier)![0]);
    expect(specifiers.filter((specifier) => !allowed(specifier))).toEqual([]);
  });

  it("listens on PORT and HOST, one process, and says where", async () => {
    const port = await freePort();
    const server = await startServer({ PORT: String(port) });
    try {
      expect(server.port).toBe(port);
      expect(server.output()).toMatch(
        new RegExp(
          `Rift is being served at http://127\\.0\\.0\\.1:${port} \\(pid ${server.child.pid}, Node v26\\.\\d+\\.\\d+\\)`,
        ),
      );
      expect((await request(server.base, "/")).status).toBe(200);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 30_000);

  it("shares its port with another process of its own (more cores: more processes), which goes on serving when one stops", async () => {
    const port = await freePort();
    const first = await startServer({ PORT: String(port) });
    const second = await startServer({ PORT: String(port) });
    try {
      expect(second.child.pid).not.toBe(first.child.pid);
      for (let i = 0; i < 8; i++) expect((await request(first.base, "/")).status).toBe(200);
      expect((await first.stop()).code).toBe(0);
      expect((await request(second.base, "/")).status).toBe(200);
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 40_000);

  it("exits with an error when it cannot listen", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as AddressInfo).port;
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    blocker.close();
    expect(code).toBe(1);
    expect(output).toContain(`cannot listen on 127.0.0.1:${port}`);
  }, 30_000);

  describe("serving", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    }, 40_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("answers malformed requests with 400 and the site's headers, logs nothing for them, and goes on serving", async () => {
      const before = server.output();
      for (const bad of [
        "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
        "get / HTTP/1.1\r\n\r\n",
        "GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n",
      ]) {
        const answer = await new Promise<string>((resolve) => {
          let received = "";
          const socket = connect(server.port, "127.0.0.1", () => socket.end(bad, "latin1"));
          socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
          socket.on("close", () => resolve(received));
          socket.on("error", () => resolve(received));
        });
        expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(answer).toContain("\r\nX-Content-Type-Options: nosniff\r\n");
      }
      expect(server.output()).toBe(before);
      expect((await request(server.base, "/")).status).toBe(200);
    });
  });

  it("on SIGTERM stops taking connections, finishes the download in flight, then exits 0", async () => {
    const { server, download, end } = await pausedDownload("drain", 8);
    try {
      let received = 0;
      const done = new Promise<void>((resolve, reject) => {
        download.on("data", (chunk: Buffer) => (received += chunk.length));
        download.on("end", resolve);
        download.on("error", reject);
      });
      server.child.kill("SIGTERM");
      await waitFor(
        server,
        (output) => output.includes("SIGTERM: finishing the requests in flight"),
        10_000,
        "shutdown",
      );
      // New connections are refused while the old one drains.
      await expect(request(server.base, "/")).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
      download.resume();
      await done;
      expect(received).toBe(8 * 1024 * 1024);
      const { code } = await server.exited;
      expect(code).toBe(0);
    } finally {
      await end();
    }
  }, 60_000);

  it("exits at once on a second SIGTERM while a download drains", async () => {
    const { server, download, end } = await pausedDownload("second", 16, { SHUTDOWN_TIMEOUT_MS: "60000" });
    try {
      download.on("error", () => {});
      download.socket.on("error", () => {});
      server.child.kill("SIGTERM");
      await waitFor(
        server,
        (output) => output.includes("SIGTERM: finishing the requests in flight"),
        10_000,
        "shutdown",
      );
      const second = Date.now();
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      // Far sooner than SHUTDOWN_TIMEOUT_MS (60 s), which the paused download would otherwise take.
      expect(Date.now() - second).toBeLessThan(10_000);
      download.destroy();
    } finally {
      await end();
    }
  }, 60_000);

  it("cuts a download that never ends after SHUTDOWN_TIMEOUT_MS and exits", async () => {
    const { server, download, end } = await pausedDownload("stuck", 16, { SHUTDOWN_TIMEOUT_MS: "500" });
    try {
      download.on("error", () => {});
      download.socket.on("error", () => {});
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      download.destroy();
    } finally {
      await end();
    }
  }, 60_000);
});
