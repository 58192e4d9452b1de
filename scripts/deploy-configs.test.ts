import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, strictTransportSecurity } from "../server/security-headers.ts";
import { projectRoot } from "./build-manifest.ts";
import {
  committedDeployFiles,
  nginxConf,
  nginxCspMap,
  staticHostHeaders,
  staticHostRedirects,
  vercelOutputConfig,
} from "./deploy-configs.ts";

const hashes = { "/": ["sha256-home"], "/terms": ["sha256-terms"], "/404": ["sha256-missing"] };

describe("committed deploy files", () => {
  it.each(Object.keys(committedDeployFiles))("%s is up to date (regenerate: npx tsx scripts/deploy-configs.ts)", (file) => {
    const generate = committedDeployFiles[file as keyof typeof committedDeployFiles];
    expect(readFileSync(join(projectRoot, file), "utf8")).toBe(generate());
  });
});

describe("nginx", () => {
  const conf = nginxConf();
  it("sends every security header, HSTS only over TLS", () => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain(`on "${strictTransportSecurity}";`);
    expect(conf).toContain("add_header Strict-Transport-Security $rift_hsts always;");
  });
  it("serves pages, 404s and assets the way the embedded server does", () => {
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("location = /404 { return 404; }");
    expect(conf).toContain("location = /__spa-fallback.html { return 404; }");
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(conf).toContain("gzip_static on;");
    expect(conf).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\)/);
  });
  it("maps each page file to its own CSP", () => {
    const map = nginxCspMap(hashes);
    expect(map).toContain(`/index.html "${contentSecurityPolicy(["sha256-home"])}";`);
    expect(map).toContain(`/terms/index.html "${contentSecurityPolicy(["sha256-terms"])}";`);
    expect(map).toContain(`/404.html "${contentSecurityPolicy(["sha256-missing"])}";`);
  });
});

describe("Netlify and Cloudflare Pages", () => {
  it("_headers gives every path the common headers and each page URL its CSP", () => {
    const headers = staticHostHeaders(hashes);
    expect(headers).toContain("/*\n  X-Content-Type-Options: nosniff");
    expect(headers).toContain(`Strict-Transport-Security: ${strictTransportSecurity}`);
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    for (const url of ["/terms", "/terms/", "/terms/index.html"]) {
      expect(headers).toContain(`${url}\n  Content-Security-Policy: ${contentSecurityPolicy(["sha256-terms"])}`);
    }
  });
  it("_redirects answers the catch-all's own URLs with 404", () => {
    expect(staticHostRedirects()).toContain("/404  /404.html  404!");
  });
});

describe("Vercel build output", () => {
  it("adds each page's CSP, then serves files, then the 404 page with status 404", () => {
    const { routes } = vercelOutputConfig(hashes) as { routes: Record<string, any>[] };
    const terms = routes.find((route) => route.src === "^/terms(/|/index\\.html)?$")!;
    expect(terms.headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(["sha256-terms"]));
    const filesystem = routes.findIndex((route) => route.handle === "filesystem");
    expect(routes.at(-1)).toMatchObject({ status: 404, dest: "/404.html" });
    expect(filesystem).toBe(routes.length - 2);
  });
});
