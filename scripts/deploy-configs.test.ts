// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getTransformedRoutes, normalizeRoutes } from "@vercel/routing-utils";
import { describe, expect, it } from "vitest";
import { publishedLocales } from "../app/i18n/published.ts";
import { siteIndex } from "../app/rules/requests.ts";
import { projectScripts, scriptHash } from "./boot-scripts.ts";
import { projectRoot } from "./build-manifest.ts";
import { committedDeployFiles } from "./deploy-configs.ts";
import { staticHostFile, staticHostHeaders, staticHostRedirects, withStaticHostHead } from "./deploy/static-host.ts";
import { vercelJson, vercelOutputConfig } from "./deploy/vercel.ts";
import { policy, hsts } from "../tests/expected-headers.ts";

const hashes = { "/": ["sha256-home"], "/terms": ["sha256-terms"], "/404": ["sha256-missing"] };

describe("committed deploy files", () => {
  it.each(Object.keys(committedDeployFiles))(
    "%s is up to date (regenerate: npx tsx scripts/deploy-configs.ts)",
    (file) => {
      const generate = committedDeployFiles[file as keyof typeof committedDeployFiles];
      expect(readFileSync(join(projectRoot, file), "utf8")).toBe(generate());
    },
  );
});

describe("Netlify and Cloudflare Pages", () => {
  it("publishes each page as <page>.html, without precompressed siblings or config files", () => {
    const site = siteIndex(Object.keys(hashes));
    expect(staticHostFile("terms/index.html", site)).toBe("terms.html");
    expect(staticHostFile("index.html", site)).toBe("index.html");
    expect(staticHostFile("404.html", site)).toBe("404.html");
    expect(staticHostFile("assets/a.js", site)).toBe("assets/a.js");
    expect(staticHostFile("assets/a.js.br", site)).toBeUndefined();
    expect(staticHostFile("terms/index.html.gz", site)).toBeUndefined();
    expect(staticHostFile("_headers", site)).toBeUndefined();
  });
  it("_headers: three rules whatever the build: common headers and frame-ancestors everywhere, assets, JSON", () => {
    const headers = staticHostHeaders();
    expect(headers).toContain("/*\n  X-Content-Type-Options: nosniff");
    expect(headers).toContain(`Strict-Transport-Security: ${hsts}`);
    expect(headers).toContain("  Content-Security-Policy: frame-ancestors 'none'\n");
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(headers).toContain("/*.json\n  Cache-Control: no-cache");
    expect(headers.split("\n").filter((line) => line.startsWith("/"))).toEqual(["/*", "/assets/*", "/*.json"]);
  });
  it("stays within Cloudflare Pages' documented limits whatever the build: a few rules, short lines", () => {
    // Cloudflare Pages drops what is past them silently: 100 header rules, 2,000 characters a line;
    // 100 dynamic and 2,000 static redirects, 1,000 characters each. Only languages add rules.
    const everyLanguage = Object.fromEntries(
      publishedLocales.filter((locale) => locale.prefix).map((locale) => [`/${locale.prefix}/404`, ["sha256-x"]]),
    );
    const headers = staticHostHeaders().split("\n");
    const redirects = staticHostRedirects({ ...hashes, ...everyLanguage })
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(headers.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
    expect(Math.max(...headers.map((line) => line.length))).toBeLessThanOrEqual(2_000);
    expect(redirects.filter((line) => line.includes("*")).length).toBeLessThanOrEqual(100);
    expect(redirects.length).toBeLessThanOrEqual(2_000);
    expect(Math.max(...redirects.map((line) => line.length))).toBeLessThanOrEqual(1_000);
  });
  it("_redirects answers the 404 page's own URLs with 404", () => {
    expect(staticHostRedirects()).toContain("/404  /404.html  404!");
    expect(staticHostRedirects()).toContain("/404.html  /404.html  404!");
  });
});

const { bootScripts, scriptHashes } = await projectScripts();

describe("the static hosts' language script, as the build compiles it", () => {
  const script = bootScripts.redirectToPageLanguage;
  it("is the language rule, runnable on its own, first in <head> after the charset", () => {
    let went = "";
    const globals = {
      location: { pathname: "/joiner", search: "?PlaceId=1", hash: "", replace: (url: string) => (went = url) },
      history: { state: null, replaceState: () => {} },
      document: { cookie: "" },
      navigator: { languages: ["ru-RU"], language: "ru-RU", userAgent: "Mozilla/5.0" },
    };
    // oxlint-disable-next-line typescript/no-implied-eval -- the point is to run the text on its own.
    new Function(...Object.keys(globals), script)(...Object.values(globals));
    expect(went).toBe("/ru/joiner?PlaceId=1");
    expect(
      withStaticHostHead('<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>', "script-src 'x'", script),
    ).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'x'"/><script>${script}</script><title>`,
    );
    expect(withStaticHostHead("<html><head><title>", 'a "b" & c', "x()")).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/><script>x()</script><title>',
    );
    expect(withStaticHostHead("<html><head><title>", "p")).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="p"/><title>',
    );
  });
  it("is one of the project's scripts, which every page's policy allows", () => {
    expect(scriptHashes).toContain(scriptHash(script));
  });
});

