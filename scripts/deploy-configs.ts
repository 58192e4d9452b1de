// Committed deploy files (`npx tsx scripts/deploy-configs.ts`): deploy/nginx.conf, vercel.json. Per build
// (from postbuild): nginx-pages.conf, build/static-host and, on Vercel (`VERCEL=1`), `.vercel/output/`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deployBuildDir, projectRoot } from "./build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { nginxConf, nginxPages } from "./deploy/nginx.ts";
import { copyStaticHostFiles, writeStaticHost } from "./deploy/static-host.ts";
import { vercelJson, vercelOutputConfig } from "./deploy/vercel.ts";

/** The per-build files; `languageScript` is the static hosts' boot script (scripts/boot-scripts.ts). */
export function writeDeployOutputs(hashes: ScriptHashes, languageScript: string, options: { vercel?: boolean } = {}) {
  mkdirSync(deployBuildDir, { recursive: true });
  writeFileSync(join(deployBuildDir, "nginx-pages.conf"), nginxPages(hashes));
  writeStaticHost(hashes, languageScript);
  if (options.vercel) {
    const output = join(projectRoot, ".vercel", "output");
    copyStaticHostFiles(join(output, "static"), hashes, languageScript);
    writeFileSync(join(output, "config.json"), JSON.stringify(vercelOutputConfig(hashes), null, 2));
  }
}

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
