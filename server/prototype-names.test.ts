// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Request data named like Object.prototype's properties ("constructor", "__proto__", …, read from
 * the runtime) through every channel that picks an answer: Accept-Language, Cookie, `?lang=`,
 * Accept-Encoding and query keys, on every page of the build, and as paths. A lookup keyed by
 * request data that reached Object.prototype answered `Accept-Language: constructor` with a 500.
 * The same names go to nginx through tests/request-cases.ts. Needs `npm run build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { prototypeNames } from "../tests/request-cases.ts";
import { siteIndex } from "../app/rules/requests.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { createSiteServer } from "./serve.ts";

const built = existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html"));
if (!built) throw new Error(missingBuild("server/prototype-names.test.ts"));

describe("Object.prototype's names as request data", () => {
  const hashes: ScriptHashes = JSON.parse(readFileSync(scriptHashesFile, "utf8"));
  const pages = [...siteIndex(Object.keys(hashes)).pages];
  const logged: string[] = [];
  let server: http.Server;
  let port = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  beforeAll(async () => {
    server = await createSiteServer({ root: buildRoot, hashes, log: (_level, message) => logged.push(message) });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const status = (path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
    });

  it("names the runtime's own list", () => {
    expect(prototypeNames).toEqual(expect.arrayContaining(["constructor", "__proto__", "toString", "hasOwnProperty"]));
  });

  it("never answer 500 on any page, through any header or parameter", async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const page of pages) {
      const checks: [string, Record<string, string>, number][] = [];
      for (const name of prototypeNames) {
        const capital = `${name[0]!.toUpperCase()}${name.slice(1)}`;
        checks.push(
          [page, { "Accept-Language": `${name}, ${capital}-US;q=0.9, ${name}-x;q=0.8` }, 200],
          [page, { Cookie: `rift-lang=${name}; ${name}=1` }, 200],
          [page, { "Accept-Encoding": `${name}, ${name};q=1` }, 200],
          [`${page}?lang=${encodeURIComponent(name)}`, {}, 200],
          [`${page}?${encodeURIComponent(name)}=1&${encodeURIComponent(name)}`, {}, 200],
        );
      }
      await Promise.all(
        checks.map(async ([path, headers, expected]) => {
          const got = await status(path, headers);
          sent++;
          if (got !== expected) wrong.push(`${path} ${JSON.stringify(headers)} → ${got}`);
        }),
      );
    }
    for (const name of prototypeNames) {
      for (const path of [
        `/${encodeURIComponent(name)}`,
        `/assets/${encodeURIComponent(name)}`,
        `/ru/${encodeURIComponent(name)}`,
      ]) {
        const got = await status(path);
        sent++;
        if (got !== 404) wrong.push(`${path} → ${got}`);
      }
    }
    console.log(`prototype names: ${sent} requests over ${pages.length} pages`);
    expect(wrong).toEqual([]);
    expect(logged).toEqual([]);
  }, 120_000);
});
