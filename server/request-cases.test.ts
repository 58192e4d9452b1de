// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * One list of request → expected answer (tests/request-cases.ts), held against every deploy
 * target: the Node server, nginx running deploy/nginx.conf (when nginx is installed), Cloudflare's
 * own runtime (`wrangler pages dev`) serving build/static-host with its _headers and _redirects
 * (a devDependency: a failure to start fails the test), and the Vercel route table in a model of
 * Vercel's edge (tests/vercel-route-model.ts; no official tool runs it). Netlify's parsers and
 * redirect matcher read the same files in scripts/deploy/netlify.test.ts. Needs `npm run build` first.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { staticHostDir, staticHostHashesFile } from "../scripts/deploy/static-host.ts";
import { cloudflareDir } from "../scripts/cloudflare.ts";
import { vercelOutputConfig } from "../scripts/deploy/vercel.ts";
import { nginxAvailable, nginxInstall, startNginx, type RunningNginx } from "../tests/nginx-server.ts";
import { vercel, type ModelAnswer } from "../tests/vercel-route-model.ts";
import { startWrangler, type RunningWrangler } from "../tests/wrangler-server.ts";
import { requestCases, type RequestCase } from "../tests/request-cases.ts";
import { notFoundPageFor, parseTarget, siteIndex } from "../app/rules/requests.ts";
import { createSiteServer } from "./serve.ts";
import { freePort } from "../tests/server-process.ts";
import { expectedFor, problems, type BuiltSite, type Observed, type Target } from "../tests/request-case-check.ts";
import { missingBuild, toolAvailable } from "../tests/preconditions.ts";

const built =
  existsSync(scriptHashesFile) &&
  existsSync(join(buildRoot, "index.html")) &&
  existsSync(join(staticHostDir, "_headers")) &&
  existsSync(staticHostHashesFile);
if (!built) throw new Error(missingBuild("server/request-cases.test.ts"));

const hashes: ScriptHashes = JSON.parse(readFileSync(scriptHashesFile, "utf8"));
const site = siteIndex(Object.keys(hashes));
/** The static-host copies' hashes: each page's own plus the language script's. */
const staticHashes: ScriptHashes = JSON.parse(readFileSync(staticHostHashesFile, "utf8"));
/** The language script, as the static-host copy of the home page carries it first in its <head>, after its policy. */
const languageScript =
  /^<!DOCTYPE html><html[^>]*><head>(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="[^"]*"\/><script>([\s\S]*?)<\/script>/.exec(
    readFileSync(join(staticHostDir, "index.html"), "utf8"),
  )?.[1] ?? "";
const jsonName = `/request-cases-${process.pid}.json`;
const liveJson = '{"status":"ok"}\n';
const asset = `/assets/${readdirSync(join(buildRoot, "assets")).find((name) => name.endsWith(".js"))}`;
const builtSite: BuiltSite = { site, hashes, staticHashes, languageScript };
const cases = requestCases([...site.pages], { asset, json: jsonName }, (path) => notFoundPageFor(path, site));

