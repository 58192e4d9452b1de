/**
 * After `astro build`: moves the English catch-all page to 404.html; writes sitemap.xml, robots.txt,
 * site.webmanifest and the brand images; preloads each page's island modules, minifies its own inline
 * scripts and hashes all of them for its CSP; writes the per-build deploy files
 * (scripts/deploy-configs.ts); precompresses every text file (brotli 11, gzip 9).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { minifySync } from "rolldown/utils";
import { site } from "../app/config/site.ts";
import { fillNames, nameValues } from "../app/config/localize.ts";
import {
  buildRoot,
  htmlFileToPath,
  inlineScriptHashes,
  scriptHashesFile,
  minifyBootScripts,
  addModulePreloads,
} from "./build-manifest.ts";
import { notFoundFile, type ScriptHashes } from "../app/rules/table.ts";
import { writeDeployOutputs } from "./deploy-configs.ts";
import { brandFiles } from "./brand-icons.ts";
import { robotsTxt, sitemapXml } from "./site-map.ts";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;
/** Every file and folder of the build (a folder's name ends in none of the extensions looked for). */
const walk = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file));

function webManifest() {
  return JSON.stringify(
    {
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
    },
    null,
    2,
  );
}

/** The same minifier Vite uses (Oxc, through Rolldown). */
function minifyScript(code: string): string {
  const result = minifySync("boot.js", code, { compress: true, mangle: true });
  if (result.errors.length)
    throw new Error(`postbuild: could not minify a boot script: ${result.errors.map((e) => e.message).join("; ")}`);
  return result.code;
}

// 1. The catch-all is served only as the answer to a missing path (status 404).
const catchAll = join(buildRoot, "404", "index.html");
if (existsSync(catchAll)) {
  renameSync(catchAll, join(buildRoot, notFoundFile));
  rmSync(join(buildRoot, "404"), { recursive: true, force: true });
}

// 2. Discoverability files.
writeFileSync(join(buildRoot, "sitemap.xml"), sitemapXml(site.brand.siteUrl, undefined, site.legal.lastUpdated));
writeFileSync(join(buildRoot, "robots.txt"), robotsTxt(site.brand.siteUrl));
writeFileSync(join(buildRoot, "site.webmanifest"), webManifest());
for (const [name, content] of await brandFiles(site.brand)) writeFileSync(join(buildRoot, name), content);

// 3. Each page asks for its islands' modules at once, and its inline scripts are minified, then hashed for its CSP.
const hashes: ScriptHashes = {};
for (const file of walk(buildRoot).filter((f) => f.endsWith(".html"))) {
  const html = addModulePreloads(minifyBootScripts(readFileSync(file, "utf8"), minifyScript));
  writeFileSync(file, html);
  hashes[htmlFileToPath(relative(buildRoot, file))] = inlineScriptHashes(html);
}
writeFileSync(scriptHashesFile, JSON.stringify(hashes, null, 2));

// 4. nginx page locations, the static-host directory (its pages also run the language script), and
//    on Vercel (VERCEL=1 during its builds) .vercel/output/.
writeDeployOutputs(hashes, { vercel: !!process.env.VERCEL, minify: minifyScript });

// 5. Precompressed siblings.
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
  `postbuild: ${Object.keys(hashes).length} pages hashed, ${(raw / 1024).toFixed(1)} KiB of text precompressed to ${(brotli / 1024).toFixed(1)} KiB brotli`,
);
