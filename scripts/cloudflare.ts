/**
 * `npm run cloudflare:build` and `npm run cloudflare:preview` (README "Deploy to Cloudflare"), offline:
 * - build: after `npm run build`, Astro builds the on-demand routes for the Worker (RIFT_TARGET=cloudflare, into
 *   build/cloudflare), the pages in the static host's layout (no language script) join its assets, and the
 *   migrations become wrangler's files;
 * - preview: the build, the migrations applied to the local D1 in DATA_DIR, then `wrangler dev` on PORT (8787),
 *   with the status center's settings from the environment or the env file, as the Node server reads them.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { migrations } from "../app/status-center/migrations.ts";
import { nodeEnv } from "../app/status-center/node-center.ts";
import { siteTable, type ScriptHashes } from "../app/rules/table.ts";
import { projectRoot, scriptHashesFile } from "./build-manifest.ts";
import { generatedNote } from "./deploy/shared.ts";
import { copyStaticHostFiles, staticHostHeaders } from "./deploy/static-host.ts";

export const cloudflareDir = join(projectRoot, "build", "cloudflare");
export const wrangler = join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js");
/** Nothing leaves this machine: no metrics, no request metadata download, wrangler's files in the project. */
export const offline = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  ASTRO_TELEMETRY_DISABLED: "1",
  WRANGLER_LOG_PATH: join(projectRoot, ".wrangler", "logs"),
  WRANGLER_REGISTRY_PATH: join(projectRoot, ".wrangler", "registry"),
  CI: "1",
  NO_COLOR: "1",
};
/** The settings the Worker takes from the environment (wrangler --var), as the Node server does. */
const settings = [
  "ADMIN_ORIGIN",
  "ADMIN_INVITE_TTL",
  "ADMIN_SESSION_IDLE",
  "ADMIN_SESSION_MAX",
  "DISCORD_WEBHOOK_URL",
  "PUSH_ENDPOINTS",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
] as const;

/** How a child runs: in the project, on this terminal, offline, with `env` besides. */
const inProject = (env: Record<string, string> = {}) => ({
  cwd: projectRoot,
  stdio: "inherit" as const,
  env: { ...process.env, ...offline, ...env },
});

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, inProject(env));
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(" ")} failed (${result.status ?? result.signal})`);
}

export function build() {
  rmSync(cloudflareDir, { recursive: true, force: true });
  run(process.execPath, [join(projectRoot, "node_modules", "astro", "bin", "astro.mjs"), "build", "--silent"], {
    RIFT_TARGET: "cloudflare",
    RIFT_CHECKED: "1",
  });
  // The assets: the Worker build's own scripts (the admin's), and the static host's layout of the pages and files
  // without its language script (the Worker decides an English page's language). Workers' assets find a missing
  // path's nearest 404.html themselves; _redirects sends each page's "/page/" to "/page".
  const client = join(cloudflareDir, "client");
  const staged = join(cloudflareDir, "pages");
  const hashes = JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes;
  copyStaticHostFiles(staged, hashes, undefined);
  for (const name of readdirSync(client)) if (name !== "assets") rmSync(join(client, name), { recursive: true });
  cpSync(staged, client, { recursive: true });
  rmSync(staged, { recursive: true });
  writeFileSync(join(client, "_headers"), staticHostHeaders());
  const slashes = siteTable(hashes).pages.flatMap(({ path }) => (path === "/" ? [] : `${path}/  ${path}  301`));
  const note = generatedNote.replace("deploy-configs", "cloudflare");
  writeFileSync(join(client, "_redirects"), `# ${note}\n${slashes.join("\n")}\n`);
  const folder = join(cloudflareDir, "migrations");
  mkdirSync(folder, { recursive: true });
  for (const { name, sql } of migrations) writeFileSync(join(folder, `${name}.sql`), `${sql}\n`);
  console.log(`cloudflare: built ${cloudflareDir} (Worker, assets, ${migrations.length} migrations)`);
}

/** The local D1 in DATA_DIR, its migrations applied; then the Worker on PORT until stopped. */
export function preview() {
  const env = nodeEnv();
  const port = env.PORT || "8787";
  const dataDir = resolve(env.DATA_DIR || "data");
  const vars = {
    ...Object.fromEntries(settings.map((name) => [name, env[name]])),
    ADMIN_ORIGIN: env.ADMIN_ORIGIN || `http://localhost:${port}`,
  };
  const persist = ["--persist-to", dataDir];
  run(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", ...persist]);
  const passed = Object.entries(vars).flatMap(([name, value]) => (value ? ["--var", `${name}:${value}`] : []));
  const host = env.HOST && env.HOST !== "0.0.0.0" ? env.HOST : "127.0.0.1";
  const dev = [wrangler, "dev", "--ip", host, "--port", port, ...persist, ...passed, "--log-level", "warn"];
  const child = spawn(process.execPath, dev, inProject());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}

if (process.argv[1] === import.meta.filename) {
  const command = process.argv[2];
  if (command === "build") build();
  else if (command === "preview") {
    if (!process.argv.includes("--no-build")) build();
    preview();
  } else {
    console.error(`cloudflare: unknown command ${command} (build, preview)`);
    process.exit(2);
  }
}
