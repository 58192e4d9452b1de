/**
 * `npm run test:renamed` (the last step of `npm run test:all`): does renaming the hub rename the site?
 * Copies the project to a temporary folder (node_modules linked, nothing of this checkout touched),
 * renames the configuration there as an operator would — brand.ts's name and premium name, every
 * "Rift"/"rift" left in app/config (links, referral codes), another independent reseller — builds it
 * with `npm run build`'s script, then
 *   1. searches every built file (build/client, build/static-host, build/deploy, build/server) for the
 *      old name: "Rift" in any letter case must be nowhere, except the internal identifiers listed in
 *      `internalIdentifiers` (cookie, storage and nginx variable names no visitor reads);
 *   2. serves the renamed build with the compiled server and runs a smoke subset of the browser tests
 *      against it (they read names, texts, resellers and games from the copy's configuration).
 * Prints what it found; exits 1 on any leftover or failed test. RENAMED_KEEP=1 keeps the folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const oldName = "Rift";
export const renamed = {
  name: "Nova",
  premiumName: "Nova Plus",
  reseller: { id: "zephyr", name: "Zephyr Keys" },
} as const;
/** The browser tests run against the renamed build: the pages that show names, texts, resellers, games and legal facts. */
const smokeSpecs = ["landing.spec.ts", "getkey.spec.ts", "resellers.spec.ts", "legal.spec.ts"];
const smokeTests = [
  "shows the brand, tagline",
  "lists every game",
  "shows the heading",
  "opens its store in a new tab",
  "has its title, one h1",
  "configured values in the text",
];

/**
 * Lower-case names that are identifiers, not text: cookie and storage keys, nginx variables, message
 * keys. Renaming them would log visitors out of their language choice and recent servers, so they
 * stay; a visitor never reads them.
 */
export const internalIdentifiers = [
  /\brift-lang\b/g, // language cookie (server, nginx, static-host script)
  /\brift_[a-z_]+/g, // nginx variables and map names (build/deploy/nginx-pages.conf)
  /\brift\.recentJoins\b/g, // localStorage key of the recent servers
  /\brift[A-Z]\w*/g, // message keys (riftLinkLabel, riftIncomplete) in the bundles
  /\b__Host-rift-session\b/g, // the operators' session cookie (renaming it signs them out), named on /privacy
  /\b__Host-rift-done\b/g, // the admin's "saved" cookie after a save's redirect (a few seconds' life)
  /\b__Host-rift-d1\b/g, // an operator's D1 bookmark with read replicas on (renaming it costs one read from the primary)
  /\brift-status-center\b/g, // the format of `npm run admin -- export` files (renaming it refuses the older ones)
  /\brift\.db\b/g, // the status center's database file in DATA_DIR (renaming it would start an empty one)
  /\bRIFT_ENV_FILE\b/g, // the env file's variable, set in the operator's systemd unit
];

const skip = new Set([
  "node_modules",
  "build",
  ".git",
  ".astro",
  "test-results",
  "playwright-report",
  "bench-results",
  ".vercel",
]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The operator's rename, applied to a copy's app/config. */
export function renameConfiguration(dir: string) {
  const configDir = join(dir, "app/config");
  const brandFile = join(configDir, "brand.ts");
  let brand = readFileSync(brandFile, "utf8");
  brand = brand
    .replace(/(\bpremiumName: )"[^"]*"/, `$1"${renamed.premiumName}"`)
    .replace(/(\n\s*name: )"[^"]*"/, `$1"${renamed.name}"`);
  writeFileSync(brandFile, brand);
  const keyFlowFile = join(configDir, "key-flow.ts");
  const keyFlow = readFileSync(keyFlowFile, "utf8");
  // The first independent reseller becomes another one (id, name, store).
  const independent = /\{\s*id: "([^"]+)",\s*name: "([^"]+)",\s*official: false,[\s\S]*?url: "([^"]+)",\s*\}/.exec(
    keyFlow,
  );
  if (!independent) throw new Error("renamed-build: no independent reseller found in key-flow.ts");
  const swapped = independent[0]
    .replace(`id: "${independent[1]}"`, `id: "${renamed.reseller.id}"`)
    .replace(`name: "${independent[2]}"`, `name: "${renamed.reseller.name}"`)
    .replace(independent[3]!, `https://${renamed.reseller.id}.example/store`);
  writeFileSync(keyFlowFile, keyFlow.replace(independent[0], swapped));
  // Whatever still says the old name (links, referral codes) follows, in each letter case.
  for (const file of walk(configDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const text = readFileSync(file, "utf8");
    const next = text
      .replaceAll(oldName, renamed.name)
      .replaceAll(oldName.toLowerCase(), renamed.name.toLowerCase())
      .replaceAll(oldName.toUpperCase(), renamed.name.toUpperCase());
    if (next !== text) writeFileSync(file, next);
  }
}

