// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Load that leaves things half done, against the compiled production server (tests/abuse-server.ts):
 * 1,300 downloads aborted mid-response, and attack tools written by others (tests/attack-tools.ts):
 * autocannon pipelining 10 deep, and slowhttptest's slowloris, slow read and Range attacks (a missing
 * slowhttptest fails this file under CI, and skips its test elsewhere with a line that says how to
 * install it). After each, every server process's open descriptors must come back near where they
 * were; then the server must stop cleanly on SIGTERM. Needs `npm run build` first.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abuseServer, descriptorMargin } from "../tests/abuse-server.ts";
import { runPipelined, runSlowHttpTest, serverDescriptors, slowhttptestBinary } from "../tests/attack-tools.ts";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { request } from "../tests/http-client.ts";
import { serverEntry } from "../tests/server-process.ts";
import { missingBuild, toolAvailable } from "../tests/preconditions.ts";

if (!(existsSync(serverEntry) && existsSync(scriptHashesFile)))
  throw new Error(missingBuild("server/abuse-load.test.ts"));

describe("the production server under abusive load", () => {
  const abuse = abuseServer();
  const { pages, page, bigName, expectRecovered, abortedDownload } = abuse;

  it("1,300 downloads aborted mid-response", async () => {
    const jobs: (() => Promise<boolean | void>)[] = [
      ...Array.from({ length: 700 }, () => () => abortedDownload(`/${bigName}`)),
      ...Array.from({ length: 200 }, (_, i) => () => abortedDownload(`/${bigName}`, { Range: `bytes=${i * 1000}-` })),
      ...Array.from(
        { length: 200 },
        (_, i) => () => abortedDownload(i % 2 ? "/" : page, { "Accept-Encoding": i % 4 < 2 ? "br" : "identity" }),
      ),
      ...Array.from({ length: 100 }, () => () => abortedDownload("/no-such-page")),
      // Connections that go away before the request is complete, or right after sending it.
      ...Array.from(
        { length: 100 },
        (_, i) => () =>
          new Promise<void>((resolve) => {
            const socket = connect(abuse.server.port, "127.0.0.1", () => {
              socket.write(i % 2 ? `GET /${bigName} HTTP/1.1\r\nHost: x\r\n\r\n` : "GET /robots.txt HTTP/1.1\r\nHo");
              setImmediate(() => socket.destroy());
            });
            socket.on("close", () => resolve());
            socket.on("error", () => resolve());
          }),
      ),
    ];
    let next = 0;
    let began = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < jobs.length) if ((await jobs[next++]!()) === true) began++;
      }),
    );
    expect(next).toBe(1300);
    // Every one of the 1,200 downloads got body bytes before it was dropped (the other 100 hang up mid-request).
    expect(began, "downloads that began before the hang-up").toBe(1200);
    await expectRecovered("aborted downloads");
  }, 120_000);

  describe("attack tools written by others", () => {
    const assets = readdirSync(join(buildRoot, "assets")).filter((name) => name.endsWith(".js"));
    const largest = `/assets/${assets.sort((a, b) => statSync(join(buildRoot, "assets", b)).size - statSync(join(buildRoot, "assets", a)).size)[0]}`;
    const mix = [
      ...pages.slice(0, 12).map((path) => ({ path, headers: { "accept-encoding": "br, gzip" } })),
      { path: largest, headers: { "accept-encoding": "br" } },
      { path: largest, headers: { "accept-encoding": "gzip" } },
      { path: largest },
    ];
    const descriptors = (what: string, before: Map<number, number>, after: Map<number, number>) =>
      console.log(
        `abuse ${what}: descriptors ${[...before].map(([pid, fds]) => `process ${pid} ${fds} → ${after.get(pid)}`).join(", ")}`,
      );
    /** Every process back at or under where it was (give sockets a few seconds to close). */
    const settled = async (before: Map<number, number>) => {
      let after = serverDescriptors(abuse.server.child.pid);
      for (
        let wait = 0;
        wait < 50 && [...before].some(([pid, fds]) => (after.get(pid) ?? 0) > fds + descriptorMargin);
        wait++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = serverDescriptors(abuse.server.child.pid);
      }
      return after;
    };

    it("autocannon pipelining 10 deep", async () => {
      // autocannon -p 10: 20 connections, 10 requests in flight on each; at its end it drops them mid-pipeline.
      const before = serverDescriptors(abuse.server.child.pid);
      const piped = await runPipelined(abuse.server.base, mix, { pipelining: 10, connections: 20, durationS: 5 });
      const after = await settled(before);
      descriptors(
        `autocannon -p 10 (${piped.totalRequests} requests, ${piped.requestsPerSecond}/s, p99 ${piped.latencyP99Ms} ms)`,
        before,
        after,
      );
      expect([piped.errors, piped.timeouts, piped.non2xx, piped.status5xx], "errors, timeouts, non-2xx, 5xx").toEqual([
        0, 0, 0, 0,
      ]);
      expect(piped.totalRequests).toBeGreaterThan(1000);
      for (const [pid, fds] of before)
        expect(after.get(pid), `process ${pid} after autocannon -p 10`).toBeLessThanOrEqual(fds + descriptorMargin);
      await expectRecovered("autocannon");
    }, 120_000);

    const slowhttptest = toolAvailable("slowhttptest", !!slowhttptestBinary, "Debian: apt-get install slowhttptest");
    it.runIf(slowhttptest)(
      "slowhttptest slowloris, slow read and Range",
      async () => {
        for (const [attack, target] of [
          ["slowloris", "/"],
          ["slow read", largest],
          ["range", largest],
        ] as const) {
          const before = serverDescriptors(abuse.server.child.pid);
          // Our own visitor meanwhile: / every 250 ms must answer 200.
          const visits: number[] = [];
          const attacking = { on: true };
          const visitor = (async () => {
            while (attacking.on) {
              visits.push((await request(abuse.server.base, "/").catch(() => ({ status: 0 }))).status);
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
          })();
          const figures = (await runSlowHttpTest(attack, `${abuse.server.base}${target}`, { seconds: 10 }))!;
          attacking.on = false;
          await visitor;
          const after = await settled(before);
          descriptors(
            `slowhttptest ${attack} ${JSON.stringify(figures)}, / answered ${visits.filter((status) => status === 200).length}/${visits.length}`,
            before,
            after,
          );
          // The Range attack ends early when the server has answered and closed every connection.
          expect(figures.seconds, `${attack}: the tool ran`).toBeGreaterThan(attack === "range" ? 0 : 5);
          expect(figures.connectedMax, `${attack}: the tool held connections`).toBeGreaterThan(0);
          expect(visits.length).toBeGreaterThan(10);
          expect(
            visits.filter((status) => status !== 200),
            `${attack}: / during the attack`,
          ).toEqual([]);
          expect(figures.availableSeconds, `${attack}: the tool's own probe`).toBeGreaterThanOrEqual(
            figures.seconds - 1,
          );
          for (const [pid, fds] of before)
            expect(after.get(pid), `process ${pid} after ${attack}`).toBeLessThanOrEqual(fds + descriptorMargin);
        }
        await expectRecovered("slowhttptest");
      },
      180_000,
    );
  });

  it("stops cleanly on SIGTERM after all that", async () => {
    expect(await abuse.server.stop()).toEqual({ code: 0, signal: null });
  });
});
