// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * HTTP/1.1 pipelining against the compiled production server (build/server/index.js), with raw
 * sockets: many requests written at once on one connection. A client that hangs up before reading
 * must leave no descriptor open (read from /proc/<pid>/fd), and a client that reads gets every
 * answer, in order. Before the fix, three connections of 300 pipelined `GET /` took a server process
 * from 20 to 1,216 open descriptors for good.
 * Needs `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { openDescriptors, serverEntry, startServer, type RunningServer } from "../tests/server-process.ts";

const built = existsSync(serverEntry) && existsSync(scriptHashesFile);
if (!built) throw new Error(missingBuild("server/pipelining.test.ts"));

/** The largest JavaScript file of the build, by URL path. */
const largestJs = `/assets/${
  readdirSync(join(buildRoot, "assets"))
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(buildRoot, "assets", b)).size - statSync(join(buildRoot, "assets", a)).size)[0]
}`;

interface Pipelined {
  method: "GET" | "HEAD";
  target: string;
  encoding?: "br" | "gzip";
}

/**
 * One round of the mix: a page, the largest JS as identity, brotli and gzip, a 404 and a HEAD. The page is one served
 * from its file: a live page's first answer after a change is the framework's, chunked, which this reader (by
 * Content-Length) does not follow.
 */
const mix: Pipelined[] = [
  { method: "GET", target: "/terms" },
  { method: "GET", target: largestJs },
  { method: "GET", target: largestJs, encoding: "br" },
  { method: "GET", target: largestJs, encoding: "gzip" },
  { method: "GET", target: "/no-such-page" },
  { method: "HEAD", target: largestJs },
];
const requestText = ({ method, target, encoding }: Pipelined) =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\n${encoding ? `Accept-Encoding: ${encoding}\r\n` : ""}\r\n`;
const rounds = (count: number, of: Pipelined[] = mix) => Array.from({ length: count }, () => of).flat();

/** Writes every request at once, then hangs up without reading a byte. */
function pipelineAndHangUp(port: number, requests: Pipelined[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(requests.map(requestText).join(""), () => socket.destroy());
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes every request at once and reads the answers, one after another, by Content-Length. */
function pipelineAndRead(port: number, requests: Pipelined[]): Promise<Answer[]> {
  return pipelineUntilClosed(port, requests).then(({ answers, closed }) => {
    if (closed)
      throw new Error(`the server closed the connection after ${answers.length} of ${requests.length} answers`);
    return answers;
  });
}

/** As pipelineAndRead, and resolves too when the server closes the connection first (`closed`). */
function pipelineUntilClosed(port: number, requests: Pipelined[]): Promise<{ answers: Answer[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const answers: Answer[] = [];
    let data = Buffer.alloc(0);
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(requests.map(requestText).join("")));
    const timer = setTimeout(
      () => socket.destroy(new Error(`${answers.length} of ${requests.length} answers`)),
      60_000,
    );
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const end = data.indexOf("\r\n\r\n");
        if (end === -1) return;
        const [statusLine, ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(":");
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = requests[answers.length]?.method === "HEAD" ? 0 : Number(headers["content-length"] ?? 0);
        if (data.length < end + 4 + length) return;
        answers.push({
          status: Number(statusLine!.split(" ")[1]),
          headers,
          body: data.subarray(end + 4, end + 4 + length),
        });
        data = data.subarray(end + 4 + length);
        if (answers.length === requests.length) {
          clearTimeout(timer);
          socket.destroy();
          resolve({ answers, closed: false });
          return;
        }
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if ((error as NodeJS.ErrnoException).code === "ECONNRESET") resolve({ answers, closed: true });
      else reject(error);
    });
    socket.on("end", () => {
      clearTimeout(timer);
      resolve({ answers, closed: true });
    });
  });
}