/** Every place the old name is left in the build: file → occurrences (internal identifiers excepted). */
export function leftovers(buildDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of walk(buildDir).filter((f) => !/\.(br|gz)$/.test(f))) {
    let text = readFileSync(file).toString("latin1");
    for (const pattern of internalIdentifiers) text = text.replace(pattern, "");
    // The name as a word's start: "thrift" (a media type in the server bundle's MIME table) is not the brand.
    const hits = text.match(new RegExp(`.{0,30}\\b${oldName}.{0,30}`, "gis"));
    if (hits) found.set(relative(buildDir, file), hits);
  }
  return found;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "renamed-build-"));
  for (const entry of readdirSync(repo))
    if (!skip.has(entry)) cpSync(join(repo, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
  renameConfiguration(dir);
  console.log(`renamed-build: "${oldName}" renamed to "${renamed.name}" in ${dir}; building…`);

  const bin = (name: string) => join(repo, "node_modules/.bin", name);
  const { RIFT_CHECKED: _checked, ...env } = process.env;
  if (spawnSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit", env }).status !== 0) {
    console.error(`renamed-build: the renamed configuration did not build (kept in ${dir})`);
    process.exit(1);
  }

  const found = leftovers(join(dir, "build"));
  const count = [...found.values()].reduce((sum, hits) => sum + hits.length, 0);
  if (found.size) {
    console.error(`renamed-build: "${oldName}" is still in ${found.size} built files, ${count} times:`);
    for (const [file, hits] of found)
      console.error(
        `  ${file}: ${hits
          .slice(0, 3)
          .map((h) => JSON.stringify(h))
          .join(", ")}${hits.length > 3 ? ` (+${hits.length - 3})` : ""}`,
      );
  } else console.log(`renamed-build: "${oldName}" is in none of the built files.`);

  // The smoke subset against the renamed build, served as `npm run serve` serves it.
  const port = Number(process.env.E2E_PORT ?? 4173) + 2;
  const server = spawn("node", ["build/server/index.js"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let serverLog = "";
  server.stdout.on("data", (chunk) => (serverLog += chunk));
  server.stderr.on("data", (chunk) => (serverLog += chunk));
  const deadline = Date.now() + 30_000;
  while (!serverLog.includes("being served") && Date.now() < deadline && server.exitCode === null)
    await new Promise((r) => setTimeout(r, 100));
  const announced = serverLog.split("\n").find((line) => line.includes("being served")) ?? "";
  if (!announced.startsWith(`${renamed.name} is being served`)) {
    console.error(`renamed-build: the server did not announce itself as ${renamed.name}:\n${serverLog}`);
    server.kill("SIGTERM");
    process.exit(1);
  }
  const tests = run(
    bin("playwright"),
    ["test", ...smokeSpecs, "--project=desktop", "--reporter=dot", "--grep", smokeTests.join("|")],
    dir,
    { E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_SUITE: "all" },
  );
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));

  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (found.size || tests !== 0) {
    console.error(
      `renamed-build: failed after ${seconds} s (${found.size} files with "${oldName}", browser tests ${tests === 0 ? "passed" : "failed"}); kept ${dir}`,
    );
    process.exit(1);
  }
  if (!process.env.RENAMED_KEEP) rmSync(dir, { recursive: true, force: true });
  console.log(
    `renamed-build: the renamed site builds without "${oldName}" and passes ${smokeSpecs.join(", ")} (${seconds} s).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
