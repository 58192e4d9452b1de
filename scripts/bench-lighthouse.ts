/**
 * `npm run bench`, part 2: Lighthouse's performance figures (median of BENCH_RUNS runs, a fresh
 * browser each; mobile preset, simulated throttling) for a few routes, with the ad script and the
 * geolocation endpoint blocked; and, with BENCH_SPA_URL, the landing page beside another build of it
 * (the template SPA of the README's Performance section), their runs alternating.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { site } from "../app/config/site.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";

/** The routes measured; BENCH_LIGHTHOUSE_ONLY (routes separated by commas, e.g. `/`) measures only those. */
const lighthouseRoutes = process.env.BENCH_LIGHTHOUSE_ONLY?.split(",") ?? [
  "/",
  "/getkey",
  "/resellers",
  "/terms",
  "/servercodes?code=ABC123",
  "/games/fisch",
];
export const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);

interface Sample {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseFigures extends Sample {
  route: string;
  runs: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const medians = (samples: Sample[]): Sample => ({
  performance: median(samples.map((s) => s.performance)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  fcpMs: median(samples.map((s) => s.fcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
  cls: median(samples.map((s) => s.cls)),
});

/**
 * One Lighthouse run of `url` in a fresh browser (no warm caches between samples). Null when Lighthouse
 * failed to record it (now and then NO_NAVSTART on a busy machine): such a run is retried, never counted.
 */
async function lighthouseOnce(url: string): Promise<Sample | null> {
  const chromePath = process.env.CHROME_PATH ?? findBrowser();
  if (!chromePath) throw new Error("no Chromium found: set CHROME_PATH");
  const blocked = [new URL(site.thirdParty.adScriptUrl).host, new URL(site.thirdParty.geolocationEndpoint).host];
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns: blocked.map((host) => `*${host}*`),
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) {
      console.warn(`lighthouse ${url}: ${lhr.runtimeError.code}, retrying`);
      return null;
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      fcpMs: Math.round(audit("first-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}

/** BENCH_RUNS samples of each URL, taken in turns (a, b, a, b, …) so a busy spell weighs on both; up to as many retries. */
async function samplesInTurns(urls: string[]): Promise<Sample[][]> {
  const samples: Sample[][] = urls.map(() => []);
  for (let attempts = 0; samples.some((s) => s.length < lighthouseRuns) && attempts < 2 * lighthouseRuns; attempts++)
    for (const [index, url] of urls.entries()) {
      if (samples[index].length >= lighthouseRuns) continue;
      const sample = await lighthouseOnce(url);
      if (sample) samples[index].push(sample);
    }
  for (const [index, url] of urls.entries())
    if (samples[index].length === 0) throw new Error(`lighthouse ${url}: every run failed`);
  return samples;
}

export async function runLighthouse(base: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const route of lighthouseRoutes) {
    const [samples] = await samplesInTurns([`${base}${route}`]);
    figures.push({ route, ...medians(samples), runs: samples.map((s) => s.performance) });
    console.log(`bench: lighthouse ${route}: ${figures.at(-1)!.performance} (runs ${figures.at(-1)!.runs.join(", ")})`);
  }
  return figures;
}

/** The goal for the landing page beside the template SPA: LCP at most 0.45× the SPA's, TBT at most 50 ms. */
export const sideBySideGoals = { lcpRatio: 0.45, tbtMs: 50 };

/** The landing page (`base` + "/") and `otherUrl` in turns, BENCH_RUNS each: medians, and our LCP as a share of theirs. */
export async function runLandingBeside(base: string, otherUrl: string) {
  const [ours, theirs] = (await samplesInTurns([`${base}/`, otherUrl])).map(medians);
  const lcpRatio = Number((ours.lcpMs / theirs.lcpMs).toFixed(2));
  return {
    rows: [
      { page: "/ (this build)", ...ours },
      { page: otherUrl, ...theirs },
    ],
    lcpRatio,
    goalsMet: { lcp: lcpRatio <= sideBySideGoals.lcpRatio, tbt: ours.tbtMs <= sideBySideGoals.tbtMs },
  };
}
