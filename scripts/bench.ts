/**
 * `npm run bench`: measures the production build served by the real server (server/serve.ts) on a
 * loopback port.
 * 1. Bytes per route: gzip and brotli sizes of the HTML, CSS and JS each page loads up front (scripts/bench-bytes.ts).
 * 2. Lighthouse 13, mobile preset (simulated throttling), median of 3 runs: performance score, LCP, FCP, TBT, CLS.
 *    Requests to the ad network and the geolocation service are blocked (no internet needed).
 *    With BENCH_SPA_URL (a template SPA served apart, README "Performance"): the landing page and that URL in
 *    turns, their medians and the ratio of their LCPs.
 * 3. autocannon on "/": 10 s at 50 connections: requests per second, p99 latency, errors.
 * 4. A mix of page loads, 10 s clean and 10 s while other clients abort downloads and send hostile
 *    Range headers and bad paths: requests per second, p99, errors side by side, and the server's
 *    descriptors and memory before and after (scripts/bench-abuse.ts).
 * 4b. Attack tools written by others beside the same mix (scripts/bench-abuse.ts runAttackTools):
 *    the mix pipelined 10 deep (autocannon -p 10), under pipelined hang-ups, under slowhttptest's
 *    slowloris, slow read and Range attacks: requests/s, p99, errors, and every server process's
 *    descriptors before and after each attack.
 * 3b. Serving speed beside Debian's nginx on the same build and page mix (scripts/bench-nginx.ts).
 * 3c. The live routes beside a prerendered page, and an operator's save alone and under a flood of sign-in
 *    ceremonies (scripts/bench-live.ts).
 * Prints tables and writes bench-results/bench.json. Builds first if there is no build.
 * 5. Usable, not just painted (scripts/bench-interaction.ts): per route, throttled like a phone on a
 *    mobile network, median of 5: time to text, time until the first control responds, hydration,
 *    JavaScript bytes transferred and executed. With BENCH_SPA_URL, the landing page's first text and
 *    Get Script copying beside that SPA's (its Get Script must show a `[data-toast]`), loads in turns.
 * Options (env): BENCH_BYTES_ONLY=1 (1 only), BENCH_RUNS (3), BENCH_INTERACTION_RUNS (5), BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1 (3 and 4),
 * BENCH_SKIP_ABUSE=1 (4 only), BENCH_SKIP_EDGE=1 (the Cloudflare preview), BENCH_SKIP_INTERACTION=1, BENCH_INTERACTION_ONLY (a route prefix), BENCH_SPA_URL, CHROME_PATH.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { interactionBesideGoals, runInteraction, runInteractionBeside, throttling } from "./bench-interaction.ts";
import { loadFigures, runAbuseLoad } from "./bench-abuse.ts";
import { runAttackTools } from "./bench-attacks.ts";
import { runBesideNginx } from "./bench-nginx.ts";
import { runEdgeBesideNode, runLiveBesidePage, runSaveUnderFlood } from "./bench-live.ts";
import { lighthouseRuns, runLandingBeside, runLighthouse, sideBySideGoals } from "./bench-lighthouse.ts";
import { freePort, serverEntry } from "../tests/server-process.ts";
import { kb, printBytes } from "./bench-bytes.ts";
import { buildRoot, pageAssets, projectRoot, scriptHashesFile } from "./build-manifest.ts";
import type { ScriptHashes } from "../app/rules/table.ts";

const goals = { performance: 98, lcpMsOnHome: 1500, tbtMs: 50, cls: 0 };

function ensureBuild() {
  if (existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html")) && existsSync(serverEntry)) return;
  console.log("bench: no build found, running npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 30 s")), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("served at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return child;
}

async function runLoad(base: string) {
  const result = await autocannon({
    url: `${base}/`,
    connections: 50,
    duration: 10,
    headers: { "accept-encoding": "br, gzip" },
  });
  return { url: "/", connections: 50, durationS: 10, ...loadFigures(result) };
}

async function main() {
  ensureBuild();
  const hashes = JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes;
  const { bytes, budgetCheck } = printBytes(Object.keys(hashes).sort());
  if (process.env.BENCH_BYTES_ONLY) return;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    const interaction = process.env.BENCH_SKIP_INTERACTION ? [] : await runInteraction(base);
    if (interaction.length) {
      console.log(
        `\nUsable, not just painted: ${throttling.latencyMs} ms RTT, ${throttling.downloadKbps / 1000} Mbit/s, CPU ${throttling.cpuSlowdown}× slower, medians`,
      );
      console.log(
        "hydrated: '-' where the page has no islands, or where the probe is a link that left the page before its islands hydrated",
      );
      console.table(
        interaction.map((f) => ({
          route: f.route,
          "text ms": f.textMs,
          "responds ms": f.respondsMs,
          "hydrated ms": f.hydratedMs ?? "-",
          "JS KB wire": kb(f.jsTransferredBytes),
          "JS KB run": kb(f.jsExecutedBytes),
          scripts: f.scripts,
        })),
      );
    }
    const interactionBeside =
      process.env.BENCH_SKIP_INTERACTION || !process.env.BENCH_SPA_URL
        ? undefined
        : await runInteractionBeside(base, process.env.BENCH_SPA_URL);
    if (interactionBeside) {
      console.log(
        `\nThe landing page beside the template SPA, the same profile, cold loads in turns, medians: first text ${interactionBeside.textRatio}× the SPA's (goal ≤ ${interactionBesideGoals.textRatio}×), Get Script copying ${interactionBeside.respondsRatio}× (goal ≤ ${interactionBesideGoals.respondsRatio}×)`,
      );
      console.table(interactionBeside.rows);
    }
    const lighthouseFigures = process.env.BENCH_SKIP_LIGHTHOUSE ? [] : await runLighthouse(base);
    if (lighthouseFigures.length) {
      console.log(`\nLighthouse ${lighthouseRuns}× per route, mobile preset, medians`);
      console.table(lighthouseFigures.map(({ runs: scores, ...rest }) => ({ ...rest, runs: scores.join(" ") })));
    }
    const spaUrl = process.env.BENCH_SKIP_LIGHTHOUSE ? undefined : process.env.BENCH_SPA_URL;
    const besideSpa = spaUrl ? await runLandingBeside(base, spaUrl) : undefined;
    if (besideSpa) {
      console.log(
        `\nThe landing page beside the template SPA, Lighthouse ${lighthouseRuns}× each in turns, medians: LCP ${besideSpa.lcpRatio}× the SPA's (goal ≤ ${sideBySideGoals.lcpRatio}×), TBT goal ≤ ${sideBySideGoals.tbtMs} ms`,
      );
      console.table(besideSpa.rows);
    }
    const load = process.env.BENCH_SKIP_LOAD ? undefined : await runLoad(base);
    if (load) {
      console.log("\nautocannon on / (loopback)");
      console.table([load]);
    }
    const landing = pageAssets(readFileSync(join(buildRoot, "index.html"), "utf8"));
    const besideNginx = process.env.BENCH_SKIP_LOAD ? undefined : await runBesideNginx(base, landing.js);
    if (besideNginx) {
      console.log(
        "\nServing speed beside nginx: the same build and page mix, our one process and nginx's worker per core, 50 connections, 10 s, br/gzip",
      );
      console.table(besideNginx);
    }
    const live = process.env.BENCH_SKIP_LOAD ? undefined : await runLiveBesidePage(base);
    if (live) {
      console.log(
        "\nThe live routes beside a prerendered page of the same server (at least 0.5× its requests/s, p99 at most 3×), 50 connections, 6 s each, br/gzip",
      );
      console.table(live);
    }
    const saves = process.env.BENCH_SKIP_LOAD ? undefined : await runSaveUnderFlood();
    if (saves) {
      console.log(
        `\nAn operator's save (POST /admin, then its 303), alone and while 1,000 clients ask for sign-in options (${saves.flood["ceremony requests/s"]} requests/s) or subscribe to pushes (${saves.flood["subscribe requests/s"]} requests/s, ${saves.flood["pushes delivered"]} pushes delivered meanwhile)`,
      );
      console.table(saves.saves);
    }
    const edge =
      process.env.BENCH_SKIP_LOAD || process.env.BENCH_SKIP_EDGE
        ? undefined
        : await runEdgeBesideNode(["/", "/getkey", "/executors", "/terms", "/status.json", ...landing.js]);
    if (edge) {
      console.log(
        "\nThe Cloudflare preview (wrangler dev, local D1) beside the Node server: 50 connections, 6 s each, br/gzip",
      );
      console.table(edge);
    }
    // The page mix clean and under abuse (scripts/bench-abuse.ts).
    // Pages only: the not-found pages ("/404", "/pt-br/404", …) answer 404 at their own URLs.
    const abusePages = Object.keys(hashes).filter((page) => page !== "/404" && !page.endsWith("/404"));
    const abuseLoad =
      process.env.BENCH_SKIP_LOAD || process.env.BENCH_SKIP_ABUSE
        ? undefined
        : await runAbuseLoad(base, {
            pages: abusePages,
            assets: [...landing.js, ...landing.css],
            serverPid: server.pid,
          });
    if (abuseLoad) {
      console.log(
        "\nPage loads (pages and the landing page's JS/CSS), clean and while other clients abort downloads and send bad Ranges and paths",
      );
      console.table(abuseLoad.load);
      console.log("What the abusers did, and whether / answered afterwards");
      console.table([abuseLoad.abuse]);
      console.log("The server's open descriptors and memory, after the clean run and a second after the abuse");
      console.table(abuseLoad.workers);
    }
    const largest = `/assets/${
      readdirSync(join(buildRoot, "assets"))
        .filter((name) => name.endsWith(".js"))
        .sort((a, b) => statSync(join(buildRoot, "assets", b)).size - statSync(join(buildRoot, "assets", a)).size)[0]
    }`;
    const attackFigures =
      process.env.BENCH_SKIP_LOAD || process.env.BENCH_SKIP_ABUSE
        ? undefined
        : await runAttackTools(base, {
            pages: abusePages,
            assets: [...landing.js, ...landing.css],
            largest,
            serverPid: server.pid,
          });
    if (attackFigures) {
      console.log(
        "\nThe same page mix pipelined, and beside attack tools written by others (autocannon -p 10, raw pipelined hang-ups, slowhttptest)",
      );
      console.table(attackFigures.load);
      if (attackFigures.slow.length) {
        console.log(
          "What slowhttptest saw (connections held at most, closed by the server, seconds its probe was answered)",
        );
        console.table(attackFigures.slow);
      }
      console.log(
        `Open descriptors of every server process before, at most during, and after each attack (once back at the count before, or after 60 s); / answered afterwards: ${attackFigures.healthyAfter}`,
      );
      console.table(attackFigures.descriptors);
    }
    const goalsMet = lighthouseFigures.map((f) => ({
      route: f.route,
      performance: f.performance >= goals.performance,
      tbt: f.tbtMs <= goals.tbtMs,
      cls: f.cls <= goals.cls,
      lcp: f.route !== "/" || f.lcpMs <= goals.lcpMsOnHome,
    }));
    mkdirSync(join(projectRoot, "bench-results"), { recursive: true });
    const output = join(projectRoot, "bench-results", "bench.json");
    writeFileSync(
      output,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          bytes,
          budgetCheck,
          goals,
          interaction,
          interactionBeside,
          lighthouse: lighthouseFigures,
          besideSpa,
          goalsMet,
          load,
          besideNginx,
          live,
          saves,
          edge,
          abuseLoad,
          attackFigures,
        },
        null,
        2,
      ),
    );
    console.log(`\nbench: wrote ${output}`);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
