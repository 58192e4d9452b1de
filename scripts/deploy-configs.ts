/**
 * Deploy configurations generated from app/rules/headers.ts and the routing rules of
 * app/rules/requests.ts, so nginx, Netlify, Cloudflare Pages and Vercel answer like the embedded server
 * (server/request-cases.test.ts holds all of them to one list of cases). Each target's rules live
 * in one file, the rules they share (the page list, names) once:
 * - scripts/deploy/shared.ts: the pages of a build, checked once;
 * - scripts/deploy/nginx.ts: deploy/nginx.conf and build/deploy/nginx-pages.conf;
 * - scripts/deploy/static-host.ts: build/static-host (Netlify, Cloudflare Pages);
 * - scripts/deploy/vercel.ts: vercel.json and .vercel/output/config.json.
 *
 * Two kinds of output:
 * - Committed, build-independent: `deploy/nginx.conf` and `vercel.json`. Regenerate with
 *   `npx tsx scripts/deploy-configs.ts`; a unit test fails when they are out of date.
 * - Per build (`writeDeployOutputs`, called by scripts/postbuild.ts, because pages and their CSP
 *   script hashes change with every build): nginx-pages.conf, build/static-host, and on Vercel
 *   (`VERCEL=1`) `.vercel/output/`.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { SiteIndex } from "../app/rules/requests.ts";
import { buildRoot, deployBuildDir, projectRoot } from "./build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { nginxConf, nginxPages } from "./deploy/nginx.ts";
import { siteTable } from "../app/rules/table.ts";
import {
  checkStaticHostLimits,
  languageScript,
  staticHostDir,
  staticHostFile,
  staticHostHashes,
  staticHostHashesFile,
  staticHostHeaders,
  staticHostHtml,
  staticHostRedirects,
  withStaticHostHead,
} from "./deploy/static-host.ts";
import { vercelJson, vercelJsonRoutes, vercelOutputConfig } from "./deploy/vercel.ts";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Copies build/client into a static host's layout; every HTML file gets its policy, every page the language script. */
function copyStaticHostFiles(site: SiteIndex, target: string, staticHashes: ScriptHashes, script: string) {
  rmSync(target, { recursive: true, force: true });
  const html = staticHostHtml(staticHashes);
  for (const file of walk(buildRoot)) {
    const source = relative(buildRoot, file).replace(/\\/g, "/");
    const destination = staticHostFile(source, site);
    if (destination === undefined) continue;
    mkdirSync(dirname(join(target, destination)), { recursive: true });
    const head = html.get(source);
    if (head)
      writeFileSync(
        join(target, destination),
        withStaticHostHead(readFileSync(file, "utf8"), head.policy, head.languageScript ? script : undefined),
      );
    else copyFileSync(file, join(target, destination));
  }
}

/**
 * Writes every per-build deploy output (see the top of this file). Called by scripts/postbuild.ts,
 * which passes its minifier for the static hosts' language script. Stops the build when a static
 * host's file would exceed that host's limits or Vercel refuses the route table.
 */
export function writeDeployOutputs(
  hashes: ScriptHashes,
  options: { vercel?: boolean; minify?: (code: string) => string } = {},
) {
  const { site } = siteTable(hashes);
  const script = languageScript(options.minify);
  const staticHashes = staticHostHashes(hashes, script);
  mkdirSync(deployBuildDir, { recursive: true });
  writeFileSync(join(deployBuildDir, "nginx-pages.conf"), nginxPages(hashes));
  writeFileSync(staticHostHashesFile, JSON.stringify(staticHashes, null, 2));

  const headers = staticHostHeaders();
  const redirects = staticHostRedirects(staticHashes);
  checkStaticHostLimits(headers, redirects);
  const vercelConfig = vercelOutputConfig(staticHashes);
  vercelJsonRoutes();

  copyStaticHostFiles(site, staticHostDir, staticHashes, script);
  writeFileSync(join(staticHostDir, "_headers"), headers);
  writeFileSync(join(staticHostDir, "_redirects"), redirects);

  if (options.vercel) {
    const output = join(projectRoot, ".vercel", "output");
    copyStaticHostFiles(site, join(output, "static"), staticHashes, script);
    writeFileSync(join(output, "config.json"), JSON.stringify(vercelConfig, null, 2));
  }
}

/** The committed files and their generated content. */
export const committedDeployFiles = {
  [join("deploy", "nginx.conf")]: () => nginxConf(),
  "vercel.json": () => vercelJson(),
} as const;

if (process.argv[1] === import.meta.filename) {
  for (const [file, generate] of Object.entries(committedDeployFiles)) {
    writeFileSync(join(projectRoot, file), generate());
    console.log(`deploy-configs: wrote ${file}`);
  }
}
