/**
 * When is a page usable, not just painted? Real Chromium, throttled like a mid-range phone on a
 * mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), a fresh
 * browser context per run (cold cache), median of BENCH_INTERACTION_RUNS (5) loads per route:
 * - text: first contentful paint;
 * - responds: the first moment a press on the route's first control has its effect (the control is
 *   pressed as soon as it is visible, again every 100 ms until it works): a copy shows its
 *   confirmation, a link starts its navigation;
 * - hydrated: when React has taken over (html[data-hydrated]), where the page has React at all;
 * - JS transferred (bytes on the wire, all scripts) and executed (bytes of script source whose code
 *   ran, V8 block coverage, inline scripts included).
 * Requests to other hosts are answered locally (ad script loads, no geolocation).
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { site } from "../app/config/site.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";

export const throttling = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

type Probe =
  | { kind: "copy"; button: string; confirmation: string }
  | { kind: "link"; name: string };

interface Route {
  path: string;
  probe: Probe;
  /** The page hydrates (React takes over): its hydration time is reported too. */
  hydrates: boolean;
}

export const interactionRoutes: Route[] = [
  { path: "/", hydrates: true, probe: { kind: "copy", button: "Get Script", confirmation: "Script Copied!" } },
  {
    path: "/servercodes?code=ABC123",
    hydrates: true,
    probe: { kind: "copy", button: "Copy Code", confirmation: "Server code copied to clipboard" },
  },
  { path: "/getkey", hydrates: false, probe: { kind: "link", name: "Back to Home" } },
  { path: "/resellers", hydrates: true, probe: { kind: "link", name: "Back to Get Key" } },
  { path: "/terms", hydrates: false, probe: { kind: "link", name: "Terms of Service" } },
];

export interface InteractionFigures {
  route: string;
  textMs: number;
  respondsMs: number;
  hydratedMs: number | null;
  jsTransferredBytes: number;
  jsExecutedBytes: number;
  scripts: number;
  samples: { textMs: number; respondsMs: number; hydratedMs: number | null }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

export async function runInteraction(base: string, runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5)): Promise<InteractionFigures[]> {
  const executablePath = process.env.CHROME_PATH ?? findBrowser();
  if (!executablePath) throw new Error("no Chromium found: set CHROME_PATH");
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const figures: InteractionFigures[] = [];
  try {
    for (const route of interactionRoutes) {
      const samples: Awaited<ReturnType<typeof measureOnce>>[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, base, route));
      const hydrated = samples.map((s) => s.hydratedMs).filter((v): v is number => v !== null);
      figures.push({
        route: route.path,
        textMs: median(samples.map((s) => s.textMs)),
        respondsMs: median(samples.map((s) => s.respondsMs)),
        hydratedMs: hydrated.length === samples.length ? median(hydrated) : null,
        jsTransferredBytes: median(samples.map((s) => s.jsTransferredBytes)),
        jsExecutedBytes: median(samples.map((s) => s.jsExecutedBytes)),
        scripts: median(samples.map((s) => s.scripts)),
        samples: samples.map(({ textMs, respondsMs, hydratedMs }) => ({ textMs, respondsMs, hydratedMs })),
      });
      const last = figures.at(-1)!;
      console.log(`bench: interaction ${route.path}: text ${last.textMs} ms, responds ${last.respondsMs} ms, hydrated ${last.hydratedMs ?? "-"} ms`);
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function measureOnce(browser: Browser, base: string, route: Route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  const own = new URL(base).host;
  const adScript = new URL(site.thirdParty.adScriptUrl);
  await context.route(
    (url) => url.host !== own,
    (request) => {
      const url = new URL(request.request().url());
      if (url.origin + url.pathname === adScript.origin + adScript.pathname) {
        return request.fulfill({ status: 200, contentType: "text/javascript", body: "window.adsbygoogle = window.adsbygoogle || [];" });
      }
      return request.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stand-in</title>" });
    },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: (throttling.downloadKbps * 1000) / 8,
    uploadThroughput: (throttling.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });

  // Bytes on the wire per script response.
  const scriptRequests = new Set<string>();
  let jsTransferredBytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scriptRequests.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scriptRequests.has(event.requestId)) jsTransferredBytes += event.encodedDataLength;
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: true });

  const start = Date.now();
  await page.goto(`${base}${route.path}`, { waitUntil: "commit" });
  const pressedAt = await firstResponse(page, route.probe, start);
  // Wait (bounded) for React on pages that have it, then let the page settle.
  let hydratedAt: number | null = null;
  if (route.hydrates) {
    hydratedAt = await page
      .waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: 20_000 })
      .then(() => Date.now())
      .catch(() => null);
  }
  await page.waitForLoadState("load").catch(() => {});
  const { fcp, origin } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    origin: performance.timeOrigin,
  }));
  const coverage = await page.coverage.stopJSCoverage();
  await context.close();
  return {
    textMs: Math.round(fcp),
    respondsMs: Math.round(pressedAt - origin),
    hydratedMs: hydratedAt === null ? null : Math.round(hydratedAt - origin),
    jsTransferredBytes,
    jsExecutedBytes: coverage.reduce((sum, entry) => sum + executedBytes(entry.functions), 0),
    scripts: coverage.length,
  };
}

type CoverageFunction = { ranges: { startOffset: number; endOffset: number; count: number }[] };

/** Bytes of a script whose code ran: V8 block ranges painted outermost first, so inner blocks override. */
export function executedBytes(functions: CoverageFunction[]): number {
  const ranges = functions.flatMap((fn) => fn.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const length = ranges.reduce((max, range) => Math.max(max, range.endOffset), 0);
  const ran = new Uint8Array(length);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, value) => sum + value, 0);
}

/** Presses the probe's control as soon as it is visible, every 100 ms, until the press has its effect; returns when (epoch ms) that press was made. */
async function firstResponse(page: Page, probe: Probe, start: number): Promise<number> {
  const deadline = start + 30_000;
  if (probe.kind === "copy") {
    const button = page.getByRole("button", { name: probe.button, exact: true });
    const confirmation = page.getByText(probe.confirmation).first();
    while (Date.now() < deadline) {
      if (await button.isVisible().catch(() => false)) {
        const pressedAt = Date.now();
        await button.click({ timeout: 1000, noWaitAfter: true }).catch(() => {});
        if (await confirmation.waitFor({ state: "visible", timeout: 100 }).then(() => true, () => false)) return pressedAt;
      } else {
        await page.waitForTimeout(20);
      }
    }
    throw new Error(`${probe.button}: no confirmation within 30 s`);
  }
  const link = page.getByRole("link", { name: probe.name, exact: true }).first();
  while (Date.now() < deadline) {
    if (await link.isVisible().catch(() => false)) {
      const pressedAt = Date.now();
      const started = page
        .waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame(), { timeout: 1000 })
        .then(
          () => true,
          () => false,
        );
      await link.click({ timeout: 1000, noWaitAfter: true }).catch(() => {});
      if (await started) return pressedAt;
    } else {
      await page.waitForTimeout(20);
    }
  }
  throw new Error(`${probe.name}: no navigation within 30 s`);
}
