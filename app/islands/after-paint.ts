/**
 * `client:after-paint`, Astro's client directive for islands a page does not need to paint or to work
 * (its boot scripts act until they hydrate): their modules are fetched and run once the page has painted
 * its first content and the browser is idle, never in the way of the first paint. Inlined into each page
 * by Astro (astro.config.ts), so self-contained.
 */
import type { ClientDirective } from "astro";

const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(() => void hydrate()) : setTimeout(() => void hydrate(), 200);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    painted.disconnect();
    whenIdle();
  });
  painted.observe({ type: "paint", buffered: true });
};

export default afterPaint;