describe("static hosts: languages' not-found pages", () => {
  const localized = { ...hashes, "/pt-br": ["sha256-pt-home"], "/pt-br/404": ["sha256-pt-missing"] };
  it("publish pt-br/404 as pt-br/404.html (Cloudflare Pages serves the nearest), answered for its directory (Netlify)", () => {
    expect(staticHostFile("pt-br/404/index.html", siteIndex(Object.keys(localized)))).toBe("pt-br/404.html");
    const redirects = staticHostRedirects(localized);
    expect(redirects).toContain(
      "/pt-br/404  /pt-br/404.html  404!\n/pt-br/404.html  /pt-br/404.html  404!\n/pt-br/*  /pt-br/404.html  404\n",
    );
  });
  it("Vercel: a missing or refused path under /pt-br/ gets the pt-br 404 page and its CSP", () => {
    const { routes } = vercelOutputConfig(localized) as { routes: Record<string, any>[] };
    const language = routes.filter((route) => route.dest === "/pt-br/404.html");
    expect(language).toHaveLength(2);
    for (const route of language) {
      expect(route.status).toBe(404);
      expect(route.headers["Content-Security-Policy"]).toBe(policy(["sha256-pt-missing"]));
    }
    const [refused, missing] = language.map((route) => new RegExp(route.src));
    expect(refused!.test("/pt-br/x.html")).toBe(true);
    expect(refused!.test("/x.html")).toBe(false);
    expect(missing!.test("/pt-br/nope")).toBe(true);
    expect(missing!.test("/nope")).toBe(false);
    expect(routes.findIndex((route) => route.dest === "/pt-br/404.html")).toBeLessThan(
      routes.findIndex((route) => route.dest === "/404.html"),
    );
  });
});

describe("Vercel build output", () => {
  const { routes } = vercelOutputConfig(hashes) as { routes: Record<string, any>[] };
  it("is a route table Vercel's own validation accepts and leaves as it is", () => {
    const { routes: normalized, error } = normalizeRoutes(
      structuredClone(routes) as Parameters<typeof normalizeRoutes>[0],
    );
    expect(error).toBeNull();
    expect(normalized).toEqual(routes);
  });
  it("vercel.json: Vercel turns its headers, clean URLs and trailing-slash rule into routes without an error", () => {
    const { routes: generated, error } = getTransformedRoutes(JSON.parse(vercelJson()));
    expect(error).toBeNull();
    expect(generated!.length).toBeGreaterThan(2);
  });
  it("rewrites each page to its file with its CSP, redirects its trailing-slash URL, then serves files, then the 404 page", () => {
    const terms = routes.find((route) => route.src === "^/terms$")!;
    expect(terms.dest).toBe("/terms.html");
    expect(terms.headers["Content-Security-Policy"]).toBe(policy(["sha256-terms"]));
    expect(routes.find((route) => route.src === "^/terms/$")).toMatchObject({
      status: 301,
      headers: { Location: "/terms" },
    });
    expect(routes.find((route) => route.src === "^/$")!.dest).toBe("/index.html");
    const filesystem = routes.findIndex((route) => route.handle === "filesystem");
    expect(routes.at(-1)).toMatchObject({ status: 404, dest: "/404.html" });
    expect(routes.at(-1)!.headers["Content-Security-Policy"]).toBe(policy(["sha256-missing"]));
    expect(filesystem).toBe(routes.length - 2);
  });
  it("never serves HTML, precompressed or config files by name", () => {
    const refuse = new RegExp(routes.find((route) => route.status === 404 && route.src !== "^/.*$")!.src);
    for (const path of [
      "/404.html",
      "/terms.html",
      "/x.js.br",
      "/x.gz",
      "/_headers",
      "/_redirects",
      "/.env",
      "/a/.git/x",
      "//evil.com",
      "/assets/",
    ]) {
      expect(refuse.test(path), path).toBe(true);
    }
    for (const path of ["/", "/robots.txt", "/assets/a.js", "/status.json"])
      expect(refuse.test(path), path).toBe(false);
  });
  it("gives files their cache rule with patterns that never overlap", () => {
    const patterns = routes
      .filter((route) => route.continue)
      .map((route) => [new RegExp(route.src), route.headers["Cache-Control"]] as const);
    const rules = (path: string) => patterns.filter(([pattern]) => pattern.test(path)).map(([, cache]) => cache);
    expect(rules("/assets/a.json")).toEqual(["public, max-age=31536000, immutable"]);
    expect(rules("/status.json")).toEqual(["no-cache"]);
    expect(rules("/robots.txt")).toEqual(["public, max-age=3600"]);
    expect(
      routes.filter((route) => route.continue).every((route) => route.headers["Content-Security-Policy"] === policy()),
    ).toBe(true);
  });
});
