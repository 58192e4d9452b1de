/** What `npm run build` does after `astro build`, in the four steps below. */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { site } from "../app/config/site.ts";
import { fillNames, nameValues } from "../app/config/localize.ts";
import { buildRoot, htmlFileToPath, scriptHashesFile, addModulePreloads } from "./build-manifest.ts";
import { projectScripts } from "./boot-scripts.ts";
import { externalizeIslandRuntime, islandRuntimeCode, islandRuntimeUrl } from "../app/lib/island-runtime.ts";
import type { ScriptHashes } from "../app/rules/table.ts";
import { writeDeployOutputs } from "./deploy-configs.ts";
import { brandFiles } from "./brand-icons.ts";
import { robotsTxt, sitemapXml } from "./site-map.ts";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;
/** Every file and folder of the build (a folder's name ends in none of the extensions looked for). */
const walk = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file));

const webManifest = {
  name: site.brand.name,
  short_name: site.brand.name,
  description: fillNames(site.brand.description, nameValues),
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: site.brand.themeColor,
  theme_color: site.brand.themeColor,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};

// 1. Discoverability files and the brand images (Astro writes the English catch-all as 404.html itself).
writeFileSync(join(buildRoot, "sitemap.xml"), sitemapXml(site.brand.siteUrl, undefined, site.legal.lastUpdated));
writeFileSync(join(buildRoot, "robots.txt"), robotsTxt(site.brand.siteUrl));
writeFileSync(join(buildRoot, "site.webmanifest"), JSON.stringify(webManifest, null, 2));
for (const [name, content] of await brandFiles(site.brand)) writeFileSync(join(buildRoot, name), content);

// 2. Each page asks for its islands' modules at once and loads Astro's island runtime from a file where its
// islands hydrate after the paint (one file). Every page's CSP allows the same scripts: those the project
// wrote, hashed from their compiled source (scripts/boot-scripts.ts), never from what a page contains.
const { bootScripts, scriptHashes } = await projectScripts();
const hashes: ScriptHashes = {};
for (const file of walk(buildRoot).filter((f) => f.endsWith(".html"))) {
  const source = readFileSync(file, "utf8");
  const runtime = islandRuntimeCode(source);
  const url = runtime && (await islandRuntimeUrl(runtime));
  const withFile = url ? externalizeIslandRuntime(source, url) : source;
  if (url && withFile !== source) writeFileSync(join(buildRoot, url), runtime);
  writeFileSync(file, addModulePreloads(withFile));
  hashes[htmlFileToPath(relative(buildRoot, file))] = scriptHashes;
}
writeFileSync(scriptHashesFile, JSON.stringify(hashes, null, 2));

// 3. The deploy files: nginx page locations, the static-host directory, .vercel/output/ on Vercel (VERCEL=1).
writeDeployOutputs(hashes, bootScripts.redirectToPageLanguage, { vercel: !!process.env.VERCEL });

// 4. Precompressed siblings.
let raw = 0;
let brotli = 0;
// status.json is rewritten in place by `npm run status` (scripts/status.ts) while the site runs: a
// precompressed copy would go stale, so it is served as it is (it is small).
for (const file of walk(buildRoot).filter((f) => compressible.test(f) && relative(buildRoot, f) !== "status.json")) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}

console.log(
  `postbuild: ${Object.keys(hashes).length} pages, ${scriptHashes.length} script hashes, ${(raw / 1024).toFixed(1)} KiB of text precompressed to ${(brotli / 1024).toFixed(1)} KiB brotli`,
);