/** GET with an Accept-Encoding; the body decoded as its Content-Encoding says. */
function fetchDecoded(port: number, target: string, acceptEncoding: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { "Accept-Encoding": acceptEncoding };
    const req = http.request({ host: "127.0.0.1", port, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, body: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The live JSON file, rewritten after the build: compressed or not, every server sends what it holds now. */
async function expectCurrentJson(port: number) {
  for (const accept of ["br, gzip", "gzip", "identity"]) {
    const answer = await fetchDecoded(port, jsonName, accept);
    expect([answer.status, answer.body], accept).toEqual([200, liveJson]);
  }
}

function send(port: number, { target, method = "GET", headers = {} }: RequestCase): Promise<Observed> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function runAll(target: Target, answer: (testCase: RequestCase) => Promise<Observed>) {
  const failures: string[] = [];
  let checked = 0;
  for (const testCase of cases) {
    const expected = expectedFor(testCase, target);
    if (expected === "skip") continue;
    checked++;
    const method = testCase.method ?? "GET";
    const found = problems(expected, await answer(testCase), target, method, builtSite);
    if (found.length) failures.push(`${method} ${testCase.target} (${JSON.stringify(expected)}): ${found.join("; ")}`);
  }
  expect(failures).toEqual([]);
  return checked;
}

describe("one list of request cases, every deploy target", () => {
  beforeAll(() => {
    // A JSON file like the live /status.json an operator writes at run time, with the precompressed
    // siblings the build left of an older version (an hour older): no server may send those.
    const stale = '{"status":"from the build"}\n';
    writeFileSync(join(buildRoot, `${jsonName}.br`), brotliCompressSync(stale));
    writeFileSync(join(buildRoot, `${jsonName}.gz`), gzipSync(stale));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const suffix of [".br", ".gz"]) utimesSync(join(buildRoot, jsonName + suffix), anHourAgo, anHourAgo);
    writeFileSync(join(buildRoot, jsonName), liveJson);
    copyFileSync(join(buildRoot, jsonName), join(staticHostDir, jsonName));
    if (existsSync(join(cloudflareDir, "client")))
      copyFileSync(join(buildRoot, jsonName), join(cloudflareDir, "client", jsonName));
  });
  afterAll(() => {
    for (const file of [jsonName, `${jsonName}.br`, `${jsonName}.gz`]) rmSync(join(buildRoot, file), { force: true });
    rmSync(join(cloudflareDir, "client", jsonName), { force: true });
    rmSync(join(staticHostDir, jsonName), { force: true });
  });

  it("covers every page, its variants, hidden files, tricks and methods", () => {
    expect(cases.length).toBeGreaterThan(150);
    expect(languageScript, "the static-host home page starts its <head> with the language script").toContain(
      "rift-lang",
    );
    // Each language directory with its own not-found page answers its missing paths with it.
    for (const page of [...site.notFoundPages].filter((each) => each !== "/404"))
      expect(notFoundPageFor(`${page.slice(0, -"404".length)}nope`, site)).toBe(page);
    const ptBR = cases.find((c) => c.target === "/pt-br/nope")?.expected;
    expect(ptBR).toEqual({ notFound: site.notFoundPages.has("/pt-br/404") ? "/pt-br/404" : "/404" });
    for (const page of site.pages) expect(cases.some((c) => c.target === page && "page" in c.expected)).toBe(true);
    expect(
      cases.filter((c) => (c.staticHost || c.vercel) && !c.why).map((c) => c.target),
      "a case that differs on a host says why",
    ).toEqual([]);
  });

  it("the Node server", async () => {
    const server = await createSiteServer({ root: buildRoot, hashes, log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await runAll("node", (testCase) => send(port, testCase))).toBe(cases.length);
      await expectCurrentJson(port);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);

  describe.runIf(toolAvailable("nginx", nginxAvailable, nginxInstall))("nginx with deploy/nginx.conf", () => {
    let nginx: RunningNginx | undefined;
    let port = 0;
    beforeAll(async () => {
      port = await freePort();
      nginx = startNginx(port, "ignore");
      await nginx.ready();
    }, 20_000);
    afterAll(async () => nginx?.stop());

    it("answers every case like the Node server", async () => {
      expect(await runAll("nginx", (testCase) => send(port, testCase))).toBe(cases.length);
      await expectCurrentJson(port);
    }, 120_000);
  });

  describe("Cloudflare: the Worker and its static assets in wrangler dev", () => {
    let wrangler: RunningWrangler | undefined;
    let port = 0;
    // wrangler is a devDependency: if it cannot start, this fails and says why.
    beforeAll(async () => {
      port = await freePort();
      wrangler = await startWrangler(port);
    }, 90_000);
    afterAll(async () => wrangler?.stop());

    it("answers every case as the embedded server does, or as the case says Cloudflare differs", async () => {
      expect(await runAll("cloudflare", (testCase) => send(port, testCase))).toBeGreaterThan(150);
      await expectCurrentJson(port);
    }, 180_000);
  });

  /** A case as the model sees it: the host's edge has decoded the path; HEAD is a GET without body. */
  const modelled = (model: (path: string) => ModelAnswer) => async (testCase: RequestCase) => {
    const target = parseTarget(testCase.target);
    if (typeof target === "string") throw new Error(`${testCase.target}: a model needs a plain path`);
    return model(target.path);
  };

  it("Vercel: the Build Output route table over the same files (model of Vercel's edge)", async () => {
    expect(await runAll("vercel", modelled(vercel(staticHostDir, vercelOutputConfig(staticHashes))))).toBeGreaterThan(
      100,
    );
  }, 60_000);
});
