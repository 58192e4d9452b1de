/**
 * JavaScript as the browser receives it from the production server: compressed as served (Chromium
 * asks for brotli), response headers included, as Lighthouse counts a page's transfer. The byte
 * budgets of scripts/budgets.test.ts count files; this counts what crosses the wire, on HTTP/1.1,
 * where each response's headers (security headers, ETag, dates) cost about a kilobyte.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { inlineScriptsBrotli } from "../page-bytes.ts";

/** Bytes received for each script response from the site itself (headers and compressed body), and the bodies alone. */
async function scriptTransfer(
  page: Page,
  baseURL: string,
  path: string,
  hydrated: () => Promise<void>,
): Promise<{ bytes: number; bodies: number; files: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, string>();
  let bytes = 0;
  let bodies = 0;
  const files: string[] = [];
  cdp.on("Network.responseReceived", (event) => {
    // The ad network's script (answered by the fixtures) is another host's, not this site's.
    if (event.type === "Script" && new URL(event.response.url).origin === new URL(baseURL).origin) {
      scripts.set(event.requestId, event.response.url);
      bodies += Number(event.response.headers["content-length"] ?? event.response.headers["Content-Length"]);
    }
  });
  cdp.on("Network.loadingFinished", (event) => {
    const url = scripts.get(event.requestId);
    if (url === undefined) return;
    bytes += event.encodedDataLength;
    files.push(new URL(url).pathname);
  });
  await page.goto(path);
  // Islands hydrated after the paint ask for their modules only once the page is idle, which on a loaded machine
  // can be after half a second of network silence: every island hydrated, then quiet, is the end of the page's load.
  await hydrated();
  await page.waitForLoadState("networkidle");
  return { bytes, bodies, files };
}

test.describe("JavaScript transferred, as served", () => {
  test("the landing page receives at most 70,000 B of JavaScript (its four files as served and its inline scripts), and at most 74,000 B with every response's headers", async ({
    page,
    hydrated,
    baseURL,
  }) => {
    const { bytes, bodies, files } = await scriptTransfer(page, baseURL!, "/", hydrated);
    expect(
      files.every((file) => file.startsWith("/assets/")),
      files.join(", "),
    ).toBe(true);
    // Astro's React renderer with the runtime, the landing page's islands, what they share with islands
    // loaded on demand elsewhere (scripts/island-chunks.ts), and Astro's island element (app/lib/island-runtime.ts).
    expect(files).toHaveLength(4);
    const inline = inlineScriptsBrotli(await page.content());
    expect(bodies + inline, `${bodies} B in ${files.join(", ")} and ${inline} B inline`).toBeLessThanOrEqual(70_000);
    // Each response's headers (security headers, a policy, ETag, dates) are about a kilobyte.
    expect(bytes, `${bytes} B with headers`).toBeLessThanOrEqual(74_000);
  });
  for (const path of ["/joiner", "/resellers", "/executors", "/servercodes?code=ABC123", "/ar"]) {
    test(`${path} receives at most 80,000 B of JavaScript, headers included`, async ({
      page,
      baseURL,
      hydrated,
      allowConsoleErrors,
    }) => {
      // The joiner without its parameters logs the spec's line once the ad-block check clears.
      allowConsoleErrors("Missing PlaceId or ServerId");
      const { bytes, files } = await scriptTransfer(page, baseURL!, path, hydrated);
      expect(files.length).toBeGreaterThan(0);
      expect(bytes, `${bytes} B in ${files.join(", ")}`).toBeLessThanOrEqual(80_000);
    });
  }

  test("a page with nothing interactive receives no JavaScript", async ({ page, baseURL, hydrated }) => {
    const { files } = await scriptTransfer(page, baseURL!, "/terms", hydrated);
    expect(files).toEqual([]);
  });
});
