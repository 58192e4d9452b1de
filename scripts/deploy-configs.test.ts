// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteIndex } from "../server/routing.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  defaultContentSecurityPolicy,
  strictTransportSecurity,
} from "../server/security-headers.ts";
import { projectRoot } from "./build-manifest.ts";
import {
  committedDeployFiles,
  nginxConf,
  nginxPages,
  staticHostFallbackPolicy,
  staticHostFile,
  staticHostHeaders,
  staticHostRedirects,
  vercelOutputConfig,
} from "./deploy-configs.ts";

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

describe("nginx", () => {
  const conf = nginxConf();
  it("sends every security header, HSTS only over TLS", () => {
    for (const [name, value] of Object.entries(baseSecurityHeaders))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain(`on "${strictTransportSecurity}";`);
    expect(conf).toContain("add_header Strict-Transport-Security $rift_hsts always;");
  });
  it("routes like the embedded server: no merged slashes, relative redirects, nothing served by its file name", () => {
    expect(conf).toContain("merge_slashes off;");
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain("gzip_vary on;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("location ~* \\.(html?|br|gz)$ {\n        return 404;");
    expect(conf).toContain("location = /_headers {\n        return 404;");
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(conf).toMatch(/location ~\* \\\.json\$ \{\n(.*\n)*?\s+add_header Cache-Control "no-cache" always;/);
    // A live JSON file is rewritten after the build: its build-time .gz would be stale.
    expect(conf).toContain("location ~* \\.json$ {\n        gzip_static off;");
    expect(conf).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\)/);
  });
  it("gives each page an exact location with its own CSP, a trailing-slash redirect, and the 404 page its CSP", () => {
    const pages = nginxPages(hashes);
    expect(pages).toContain(`location = /terms {\n`);
    expect(pages).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(["sha256-terms"])}" always;`);
    expect(pages).toContain("try_files /terms/index.html =404;");
    expect(pages).toContain("location = /terms/ {");
    expect(pages).toContain("return 301 /terms$is_args$args;");
    expect(pages).toContain("location = / {");
    expect(pages).toContain("try_files /index.html =404;");
    expect(pages).not.toContain("location = // {");
    expect(pages).toMatch(/location = \/404\.html \{\n    internal;/);
    expect(pages).toContain(`"${contentSecurityPolicy(["sha256-missing"])}"`);
  });
  it("refuses page paths it cannot write safely, and not-found pages it does not know yet", () => {
    expect(() => nginxPages({ ...hashes, '/a"b': [] })).toThrow(/cannot be written/);
    expect(() => nginxPages({ ...hashes, "/pt-br/404": [] })).toThrow(/not-found pages \/pt-br\/404/);
  });
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
  it("_headers: common headers and a policy allowing every page's scripts on every path, each page its own policy too", () => {
    const headers = staticHostHeaders(hashes);
    expect(headers).toContain("/*\n  X-Content-Type-Options: nosniff");
    expect(headers).toContain(`Strict-Transport-Security: ${strictTransportSecurity}`);
    expect(staticHostFallbackPolicy(hashes)).toContain("'sha256-missing'");
    expect(staticHostFallbackPolicy(hashes)).toContain("'sha256-terms'");
    expect(headers).toContain(`  Content-Security-Policy: ${staticHostFallbackPolicy(hashes)}`);
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(headers).toContain("/*.json\n  Cache-Control: no-cache");
    for (const url of ["/terms", "/terms/"]) {
      expect(headers).toContain(
        `${url}\n  Content-Security-Policy: ${contentSecurityPolicy(["sha256-terms"])}\n  Cache-Control: no-cache`,
      );
    }
  });
  it("_redirects answers the 404 page's own URLs with 404", () => {
    expect(staticHostRedirects()).toContain("/404  /404.html  404!");
    expect(staticHostRedirects()).toContain("/404.html  /404.html  404!");
  });
});

describe("Vercel build output", () => {
  const { routes } = vercelOutputConfig(hashes) as { routes: Record<string, any>[] };
  it("rewrites each page to its file with its CSP, redirects its trailing-slash URL, then serves files, then the 404 page", () => {
    const terms = routes.find((route) => route.src === "^/terms$")!;
    expect(terms.dest).toBe("/terms.html");
    expect(terms.headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(["sha256-terms"]));
    expect(routes.find((route) => route.src === "^/terms/$")).toMatchObject({
      status: 301,
      headers: { Location: "/terms" },
    });
    expect(routes.find((route) => route.src === "^/$")!.dest).toBe("/index.html");
    const filesystem = routes.findIndex((route) => route.handle === "filesystem");
    expect(routes.at(-1)).toMatchObject({ status: 404, dest: "/404.html" });
    expect(routes.at(-1)!.headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(["sha256-missing"]));
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
      routes
        .filter((route) => route.continue)
        .every((route) => route.headers["Content-Security-Policy"] === defaultContentSecurityPolicy),
    ).toBe(true);
  });
});
