/**
 * After `react-router build`: hash the inline scripts of each prerendered page for the CSP, and
 * precompress every text file (brotli quality 11, gzip 9) so the server never compresses on the fly.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildRoot, htmlFileToPath, inlineScriptHashes, scriptHashesFile, type ScriptHashes } from "./build-manifest.ts";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function main() {
  // The SPA fallback is never served as a page (the server answers unknown paths with the 404 page).
  rmSync(join(buildRoot, "__spa-fallback.html"), { force: true });

  const files = walk(buildRoot).filter((file) => !/\.(br|gz)$/.test(file));
  const hashes: ScriptHashes = {};
  for (const file of files.filter((f) => f.endsWith(".html"))) {
    hashes[htmlFileToPath(relative(buildRoot, file))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  writeFileSync(scriptHashesFile, JSON.stringify(hashes, null, 2));

  let raw = 0;
  let brotli = 0;
  for (const file of files.filter((f) => compressible.test(f))) {
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
}

main();
