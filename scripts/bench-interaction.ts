/**
 * When is a page usable, not just painted? Real Chromium, throttled like a mid-range phone on a
 * mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), a fresh
 * browser context per run (cold cache), median of BENCH_INTERACTION_RUNS (5) loads per route:
 * - text: first contentful paint;
 * - responds: the first moment a press on the route's first control has its effect (the control is
 *   pressed where it will be, from the moment the document arrives and every 100 ms until it works,
 *   by raw input as a finger would): a copy's confirmation is in the page, a link's navigation has
 *   started;
 * - hydrated: when React has taken over (html[data-hydrated]), where the page has React at all;
 * - JS transferred (bytes on the wire, all scripts) and executed (bytes of script source whose code
 *   ran, V8 block coverage, inline scripts included).
 * Requests to other hosts are answered locally (ad script loads, no geolocation).
 */
import { chromium, type Browser } from "@playwright/test";
import { site } from "../app/config/site.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";

export const throttling = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

type Probe = { kind: "copy"; button: string; confirmation: string } | { kind: "link"; name: string };

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
  { path: "/terms", hydrates: false, probe: { kind: "link", name: "Rift home" } },
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

export async function runInteraction(
  base: string,
  runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5),
): Promise<InteractionFigures[]> {
  const executablePath = process.env.CHROME_PATH ?? findBrowser();
  if (!executablePath) throw new Error("no Chromium found: set CHROME_PATH");
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const figures: InteractionFigures[] = [];
  try {
    const only = process.env.BENCH_INTERACTION_ONLY;
    for (const route of interactionRoutes.filter((r) => !only || r.path.startsWith(only))) {
      const samples: Awaited<ReturnType<typeof measureOnce>>[] = [];
      const target = await probeTarget(browser, base, route);
      for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, base, route, target));
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
      console.log(
        `bench: interaction ${route.path}: text ${last.textMs} ms, responds ${last.respondsMs} ms, hydrated ${last.hydratedMs ?? "-"} ms (responds per run: ${last.samples.map((s) => s.respondsMs).join(", ")})`,
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The goals for the landing page beside the template SPA: first text at most 0.45× the SPA's, Get Script copying at most 0.5×. */
export const interactionBesideGoals = { textRatio: 0.45, respondsRatio: 0.5 };

/**
 * The landing page (`base` + "/") and `otherUrl` (the template SPA, whose Get Script shows a
 * `[data-toast]` "Script Copied!" too) in turns, `runs` cold loads each: medians and our share of theirs.
 */
export async function runInteractionBeside(
  base: string,
  otherUrl: string,
  runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5),
) {
  const executablePath = process.env.CHROME_PATH ?? findBrowser();
  if (!executablePath) throw new Error("no Chromium found: set CHROME_PATH");
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const other = new URL(otherUrl);
    const sides = [
      { label: "/ (this build)", base, route: interactionRoutes[0]! },
      {
        label: otherUrl,
        base: other.origin,
        route: { ...interactionRoutes[0]!, path: other.pathname, hydrates: false },
      },
    ];
    const targets = await Promise.all(sides.map((side) => probeTarget(browser, side.base, side.route)));
    const samples = sides.map((): Awaited<ReturnType<typeof measureOnce>>[] => []);
    for (let run = 0; run < runs; run++)
      for (const [index, side] of sides.entries())
        samples[index]!.push(await measureOnce(browser, side.base, side.route, targets[index]!));
    const rows = sides.map((side, index) => ({
      page: side.label,
      "text ms": median(samples[index]!.map((s) => s.textMs)),
      "responds ms": median(samples[index]!.map((s) => s.respondsMs)),
      "JS B wire": median(samples[index]!.map((s) => s.jsTransferredBytes)),
      "text per run": samples[index]!.map((s) => s.textMs).join(" "),
      "responds per run": samples[index]!.map((s) => s.respondsMs).join(" "),
    }));
    const ratio = (key: "text ms" | "responds ms") => Number((rows[0]![key] / rows[1]![key]).toFixed(2));
    return { rows, textRatio: ratio("text ms"), respondsRatio: ratio("responds ms") };
  } finally {
    await browser.close();
  }
}

const viewport = { width: 412, height: 823 };

async function newThrottledPage(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  const own = new URL(base).host;
  const adScript = new URL(site.thirdParty.adScriptUrl);
  await context.route(
    (url) => url.host !== own,
    (request) => {
      const url = new URL(request.request().url());
      if (url.origin + url.pathname === adScript.origin + adScript.pathname) {
        return request.fulfill({
          status: 200,
          contentType: "text/javascript",
          body: "window.adsbygoogle = window.adsbygoogle || [];",
        });
      }
      return request.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stand-in</title>" });
    },
  );
  const page = await context.newPage();
  return { context, page };
}

