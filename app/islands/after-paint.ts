/**
 * `client:after-paint`, Astro's client directive for islands a page does not need to paint or to work
 * (its boot scripts act until they hydrate): their modules are fetched and run once the page has painted
 * its first content and the browser is idle, never in the way of the first paint. Inlined into each page
 * by Astro (astro.config.ts), so self-contained.
 */
import type { ClientDirective } from "astro";

/** Runs `then` once the page has painted its first content and the browser is idle (after `load` without paint timing). */
function afterFirstPaint(then: () => void) {
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(then) : setTimeout(then, 200));
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
}

// Astro's island runtime (the `<astro-island>` element): on a page whose islands all hydrate after the paint,
// postbuild takes it out of the page and names its file on this script (app/lib/island-runtime.ts), so it
// too is fetched once the page has painted.
const runtime = (document.currentScript as HTMLScriptElement | null)?.dataset.islandRuntime;
if (runtime)
  afterFirstPaint(() => document.head.append(Object.assign(document.createElement("script"), { src: runtime })));

const afterPaint: ClientDirective = (load) => afterFirstPaint(() => void load().then((hydrate) => hydrate()));

export default afterPaint;