describe("pipelined requests on the compiled server", () => {
  let server: RunningServer;
  const processes = () => [server.child.pid!];
  let baseline = new Map<number, number>();

  /** Every process's descriptors, polled until back at the baseline (at most `waitMs`); returns what was seen. */
  async function settledDescriptors(waitMs = 10_000) {
    const deadline = Date.now() + waitMs;
    let now = new Map(processes().map((pid) => [pid, openDescriptors(pid)]));
    while ([...now].some(([pid, fds]) => fds > baseline.get(pid)!) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = new Map(processes().map((pid) => [pid, openDescriptors(pid)]));
    }
    return now;
  }

  beforeAll(async () => {
    server = await startServer();
    // Warm up (lazy code, the first file handles), then take the baseline.
    await Promise.all(Array.from({ length: 4 }, () => pipelineAndRead(server.port, rounds(2))));
    await new Promise((resolve) => setTimeout(resolve, 500));
    baseline = new Map(processes().map((pid) => [pid, openDescriptors(pid)]));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("a client that hangs up without reading leaves no descriptor open in any process", async () => {
    const attacks: [string, number, Pipelined[]][] = [
      ["3 connections × 300 GET /", 3, rounds(300, [mix[0]!])],
      [`10 connections × 1,000 of the largest JS (identity)`, 10, rounds(1000, [mix[1]!])],
      ["10 connections × 600 of the mix (page, JS identity/br/gzip, 404, HEAD)", 10, rounds(100)],
    ];
    for (const [what, connections, requests] of attacks) {
      const before = new Map(processes().map((pid) => [pid, openDescriptors(pid)]));
      await Promise.all(Array.from({ length: connections }, () => pipelineAndHangUp(server.port, requests)));
      const after = await settledDescriptors();
      console.log(
        `pipelining ${what}: descriptors ${processes()
          .map((pid) => `server ${pid} ${before.get(pid)} → ${after.get(pid)}`)
          .join(", ")}`,
      );
      for (const pid of processes())
        expect(after.get(pid), `${what}: process ${pid}'s descriptors`).toBeLessThanOrEqual(baseline.get(pid)!);
    }
    expect(server.output()).not.toMatch(/EMFILE/);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);

  it("a client that reads gets every answer, in order, with the right bytes", async () => {
    const requests = rounds(2);
    const answers = await pipelineAndRead(server.port, requests);
    expect(answers).toHaveLength(requests.length);
    const js = readFileSync(join(buildRoot, largestJs));
    const home = readFileSync(join(buildRoot, "terms", "index.html"));
    const notFound = readFileSync(join(buildRoot, "404.html"));
    // Each answer summed up, beside what its request should get.
    const seen = answers.map((answer, index) => {
      const { method, encoding } = requests[index]!;
      const decoded =
        encoding === "br"
          ? brotliDecompressSync(answer.body)
          : encoding === "gzip"
            ? gunzipSync(answer.body)
            : answer.body;
      return {
        status: answer.status,
        encoding: answer.headers["content-encoding"],
        length: method === "HEAD" ? Number(answer.headers["content-length"]) : decoded.length,
        bytes:
          answer.status === 200 && method === "GET"
            ? decoded.equals(requests[index]!.target === "/terms" ? home : js)
            : "-",
      };
    });
    const wanted = requests.map(({ method, target, encoding }) =>
      target === "/no-such-page"
        ? { status: 404, encoding: undefined, length: notFound.length, bytes: "-" }
        : {
            status: 200,
            encoding,
            length: target === "/terms" ? home.length : js.length,
            bytes: method === "GET" ? true : "-",
          },
    );
    expect(seen).toEqual(wanted);
    // A deep pipeline is answered whole, in order: past 16 waiting (serverLimits.maxPipelined) the server reads
    // no further until it has answered, it never drops what it could answer (nginx answers them all too).
    const heads = (count: number) => Array.from({ length: count }, () => mix[5]!);
    expect(await pipelineAndRead(server.port, heads(20))).toHaveLength(20);
    const deep = await pipelineAndRead(server.port, rounds(1000, [mix[4]!, mix[5]!]));
    expect(deep.map((answer) => answer.status)).toEqual(
      rounds(1000, [mix[4]!, mix[5]!]).map((_, i) => (i % 2 ? 200 : 404)),
    );
    const after = await settledDescriptors();
    for (const pid of processes()) expect(after.get(pid), `process ${pid}`).toBeLessThanOrEqual(baseline.get(pid)!);
  }, 120_000);
});