/** Where the probe's control sits once the page is complete (same viewport): the presses aim there. */
async function probeTarget(browser: Browser, base: string, route: Route) {
  const { context, page } = await newThrottledPage(browser, base);
  try {
    await page.goto(`${base}${route.path}`, { waitUntil: "load" });
    const control =
      route.probe.kind === "copy"
        ? page.getByRole("button", { name: route.probe.button, exact: true })
        : page.getByRole("link", { name: route.probe.name, exact: true }).first();
    const box = await control.boundingBox();
    if (!box || box.y + box.height > viewport.height)
      throw new Error(`${route.path}: the probe control is not on the first screen`);
    const href =
      route.probe.kind === "link" ? new URL((await control.getAttribute("href")) ?? "/", page.url()).href : null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, href };
  } finally {
    await context.close();
  }
}

/**
 * Presses land as raw input (CDP), not through Playwright's actionability checks: those need the
 * page's main thread and would measure the test driver, not the page. The page itself timestamps the
 * effect (a confirmation toast added to the document), the network the start of a link's navigation.
 */
async function measureOnce(
  browser: Browser,
  base: string,
  route: Route,
  target: Awaited<ReturnType<typeof probeTarget>>,
) {
  const { context, page } = await newThrottledPage(browser, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: (throttling.downloadKbps * 1000) / 8,
    uploadThroughput: (throttling.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });

  // Bytes on the wire per script response; when documents were requested (seconds, monotonic).
  const scriptRequests = new Set<string>();
  const documentRequests: number[] = [];
  let jsTransferredBytes = 0;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") documentRequests.push(event.timestamp);
  });
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scriptRequests.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scriptRequests.has(event.requestId)) jsTransferredBytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    const marks = window as unknown as { benchConfirmedAt?: number };
    new MutationObserver(() => {
      if (marks.benchConfirmedAt === undefined && document.querySelector("[data-early-toast], [data-toast]")) {
        marks.benchConfirmedAt = performance.now();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  if (target.href) await page.route(target.href, (request) => request.abort("aborted"));
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: true });

  // Nobody presses what is not on screen yet: the presses start at the first contentful paint, as
  // the browser reports it (the page's own main thread may still be busy).
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve, reject) => {
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint") resolve();
    });
    setTimeout(() => reject(new Error(`${route.path}: no first contentful paint within 30 s`)), 30_000);
  });
  await page.goto(`${base}${route.path}`, { waitUntil: "commit" });
  const deadline = Date.now() + 30_000;
  await painted;
  const responded = async () =>
    target.href
      ? documentRequests.length > 1
      : await page
          .evaluate(() => (window as unknown as { benchConfirmedAt?: number }).benchConfirmedAt !== undefined)
          .catch(() => false);
  while (!(await responded())) {
    if (Date.now() > deadline) throw new Error(`${route.path}: no response to a press within 30 s`);
    await page.mouse.click(target.x, target.y).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Wait (bounded) for React on pages that have it, then let the page settle.
  let hydratedAt: number | null = null;
  if (route.hydrates) {
    hydratedAt = await page
      .waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: 20_000 })
      .then(() => Date.now())
      .catch(() => null);
  }
  await page.waitForLoadState("load").catch(() => {});
  const { fcp, origin, confirmedAt } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    origin: performance.timeOrigin,
    confirmedAt: (window as unknown as { benchConfirmedAt?: number }).benchConfirmedAt ?? Number.NaN,
  }));
  const coverage = await page.coverage.stopJSCoverage();
  await context.close();
  // The first document request starts the page's clock (timeOrigin) within a millisecond or two.
  const respondsMs = target.href ? (documentRequests[1] - documentRequests[0]) * 1000 : confirmedAt;
  return {
    textMs: Math.round(fcp),
    respondsMs: Math.round(respondsMs),
    hydratedMs: hydratedAt === null ? null : Math.round(hydratedAt - origin),
    jsTransferredBytes,
    jsExecutedBytes: coverage.reduce((sum, entry) => sum + executedBytes(entry.functions), 0),
    scripts: coverage.length,
  };
}

type CoverageFunction = { ranges: { startOffset: number; endOffset: number; count: number }[] };

/** Bytes of a script whose code ran: V8 block ranges painted outermost first, so inner blocks override. */
export function executedBytes(functions: CoverageFunction[]): number {
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const length = ranges.reduce((max, range) => Math.max(max, range.endOffset), 0);
  const ran = new Uint8Array(length);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, value) => sum + value, 0);
}
