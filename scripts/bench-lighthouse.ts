/**
 * `npm run bench`, part 2: Lighthouse's performance figures (median of BENCH_RUNS runs, a fresh
 * browser each) for a few routes, with the ad script and the geolocation endpoint blocked.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { site } from "../app/config/site.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";

const lighthouseRoutes = ["/", "/getkey", "/resellers", "/terms", "/servercodes?code=ABC123"];
export const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);

export interface LighthouseFigures {
  route: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function runLighthouse(base: string): Promise<LighthouseFigures[]> {
  const chromePath = process.env.CHROME_PATH ?? findBrowser();
  if (!chromePath) throw new Error("no Chromium found: set CHROME_PATH");
  const blocked = [new URL(site.thirdParty.adScriptUrl).host, new URL(site.thirdParty.geolocationEndpoint).host];
  const figures: LighthouseFigures[] = [];
  for (const route of lighthouseRoutes) {
    const samples: Omit<LighthouseFigures, "route" | "runs">[] = [];
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is
    // retried, up to BENCH_RUNS extra attempts per route, and never counted.
    for (let run = 0, attempts = 0; run < lighthouseRuns && attempts < 2 * lighthouseRuns; attempts++) {
      // A fresh browser per run: no warm caches between samples.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [
          "--headless=new",
          ...chromiumArgs,
          "--disable-gpu",
          "--mute-audio",
          "--no-default-browser-check",
          "--disable-extensions",
        ],
      });
      try {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          blockedUrlPatterns: blocked.map((host) => `*${host}*`),
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.warn(`lighthouse ${route}: ${lhr.runtimeError.code}, retrying`);
          continue;
        }
        run++;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audit("largest-contentful-paint")),
          fcpMs: Math.round(audit("first-contentful-paint")),
          tbtMs: Math.round(audit("total-blocking-time")),
          cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        });
      } finally {
        chrome.kill();
      }
    }
    if (samples.length === 0) throw new Error(`lighthouse ${route}: every run failed`);
    figures.push({
      route,
      performance: median(samples.map((s) => s.performance)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      runs: samples.map((s) => s.performance),
    });
    console.log(`bench: lighthouse ${route}: ${figures.at(-1)!.performance} (runs ${figures.at(-1)!.runs.join(", ")})`);
  }
  return figures;
}
