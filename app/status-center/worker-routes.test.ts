import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gamePaths, indexablePaths, noindexPaths } from "../lib/page-paths.ts";
import { localizedPath } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { livePaths } from "./center.ts";

/** wrangler.jsonc as JSON: its line comments and trailing commas dropped. */
const jsonc = readFileSync(new URL("../../wrangler.jsonc", import.meta.url), "utf8");
const wrangler = JSON.parse(jsonc.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1")) as {
  assets: { run_worker_first: string[] };
};
/** A run_worker_first pattern as Cloudflare matches it: `*` stands for anything. */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

describe("the Worker's routes (wrangler.jsonc assets.run_worker_first)", () => {
  it("send every live path to the Worker, so no page that shows a status is served as the build made it", () => {
    const patterns = wrangler.assets.run_worker_first.map(matcher);
    const missed = [...livePaths].filter((path) => !patterns.some((pattern) => pattern.test(path)));
    expect(missed).toEqual([]);
    expect(livePaths.has("/ar/executors") && livePaths.has("/")).toBe(true);
  });
  it("send every page in every language to the Worker, so each decides its language as on the Node server", () => {
    const patterns = wrangler.assets.run_worker_first.map(matcher);
    const pages = [...indexablePaths, ...noindexPaths, ...gamePaths].flatMap((page) =>
      publishedLocales.map((locale) => localizedPath(page, locale)),
    );
    expect(pages.filter((path) => !patterns.some((pattern) => pattern.test(path)))).toEqual([]);
    expect(pages).toContain("/pt-br/terms");
  });
});
